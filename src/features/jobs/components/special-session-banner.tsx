import { CalendarOutlined, EnvironmentOutlined, ProfileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Activity } from '@/api/campus';
import { LoadErrorResult } from '@/components/load-error-result';
import { ActivityStatusTag } from '@/entities/activity/activity-status-tag';
import { RemainingDeliveries } from '@/entities/activity/remaining-deliveries';
import { specialSessionStatusNote } from '@/entities/activity/special-session-rules';
import { useActivityLimit } from '@/entities/activity/use-activity-limit';
import type { ActivityLookup } from '@/entities/activity/use-activity';
import { displayOrDash, formatDate } from '@/lib/format';
import { SpecialSessionBannerPlaceholder } from './special-session-band';
import styles from './special-session-banner.module.css';

interface SpecialSessionBannerProps {
  lookup: ActivityLookup;
  /** The campus job list without the session (the way out of the session view). */
  allJobsPath: string;
}

/** The head of a special session's job list (rule CAMPUS-7): what the session is and what is left to deliver. */
export function SpecialSessionBanner({ lookup, allJobsPath }: SpecialSessionBannerProps) {
  const navigate = useNavigate();
  if (lookup.failed) {
    return (
      <div className={styles.banner}>
        <LoadErrorResult what="专场信息" headingLevel={1} onRetry={lookup.retry} retrying={lookup.retrying} />
      </div>
    );
  }
  if (lookup.missing) {
    return (
      <div className={`${styles.banner} ${styles.missing}`}>
        <h1 className={styles.name}>未找到该专场</h1>
        <p className={styles.description}>这个专场不存在或已下线，也可能是链接有误。您可以看看全部校招职位。</p>
        <Button type="primary" onClick={() => navigate(allJobsPath)}>
          查看全部校招职位
        </Button>
      </div>
    );
  }
  if (!lookup.activity) return <SpecialSessionBannerPlaceholder />;
  return <SpecialSessionFacts activity={lookup.activity} />;
}

function SpecialSessionFacts({ activity }: { activity: Activity }) {
  const limit = useActivityLimit(activity.id);
  return (
    <section className={styles.banner} aria-labelledby="session-name">
      <div className={styles.main}>
        <div className={styles.kicker}>
          <span className={styles.badge}>校招专场</span>
          <ActivityStatusTag status={activity.status} />
        </div>
        <h1 id="session-name" className={styles.name}>
          {activity.name}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>
              <CalendarOutlined aria-hidden /> 专场时间
            </dt>
            <dd>
              {formatDate(activity.startTime)} 至 {formatDate(activity.endTime)}
            </dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden /> 覆盖城市
            </dt>
            <dd>{displayOrDash(activity.cityNames.join('、'))}</dd>
          </div>
          <div>
            <dt>
              <ProfileOutlined aria-hidden /> 开放职位
            </dt>
            <dd>{displayOrDash(activity.positionCount)} 个</dd>
          </div>
        </dl>
        {activity.description && <p className={styles.description}>{activity.description}</p>}
      </div>
      <div className={styles.side}>
        <RemainingDeliveries state={limit} specialSessionLimit={activity.deliveryLimit} />
        <p className={styles.statusNote} data-status={activity.status}>
          {specialSessionStatusNote(activity)}
        </p>
      </div>
    </section>
  );
}
