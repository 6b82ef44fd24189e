import type { ReactNode } from 'react';
import { Button, Form, Radio, Row, Select, TreeSelect, type FormRule } from 'antd';
import { FieldCol } from '@/components/field-col';
import { LimitedInput } from '@/components/limited-input';
import { PATTERNS, fieldRule, requiredRule } from '@/lib/validation';
import { useRegistrationRefs } from '../hooks/use-registration-refs';
import type { RegistrationValues } from '../lib/registration';

interface RegistrationFormProps {
  initialValues: Partial<RegistrationValues>;
  onChange: (values: RegistrationValues) => void;
  onSubmit: (values: RegistrationValues) => void;
  submitting: boolean;
  submitText: string;
  /** Shown beside the submit button: the autosave line ("已自动保存 HH:mm"). */
  status?: ReactNode;
}

/** Allowed number of Chinese characters per text field (rule VAL-26); the inputs stop at twice this weight. */
const LIMITS = { name: 20, phone: 6, email: 25, expectedPosition: 30 } as const;

/** The VAL-26 rules of each field: required first, then length and pattern. */
const RULES = {
  name: [requiredRule('姓名'), fieldRule({ n: LIMITS.name, pattern: PATTERNS.candidateName.pattern })],
  gender: [requiredRule('性别', 'select')],
  phone: [requiredRule('手机号码'), fieldRule({ n: LIMITS.phone, pattern: PATTERNS.mobile.pattern })],
  email: [requiredRule('邮箱'), fieldRule({ n: LIMITS.email, pattern: PATTERNS.email.pattern })],
  currentCity: [requiredRule('所在城市', 'select')],
  highestEducation: [requiredRule('最高学历', 'select')],
  expectedPosition: [requiredRule('意向职位'), fieldRule({ n: LIMITS.expectedPosition, pattern: PATTERNS.jobName.pattern })],
} satisfies Record<string, FormRule[]>;

const GENDERS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

/** The short registration form with the VAL-26 rules next to each field. */
export function RegistrationForm({ initialValues, onChange, onSubmit, submitting, submitText, status }: RegistrationFormProps) {
  const [form] = Form.useForm<RegistrationValues>();
  const refs = useRegistrationRefs();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_changed, all) => onChange(all)}
      onFinish={(values) => {
        if (!submitting) onSubmit(values);
      }}
      scrollToFirstError
    >
      <Row gutter={24}>
        <FieldCol span={12} label="姓名" name="name" rules={RULES.name}>
          <LimitedInput n={LIMITS.name} placeholder="请输入真实姓名" autoComplete="name" />
        </FieldCol>
        <FieldCol span={12} label="性别" name="gender" rules={RULES.gender}>
          <Radio.Group options={GENDERS} />
        </FieldCol>
        <FieldCol span={12} label="手机号码" name="phone" rules={RULES.phone}>
          <LimitedInput n={LIMITS.phone} placeholder="请输入11位手机号码" inputMode="numeric" maxLength={11} autoComplete="tel" />
        </FieldCol>
        <FieldCol span={12} label="邮箱" name="email" rules={RULES.email}>
          <LimitedInput n={LIMITS.email} placeholder="例如 name@example.com" autoComplete="email" />
        </FieldCol>
        <FieldCol span={12} label="所在城市" name="currentCityCode" rules={RULES.currentCity}>
          <TreeSelect treeData={refs.cityTree} showSearch treeNodeFilterProp="title" placeholder="请选择所在城市" />
        </FieldCol>
        <FieldCol span={12} label="最高学历" name="highestEducationCode" rules={RULES.highestEducation}>
          <Select options={refs.educationOptions} placeholder="请选择最高学历" />
        </FieldCol>
        <FieldCol span={12} label="意向职位" name="expectedPosition" rules={RULES.expectedPosition}>
          <LimitedInput n={LIMITS.expectedPosition} placeholder="例如 收银员、储备店长" />
        </FieldCol>
        <FieldCol span={12} label="到岗时间" name="arrivalTime">
          <Select options={refs.arrivalOptions} placeholder="请选择" allowClear />
        </FieldCol>
      </Row>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ minWidth: 160 }}>
          {submitText}
        </Button>
        {status}
      </div>
    </Form>
  );
}
