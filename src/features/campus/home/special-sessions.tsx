import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { campusQueries, type Activity } from '@/api/campus';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { LoadingRegion } from '@/components/page-skeleton';
import { ActivityStatusTag } from '@/entities/activity/activity-status-tag';
import { EMPTY_PLACEHOLDER, formatDate } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import { currentSpecialSessions, SPECIAL_SESSIONS_QUERY } from './season';
import { SeasonSection, SectionEmpty, SectionError } from './season-section';
import styles from './season.module.css';

/** The skeleton holds a full row of cards: the section keeps its height whatever arrives. */
const SKELETON_CARDS = 4;

export const SPECIAL_SESSIONS_EMPTY = '当前没有进行中或即将开始的专场，新专场开放后会在这里公布';

function dateRange(activity: Activity): string {
  return `${formatDate(activity.startTime)} – ${formatDate(activity.endTime)}`;
}

function SpecialSessionCard({ activity, href }: { activity: Activity; href: string }) {
  const cities = activity.cityNames.filter(Boolean).join('、') || '--';
  return (
    <li className={styles.specialSessionCard}>
      <div className={styles.specialSessionTop}>
        <ActivityStatusTag status={activity.status} />
        {activity.deliveryLimit > 0 && <span className={styles.limit}>每人限投 {activity.deliveryLimit} 个职位</span>}
      </div>
      <h3 className={styles.specialSessionName}>{activity.name || '校招专场'}</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>时间</dt>
          <dd>{dateRange(activity)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>城市</dt>
          <dd title={cities}>{cities}</dd>
        </div>
        <div className={styles.fact}>
          <dt>职位</dt>
          <dd>{positionsText(activity.positionCount)}</dd>
        </div>
      </dl>
      <Link to={href} className={styles.specialSessionLink}>
        查看专场职位<span className="sr-only">：{activity.name}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}

/** "N 个职位", "职位即将公布" for none yet, "--" when the server sent no figure. */
function positionsText(count: number | null): string {
  if (count === null) return EMPTY_PLACEHOLDER;
  return count > 0 ? `${count} 个职位` : '职位即将公布';
}

/** Special sessions (专场) in progress or about to start, from /activity/list; the finished ones are left out. */
export function SpecialSessions() {
  const activities = useQuery(campusQueries.activities(SPECIAL_SESSIONS_QUERY));
  // The answer renders the section in the background, in slices (docs/decisions/095, 116).
  return <SpecialSessionsView {...queryViewProps(activities)} />;
}

const SpecialSessionsView = deferredView(function SpecialSessionsView({
  data,
  failed,
  fetching,
  refetch,
}: QueryViewProps<Activity[]>) {
  const path = usePagePath();
  let body;
  if (failed && !data) {
    body = (
      <SectionError className={styles.specialSessionsBody} what="校招专场" onRetry={() => void refetch()} retrying={fetching} />
    );
  } else if (!data) {
    body = (
      <LoadingRegion label="校招专场加载中" className={`${styles.specialSessions} ${styles.specialSessionsBody}`}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={styles.specialSessionCard}>
            <Skeleton.Button active size="small" style={{ width: 64 }} />
            <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 3 }} style={{ marginTop: 14 }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else {
    const shown = currentSpecialSessions(data);
    body =
      shown.length === 0 ? (
        <SectionEmpty className={styles.specialSessionsBody} icon={<CalendarOutlined />} text={SPECIAL_SESSIONS_EMPTY} />
      ) : (
        <ul className={`${styles.specialSessions} ${styles.specialSessionsBody}`}>
          {shown.map((activity) => (
            <SpecialSessionCard
              key={activity.id}
              activity={activity}
              href={path('job', { query: { activityId: activity.id } })}
            />
          ))}
        </ul>
      );
  }

  return (
    <SeasonSection id="campus-sessions" title="校招专场" intro="专场内集中开放岗位，每位同学在专场内的投递数量有限，请慎重选择">
      {body}
    </SeasonSection>
  );
});
