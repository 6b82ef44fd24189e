import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import type { EducationExperience } from '@/api/resume';
import { dictOptions, type ResumeDicts } from '../../hooks/use-resume-dicts';
import { RULES, endAfterStartRule } from '../../lib/field-rules';
import { MonthPicker } from '../month-picker';
import { RepeatedSection } from '../repeated-section';

const newEducation = (): Partial<EducationExperience> => ({ isFullTime: true });

/** Schools, majors, degrees and dates; most recent first. */
export function EducationSection({ dicts }: { dicts: ResumeDicts }) {
  const form = Form.useFormInstance();
  return (
    <RepeatedSection
      id="resume-education"
      name="educations"
      title="教育经历"
      itemLabel="教育经历"
      newItem={newEducation}
      emptyText="还没有添加教育经历"
      renderItem={(field) => (
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item label="学校名称" name={[field.name, 'school']} rules={RULES.school} validateFirst>
              <Input placeholder="请输入学校名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="专业" name={[field.name, 'major']} rules={RULES.major} validateFirst>
              <Input placeholder="请输入专业" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="学历" name={[field.name, 'educationCode']} rules={RULES.education}>
              <Select options={dictOptions(dicts.education)} placeholder="请选择学历" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="开始时间" name={[field.name, 'startDate']} rules={RULES.startDate}>
              <MonthPicker placeholder="入学时间" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="结束时间"
              name={[field.name, 'endDate']}
              dependencies={[['educations', field.name, 'startDate']]}
              rules={[endAfterStartRule(() => form.getFieldValue(['educations', field.name, 'startDate']) as string)]}
            >
              <MonthPicker placeholder="毕业时间" emptyLabel="至今" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name={[field.name, 'isFullTime']} valuePropName="checked" style={{ marginBottom: 0 }}>
              <Checkbox>全日制</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
