import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { LoadingRegion } from '@/components/page-skeleton';
import { ActivityStatusTag } from './activity-status-tag';
import { RemainingDeliveries } from './remaining-deliveries';
import { specialSessionJobsPath } from './special-session-rules';
import { usePagePath } from '@/lib/routing';
import type { SpecialSessionApply } from './use-special-session-apply';
import styles from './special-session-info.module.css';

/** Which special session a job belongs to (a link to the session's jobs) and what the candidate may still deliver. */
export function SpecialSessionInfo({
  activityId,
  lookup,
  limit,
}: Omit<SpecialSessionApply, 'activityId' | 'block'> & { activityId: string }) {
  const path = usePagePath();
  let name;
  if (lookup.activity) {
    name = (
      <>
        <Link to={specialSessionJobsPath(path, activityId)} className={styles.link}>
          {lookup.activity.name}
        </Link>
        <ActivityStatusTag status={lookup.activity.status} />
      </>
    );
  } else if (lookup.failed) {
    name = (
      <>
        <span>专场信息加载失败</span>
        <Button size="small" loading={lookup.retrying} onClick={lookup.retry}>
          重试
        </Button>
      </>
    );
  } else if (lookup.missing) {
    name = <span>专场信息暂不可用</span>;
  } else {
    name = (
      <LoadingRegion label="专场信息加载中">
        <Skeleton.Input active size="small" style={{ width: 200 }} />
      </LoadingRegion>
    );
  }
  return (
    <section className={styles.info} aria-label="所属专场">
      <div className={styles.specialSession}>
        <span className={styles.label}>所属专场</span>
        {name}
      </div>
      <RemainingDeliveries state={limit} specialSessionLimit={lookup.activity?.deliveryLimit} />
    </section>
  );
}
