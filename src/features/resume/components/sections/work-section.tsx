import { Col, Form, Input, Row } from 'antd';
import { LimitedTextArea } from '../limited-text-area';
import { LIMITS, RULES, endAfterStartRule } from '../../lib/field-rules';
import { MonthPicker } from '../month-picker';
import { RepeatedSection } from '../repeated-section';

/** Companies, positions and what the candidate did there. */
export function WorkSection() {
  const form = Form.useFormInstance();
  return (
    <RepeatedSection
      id="resume-work"
      name="works"
      title="工作经历"
      itemLabel="工作经历"
      newItem={() => ({})}
      emptyText="应届毕业生可不填写工作经历"
      renderItem={(field) => (
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item label="公司名称" name={[field.name, 'company']} rules={RULES.company} validateFirst>
              <Input placeholder="请输入公司名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="职位名称" name={[field.name, 'positionName']} rules={RULES.positionName} validateFirst>
              <Input placeholder="请输入职位名称" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="所在部门" name={[field.name, 'department']} rules={RULES.department}>
              <Input placeholder="选填" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="开始时间" name={[field.name, 'startDate']} rules={RULES.startDate}>
              <MonthPicker placeholder="入职时间" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="结束时间"
              name={[field.name, 'endDate']}
              dependencies={[['works', field.name, 'startDate']]}
              rules={[endAfterStartRule(() => form.getFieldValue(['works', field.name, 'startDate']) as string)]}
            >
              <MonthPicker placeholder="离职时间" emptyLabel="至今" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="工作内容" name={[field.name, 'description']} rules={RULES.description}>
              <LimitedTextArea n={LIMITS.description} placeholder="描述你的主要职责和工作成果" />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
