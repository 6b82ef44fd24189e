import { Anchor, Button, Form, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ResumeFormValues } from './lib/form-values';
import { useCityOptions } from './hooks/use-city-options';
import { useResumeDicts } from './hooks/use-resume-dicts';
import { AttachmentSection } from './sections/attachment-section';
import { BasicInfoSection } from './sections/basic-info-section';
import { EducationSection } from './sections/education-section';
import { JobIntentionSection } from './sections/job-intention-section';
import { ProjectSection } from './sections/project-section';
import { SelfEvaluationSection } from './sections/self-evaluation-section';
import { SkillsSection } from './sections/skills-section';
import { WorkSection } from './sections/work-section';
import styles from './resume-form.module.css';

const ANCHORS = [
  { key: 'basic', href: '#resume-basic', title: '基本信息' },
  { key: 'intention', href: '#resume-intention', title: '求职意向' },
  { key: 'education', href: '#resume-education', title: '教育经历' },
  { key: 'work', href: '#resume-work', title: '工作经历' },
  { key: 'project', href: '#resume-project', title: '项目经历' },
  { key: 'skills', href: '#resume-skills', title: '技能/证书/语言' },
  { key: 'self', href: '#resume-self', title: '自我评价' },
  { key: 'attachment', href: '#resume-attachment', title: '附件简历' },
];

export interface ResumeFormProps {
  initialValues: ResumeFormValues;
  onChange: (values: ResumeFormValues) => void;
  onSubmit: (values: ResumeFormValues) => void;
  onSubmitFailed: () => void;
  submitting: boolean;
  submitText: string;
  onCancel: () => void;
  /** Shown at the start of the save bar: the autosave line ("已自动保存 HH:mm"). */
  status?: ReactNode;
}

/** The resume form: every section, a side anchor to jump between them, and a sticky save bar. */
export function ResumeForm({
  initialValues,
  onChange,
  onSubmit,
  onSubmitFailed,
  submitting,
  submitText,
  onCancel,
  status,
}: ResumeFormProps) {
  const [form] = Form.useForm<ResumeFormValues>();
  const { dicts, isLoading } = useResumeDicts();
  const { treeData } = useCityOptions();

  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label="简历目录">
        <Anchor items={ANCHORS} offsetTop={70} affix={false} replace />
      </nav>
      <div className={styles.main}>
        {isLoading ? <Skeleton active paragraph={{ rows: 2 }} style={{ marginBottom: 16 }} /> : null}
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
          onValuesChange={(_changed, all) => onChange(all)}
          onFinish={(values) => {
            if (!submitting) onSubmit({ ...values, attachment: form.getFieldValue('attachment') ?? null });
          }}
          onFinishFailed={onSubmitFailed}
          requiredMark
        >
          <BasicInfoSection dicts={dicts} cityTree={treeData} />
          <JobIntentionSection dicts={dicts} cityTree={treeData} />
          <EducationSection dicts={dicts} />
          <WorkSection />
          <ProjectSection />
          <SkillsSection dicts={dicts} />
          <SelfEvaluationSection />
          <AttachmentSection />
          <div className={styles.actions}>
            {status ? <div className={styles.status}>{status}</div> : null}
            <Button onClick={onCancel}>取消</Button>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {submitText}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
