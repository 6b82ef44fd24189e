import { Button, Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { PATTERNS, fieldRule, requiredRule } from '@/lib/validation';
import { useRegistrationRefs } from '../hooks/use-registration-refs';
import type { RegistrationValues } from '../lib/registration';

interface RegistrationFormProps {
  initialValues: Partial<RegistrationValues>;
  onChange: (values: RegistrationValues) => void;
  onSubmit: (values: RegistrationValues) => void;
  submitting: boolean;
  submitText: string;
}

/** The short registration form with the spec 5 rules next to each field. */
export function RegistrationForm({ initialValues, onChange, onSubmit, submitting, submitText }: RegistrationFormProps) {
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
        <Col span={12}>
          <Form.Item
            label="姓名"
            name="name"
            validateFirst
            rules={[requiredRule('姓名'), fieldRule({ n: 20, pattern: PATTERNS.candidateName.pattern })]}
          >
            <Input placeholder="请输入真实姓名" autoComplete="name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="性别" name="gender" rules={[requiredRule('性别', 'select')]}>
            <Radio.Group
              options={[
                { value: 1, label: '男' },
                { value: 2, label: '女' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="手机号码"
            name="phone"
            validateFirst
            rules={[requiredRule('手机号码'), fieldRule({ n: 6, pattern: PATTERNS.mobile.pattern })]}
          >
            <Input placeholder="请输入11位手机号码" inputMode="numeric" maxLength={11} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="邮箱"
            name="email"
            validateFirst
            rules={[requiredRule('邮箱'), fieldRule({ n: 25, pattern: PATTERNS.email.pattern })]}
          >
            <Input placeholder="例如 name@example.com" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="所在城市" name="currentCityCode" rules={[requiredRule('所在城市', 'select')]}>
            <TreeSelect treeData={refs.cityTree} showSearch treeNodeFilterProp="title" placeholder="请选择所在城市" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="最高学历" name="highestEducationCode" rules={[requiredRule('最高学历', 'select')]}>
            <Select options={refs.educationOptions} placeholder="请选择最高学历" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="意向职位"
            name="expectedPosition"
            validateFirst
            rules={[requiredRule('意向职位'), fieldRule({ n: 30, pattern: PATTERNS.jobName.pattern })]}
          >
            <Input placeholder="例如 收银员、储备店长" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="到岗时间" name="arrivalTime">
            <Select options={refs.arrivalOptions} placeholder="请选择" allowClear />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ minWidth: 160 }}>
        {submitText}
      </Button>
    </Form>
  );
}
