import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { campusQueries, type AnnouncementSummary } from '@/api/campus';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { Paging } from '@/components/paging';
import { formatDate } from '@/lib/format';
import { parsePage, usePagePath } from '@/lib/routing';
import { tabQuery } from './trends-search';
import styles from './trends.module.css';
import noticeStyles from './notices.module.css';

/** Notices per page; campus home reads the same first page (its latest notices). */
export const NOTICE_PAGE_SIZE = 10;

function NoticeItem({ notice }: { notice: AnnouncementSummary }) {
  const path = usePagePath();
  const date = formatDate(notice.publishTime);
  return (
    <li className={noticeStyles.item}>
      <div className={noticeStyles.titleLine}>
        {notice.isTop && <span className={noticeStyles.pin}>置顶</span>}
        <h3 className={noticeStyles.title}>
          <Link to={path('noticeDetail', { query: { id: notice.id } })} className={noticeStyles.titleLink}>
            {notice.title || '（无标题）'}
          </Link>
        </h3>
        <time className={noticeStyles.date} dateTime={date === '--' ? undefined : date}>
          {date}
        </time>
      </div>
      {notice.summary && <p className={noticeStyles.summary}>{notice.summary}</p>}
    </li>
  );
}

/** Tab "公告专区": the notices (announcements of type 1), pinned first then newest first as the server orders them. */
export function NoticesTab() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const notices = useQuery(campusQueries.announcements({ type: 1, page, pageSize: NOTICE_PAGE_SIZE }));
  const showPage = (next: number) => setParams(tabQuery('notices', { page: next }, params), { replace: true });

  let body;
  if (notices.isError && !notices.data) {
    body = <LoadErrorResult what="公告" onRetry={() => void notices.refetch()} retrying={notices.isFetching} />;
  } else if (!notices.data) {
    body = (
      <LoadingRegion label="公告加载中">
        {Array.from({ length: NOTICE_PAGE_SIZE }, (_, i) => (
          <div key={i} className={`${noticeStyles.item} ${noticeStyles.itemSkeleton}`}>
            <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1, width: '80%' }} />
          </div>
        ))}
        <div className={noticeStyles.pagingSkeleton} />
      </LoadingRegion>
    );
  } else if (notices.data.list.length === 0 && notices.data.total > 0) {
    body = (
      <Empty className={styles.emptyBox} description="这一页没有公告了">
        <Button onClick={() => showPage(1)}>回到第一页</Button>
      </Empty>
    );
  } else if (notices.data.list.length === 0) {
    body = <Empty className={styles.emptyBox} description="暂无公告，新的招聘公告发布后会在这里显示" />;
  } else {
    body = (
      <>
        <ul className={noticeStyles.list} aria-label="公告列表" aria-busy={notices.isFetching}>
          {notices.data.list.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
        </ul>
        {notices.data.total > NOTICE_PAGE_SIZE && (
          <Paging
            style={{ marginTop: 24, justifyContent: 'center' }}
            current={page}
            pageSize={NOTICE_PAGE_SIZE}
            total={notices.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 条公告`}
            onChange={showPage}
          />
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="trends-notices-title">
      <div className={styles.sectionHead}>
        <h2 id="trends-notices-title" className={styles.sectionTitle}>
          公告专区
        </h2>
        <p className={styles.sectionIntro}>招聘安排、场地变更与重要提醒，以最新公告为准。</p>
      </div>
      {body}
    </section>
  );
}
