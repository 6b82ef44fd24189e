import { Col, Form, InputNumber, Row, Select, TreeSelect } from 'antd';
import type { FormRule } from 'antd';
import { LimitedInput } from '@/components/limited-input';
import { dictOptions, type ResumeDicts } from '../hooks/use-resume-dicts';
import type { CityOption } from '../hooks/use-city-options';
import { LIMITS, RULES } from '../lib/field-rules';
import { FormSection } from '../form-section';

interface JobIntentionSectionProps {
  dicts: ResumeDicts;
  cityTree: CityOption[];
}

const SALARY_MAX_RULE: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, max: unknown) => {
    const min: unknown = getFieldValue(['jobIntention', 'expectedSalaryMin']);
    if (typeof max === 'number' && typeof min === 'number' && max < min) throw new Error('最高薪资不能低于最低薪资');
  },
});

/** Expected position, cities, salary (yuan per month), job status and arrival time. */
/** Both monthly salary fields: whole yuan in steps of 500. */
const SALARY_INPUT = { min: 0, max: 1_000_000, step: 500, precision: 0, suffix: '元', style: { width: '100%' } } as const;

export function JobIntentionSection({ dicts, cityTree }: JobIntentionSectionProps) {
  return (
    <FormSection id="resume-intention" title="求职意向">
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label="期望职位" name={['jobIntention', 'expectedPosition']} rules={RULES.expectedPosition} validateFirst>
            <LimitedInput n={LIMITS.expectedPosition} placeholder="例如 门店店长、前端开发工程师" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="期望城市" name={['jobIntention', 'expectedCityCodes']} rules={RULES.expectedCities}>
            <TreeSelect
              treeData={cityTree}
              multiple
              showSearch
              treeNodeFilterProp="title"
              maxCount={3}
              placeholder="最多选择3个城市"
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="最低月薪" name={['jobIntention', 'expectedSalaryMin']}>
            <InputNumber {...SALARY_INPUT} placeholder="例如 8000" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            label="最高月薪"
            name={['jobIntention', 'expectedSalaryMax']}
            dependencies={[['jobIntention', 'expectedSalaryMin']]}
            rules={[SALARY_MAX_RULE]}
          >
            <InputNumber {...SALARY_INPUT} placeholder="例如 12000" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="求职状态" name={['jobIntention', 'jobStatus']} rules={RULES.jobStatus}>
            <Select options={dictOptions(dicts.jobStatus, 'name')} placeholder="请选择" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="到岗时间" name={['jobIntention', 'arrivalTime']}>
            <Select options={dictOptions(dicts.arrivalTime, 'name')} placeholder="请选择" allowClear />
          </Form.Item>
        </Col>
      </Row>
    </FormSection>
  );
}
