import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { campusQueries, type AnnouncementSummary } from '@/api/campus';
import type { Paged } from '@/api/types/common';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { LoadingRegion } from '@/components/page-skeleton';
import { formatDate } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import { latestNotices, NOTICES_QUERY, SHOWN_NOTICES } from './season';
import { SeasonSection, SectionEmpty, SectionError } from './season-section';
import styles from './season.module.css';

export const NOTICES_EMPTY = '暂无招聘公告，重要安排发布后会在这里第一时间告知';

/** The newest notices (公告, type 1) of /announcement/list, each opening its detail. */
export function LatestNotices() {
  const notices = useQuery(campusQueries.announcements(NOTICES_QUERY));
  // The answer renders the section in the background, in slices (docs/decisions/095, 116).
  return <LatestNoticesView {...queryViewProps(notices)} />;
}

const LatestNoticesView = deferredView(function LatestNoticesView({
  data,
  failed,
  fetching,
  refetch,
}: QueryViewProps<Paged<AnnouncementSummary>>) {
  const path = usePagePath();
  let body;
  if (failed && !data) {
    body = <SectionError className={styles.listBody} what="最新公告" onRetry={() => void refetch()} retrying={fetching} />;
  } else if (!data) {
    body = (
      <LoadingRegion label="最新公告加载中" className={styles.listBody}>
        {Array.from({ length: SHOWN_NOTICES }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '90%' }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else {
    const shown = latestNotices(data.list);
    body =
      shown.length === 0 ? (
        <SectionEmpty className={styles.listBody} icon={<FileTextOutlined />} text={NOTICES_EMPTY} />
      ) : (
        <ul className={`${styles.list} ${styles.listBody}`}>
          {shown.map((notice) => (
            <li key={notice.id} className={styles.row}>
              <div className={styles.rowBody}>
                <div className={styles.rowTitleLine}>
                  <h3 className={styles.rowTitle}>
                    <Link to={path('noticeDetail', { query: { id: notice.id } })} className={styles.noticeLink}>
                      {notice.title || '招聘公告'}
                    </Link>
                  </h3>
                  {notice.isTop && <span className={styles.pinned}>置顶</span>}
                </div>
                <p className={styles.rowMeta}>
                  <span>{formatDate(notice.publishTime)}</span>
                  {notice.summary && (
                    <>
                      <span className={styles.dot} aria-hidden="true">
                        ·
                      </span>
                      <span className={styles.summary}>{notice.summary}</span>
                    </>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <SeasonSection
      id="campus-notices"
      title="最新公告"
      more={{ to: path('trends', { query: { tab: 'notices' } }), label: '查看全部公告' }}
    >
      {body}
    </SeasonSection>
  );
});
