import { Col, Form, Input, Row } from 'antd';
import { LimitedTextArea } from '../limited-text-area';
import { LIMITS, RULES, endAfterStartRule } from '../../lib/field-rules';
import { MonthPicker } from '../month-picker';
import { RepeatedSection } from '../repeated-section';

/** Projects, the candidate's role and the results. */
export function ProjectSection() {
  const form = Form.useFormInstance();
  return (
    <RepeatedSection
      id="resume-project"
      name="projects"
      title="项目经历"
      itemLabel="项目经历"
      newItem={() => ({})}
      emptyText="还没有添加项目经历"
      renderItem={(field) => (
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item label="项目名称" name={[field.name, 'name']} rules={RULES.projectName} validateFirst>
              <Input placeholder="请输入项目名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="担任角色" name={[field.name, 'role']} rules={RULES.role}>
              <Input placeholder="例如 项目负责人" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="开始时间" name={[field.name, 'startDate']} rules={RULES.startDate}>
              <MonthPicker placeholder="开始时间" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="结束时间"
              name={[field.name, 'endDate']}
              dependencies={[['projects', field.name, 'startDate']]}
              rules={[endAfterStartRule(() => form.getFieldValue(['projects', field.name, 'startDate']) as string)]}
            >
              <MonthPicker placeholder="结束时间" emptyLabel="至今" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="项目描述" name={[field.name, 'description']} rules={RULES.description}>
              <LimitedTextArea n={LIMITS.description} placeholder="项目背景、你的职责与成果" />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
