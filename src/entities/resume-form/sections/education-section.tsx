import { Checkbox, Row, Select } from 'antd';
import type { EducationExperience } from '@/api/resume';
import { FieldCol } from '@/components/field-col';
import { LimitedInput } from '@/components/limited-input';
import { dictOptions, type ResumeDicts } from '../hooks/use-resume-dicts';
import { LIMITS, RULES } from '../lib/field-rules';
import { DateRangeCols } from '../date-range-cols';
import { RepeatedSection } from '../repeated-section';

const newEducation = (): Partial<EducationExperience> => ({ isFullTime: true });

/** Schools, majors, degrees and dates; most recent first. */
export function EducationSection({ dicts }: { dicts: ResumeDicts }) {
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
          <FieldCol span={12} label="学校名称" name={[field.name, 'school']} rules={RULES.school}>
            <LimitedInput n={LIMITS.school} placeholder="请输入学校名称" />
          </FieldCol>
          <FieldCol span={12} label="专业" name={[field.name, 'major']} rules={RULES.major}>
            <LimitedInput n={LIMITS.major} placeholder="请输入专业" />
          </FieldCol>
          <FieldCol span={8} label="学历" name={[field.name, 'educationCode']} rules={RULES.education}>
            <Select options={dictOptions(dicts.education)} placeholder="请选择学历" />
          </FieldCol>
          <DateRangeCols list="educations" field={field} span={8} startPlaceholder="入学时间" endPlaceholder="毕业时间" />
          <FieldCol span={24} name={[field.name, 'isFullTime']} valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>全日制</Checkbox>
          </FieldCol>
        </Row>
      )}
    />
  );
}
