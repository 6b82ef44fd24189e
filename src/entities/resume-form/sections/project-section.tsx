import { Row } from 'antd';
import { FieldCol } from '@/components/field-col';
import { LimitedInput, LimitedTextArea } from '@/components/limited-input';
import { LIMITS, RULES } from '../lib/field-rules';
import { DateRangeCols } from '../date-range-cols';
import { RepeatedSection } from '../repeated-section';

/** Projects, the candidate's role and the results. */
export function ProjectSection() {
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
          <FieldCol span={12} label="项目名称" name={[field.name, 'name']} rules={RULES.projectName}>
            <LimitedInput n={LIMITS.projectName} placeholder="请输入项目名称" />
          </FieldCol>
          <FieldCol span={12} label="担任角色" name={[field.name, 'role']} rules={RULES.role}>
            <LimitedInput n={LIMITS.role} placeholder="例如 项目负责人" />
          </FieldCol>
          <DateRangeCols list="projects" field={field} span={12} startPlaceholder="开始时间" endPlaceholder="结束时间" />
          <FieldCol span={24} label="项目描述" name={[field.name, 'description']} rules={RULES.description}>
            <LimitedTextArea n={LIMITS.description} placeholder="项目背景、你的职责与成果" />
          </FieldCol>
        </Row>
      )}
    />
  );
}
