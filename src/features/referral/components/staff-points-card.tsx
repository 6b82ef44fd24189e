import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { pointsQueries, type StaffProfile } from '@/api/points';
import { LoadingRegion } from '@/components/page-skeleton';
import { LevelTag, levelName } from '@/entities/referral-level/level-tag';
import { StaffAvatar } from '@/entities/staff-avatar/staff-avatar';
import { displayOrDash } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import styles from './staff-points-card.module.css';

/** The card's figures (rule STAFF-3); a missing number shows "--" (rule CONST-9). */
const FIGURES: readonly { label: string; value: (profile: StaffProfile) => number | null }[] = [
  { label: '当前积分', value: (p) => p.currentRecommendIntegral },
  { label: '累计积分', value: (p) => p.recommendIntegral },
  { label: '积分排名', value: (p) => p.rank },
  { label: '推荐入职（人）', value: (p) => p.recommendNum },
  { label: '有效简历（份）', value: (p) => p.validResumeNum },
];

/** "我的内推": the signed-in staff member's points card on the staff home (rule STAFF-3), one size in every state. */
export function StaffPointsCard() {
  const path = usePagePath();
  const profile = useQuery(pointsQueries.profile());

  let body;
  if (profile.data) {
    const data = profile.data;
    body = (
      <>
        <div className={styles.who}>
          <StaffAvatar url={data.wechatWorkThumbAvatarUrl} name={data.name} size={48} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <div className={styles.name}>{data.name || '--'}</div>
            <div className={styles.department}>{data.departmentName || '--'}</div>
          </div>
        </div>
        <dl className={styles.stats}>
          {FIGURES.map((figure) => (
            <div key={figure.label} className={styles.stat}>
              <dt className={styles.statLabel}>{figure.label}</dt>
              <dd className={styles.statValue}>{displayOrDash(figure.value(data))}</dd>
            </div>
          ))}
          <div className={styles.stat}>
            <dt className={styles.statLabel}>推荐等级</dt>
            <dd className={styles.statValue} aria-label={levelName(data.recommendLevel, data.recommendLevelName)}>
              <LevelTag level={data.recommendLevel} name={data.recommendLevelName} />
            </dd>
          </div>
        </dl>
      </>
    );
  } else if (profile.isError) {
    body = (
      <div className={styles.failed}>
        <h3 className={styles.name} style={{ margin: 0 }}>
          积分数据加载失败
        </h3>
        <p className={styles.department} style={{ margin: '4px 0 12px' }}>
          网络或服务暂时不可用，请稍后重试。
        </p>
        <Button loading={profile.isFetching} onClick={() => void profile.refetch()}>
          重试
        </Button>
      </div>
    );
  } else {
    body = (
      <LoadingRegion label="积分数据加载中">
        <div className={styles.who}>
          <Skeleton.Avatar active size={48} />
          <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1, width: '70%' }} style={{ flex: 1 }} />
        </div>
        <Skeleton active title={false} paragraph={{ rows: 3 }} style={{ marginTop: 18 }} />
      </LoadingRegion>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="staff-points-card-title">
      <div className={styles.head}>
        <h2 id="staff-points-card-title" className={styles.title}>
          我的内推
        </h2>
        <Link to={path('integralBill')}>查看积分账单 →</Link>
      </div>
      <div className={styles.body}>{body}</div>
    </section>
  );
}
