import { LoadingRegion } from '@/components/page-skeleton';
import { Alert, Button, Descriptions, Empty, Skeleton } from 'antd';
import type { Resume } from '@/api/resume';
import { LoadErrorResult } from '@/components/load-error-result';
import { displayOrDash, maskPhone } from '@/lib/format';

interface OnlineResumePanelProps {
  resume: Resume | null | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Opens the resume form for this delivery ("填写/修改在线简历"). */
  onEdit: () => void;
  /** True right after the resume was saved for this delivery. */
  justSaved: boolean;
  onDeliver: (resumeId: string) => void;
  delivering: boolean;
}

/** The online resume choice: a short preview and "确认投递", or a way to fill one in. */
export function OnlineResumePanel(props: OnlineResumePanelProps) {
  const { resume, loading, error, onRetry, onEdit, justSaved, onDeliver, delivering } = props;
  if (loading)
    return (
      <LoadingRegion label="在线简历加载中">
        <Skeleton active paragraph={{ rows: 5 }} />
      </LoadingRegion>
    );
  if (error) return <LoadErrorResult what="在线简历" onRetry={onRetry} />;
  if (!resume) {
    return (
      <Empty description="您还没有在线简历，填写后即可投递">
        <Button type="primary" onClick={onEdit}>
          填写在线简历
        </Button>
      </Empty>
    );
  }
  const { basicInfo, jobIntention } = resume;
  const latestEducation = resume.educations[0];
  return (
    <div>
      {justSaved ? <Alert type="success" showIcon title="简历已保存，请确认投递信息" style={{ marginBottom: 16 }} /> : null}
      <Descriptions
        title="简历预览"
        column={2}
        size="small"
        bordered
        items={[
          { key: 'name', label: '姓名', children: displayOrDash(basicInfo.name) },
          { key: 'phone', label: '手机号码', children: maskPhone(basicInfo.phone) || '--' },
          { key: 'email', label: '邮箱', children: displayOrDash(basicInfo.email) },
          { key: 'education', label: '最高学历', children: displayOrDash(basicInfo.highestEducationName) },
          {
            key: 'school',
            label: '毕业院校',
            children: latestEducation ? `${latestEducation.school} · ${latestEducation.major}` : '--',
          },
          { key: 'years', label: '工作年限', children: basicInfo.workYears === null ? '--' : `${basicInfo.workYears}年` },
          { key: 'intention', label: '期望职位', children: displayOrDash(jobIntention.expectedPosition) },
          { key: 'updated', label: '更新时间', children: displayOrDash(resume.updateTime) },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 12, marginTop: 20 }}>
        <Button onClick={onEdit}>修改简历</Button>
        <Button type="primary" size="large" loading={delivering} onClick={() => onDeliver(resume.id)} style={{ minWidth: 140 }}>
          确认投递
        </Button>
      </div>
    </div>
  );
}
