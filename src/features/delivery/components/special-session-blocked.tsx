import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { specialSessionJobsPath } from '@/entities/activity/special-session-rules';
import { usePagePath } from '@/lib/routing';

interface SpecialSessionLinksProps {
  recordsPath: string;
  activityId?: string;
}

/** Where a candidate goes when a session's job cannot take their resume: their records, the session's other jobs. */
export function SpecialSessionLinks({ recordsPath, activityId }: SpecialSessionLinksProps) {
  const path = usePagePath();
  return (
    <span style={{ display: 'inline-flex', gap: 16 }}>
      <Link to={recordsPath}>查看投递记录</Link>
      {activityId && <Link to={specialSessionJobsPath(path, activityId)}>返回专场职位</Link>}
    </span>
  );
}

/** In place of the delivery choices: why this session's job cannot be delivered to now (rule CAMPUS-7). */
export function SpecialSessionBlocked({ reason, ...links }: SpecialSessionLinksProps & { reason: string }) {
  return <Alert type="warning" showIcon title={reason} description={<SpecialSessionLinks {...links} />} />;
}
