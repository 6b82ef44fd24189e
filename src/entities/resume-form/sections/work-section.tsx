import { Row } from 'antd';
import { FieldCol } from '@/components/field-col';
import { LimitedInput, LimitedTextArea } from '@/components/limited-input';
import { LIMITS, RULES } from '../lib/field-rules';
import { DateRangeCols } from '../date-range-cols';
import { RepeatedSection } from '../repeated-section';

/** Companies, positions and what the candidate did there. */
export function WorkSection() {
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
          <FieldCol span={12} label="公司名称" name={[field.name, 'company']} rules={RULES.company}>
            <LimitedInput n={LIMITS.company} placeholder="请输入公司名称" />
          </FieldCol>
          <FieldCol span={12} label="职位名称" name={[field.name, 'positionName']} rules={RULES.positionName}>
            <LimitedInput n={LIMITS.positionName} placeholder="请输入职位名称" />
          </FieldCol>
          <FieldCol span={8} label="所在部门" name={[field.name, 'department']} rules={RULES.department}>
            <LimitedInput n={LIMITS.department} placeholder="选填" />
          </FieldCol>
          <DateRangeCols list="works" field={field} span={8} startPlaceholder="入职时间" endPlaceholder="离职时间" />
          <FieldCol span={24} label="工作内容" name={[field.name, 'description']} rules={RULES.description}>
            <LimitedTextArea n={LIMITS.description} placeholder="描述你的主要职责和工作成果" />
          </FieldCol>
        </Row>
      )}
    />
  );
}
