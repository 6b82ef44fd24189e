import { LeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { campusQueries, type AnnouncementDetail } from '@/api/campus';
import { BreadcrumbTrail } from '@/components/breadcrumb-trail';
import { ContentContainer } from '@/components/content-container';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion, PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/business';
import { isHttpError } from '@/lib/http';
import { formatDate } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import { NoticeContent } from '../trends/notice-content';
import { tabQuery, tabLabel } from '../trends/trends-search';
import styles from './notice-detail-page.module.css';

/** An unknown id answers a business error (or a 404): the notice does not exist (any more). */
function isMissing(error: unknown): boolean {
  return isHttpError(error) && (error.kind === 'business' || (error.kind === 'http' && error.status === 404));
}

function NoticeArticle({ notice, backTo, backLabel }: { notice: AnnouncementDetail; backTo: string; backLabel: string }) {
  const date = formatDate(notice.publishTime, 'YYYY-MM-DD HH:mm');
  return (
    <article className={styles.article} aria-labelledby="notice-title">
      <header className={styles.head}>
        <h1 id="notice-title" className={styles.title}>
          {notice.title || '（无标题）'}
        </h1>
        <p className={styles.meta}>
          {notice.isTop && <span className={styles.pin}>置顶</span>}
          <span>
            发布时间：<time dateTime={date === '--' ? undefined : date}>{date}</time>
          </span>
        </p>
      </header>
      <NoticeContent value={notice.content} topHeadingLevel={2} emptyText="这条公告暂无正文" />
      <footer className={styles.foot}>
        <Link to={backTo} className={styles.back}>
          <LeftOutlined aria-hidden="true" /> 返回{backLabel}
        </Link>
      </footer>
    </article>
  );
}

/** /school/noticeDetail?id= (rule CAMPUS-5): one notice, its HTML sanitised, with the way back to the notice area. */
export default function NoticeDetailPage() {
  const path = usePagePath();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || undefined;
  const notice = useQuery(campusQueries.announcement(id));
  // A Q&A entry opened here leads back to the Q&A area.
  const area = notice.data?.type === 2 ? 'qa' : 'notices';
  const areaLabel = tabLabel(area);
  const areaPath = `${path('trends')}?${tabQuery(area).toString()}`;

  let content;
  if (!id || (notice.isError && isMissing(notice.error))) {
    content = (
      <div className={styles.article}>
        <Empty
          className={styles.missing}
          description={
            <>
              <h1 className={styles.missingTitle}>没有找到这条公告</h1>
              <p className={styles.missingText}>公告可能已撤下，或链接不完整。去公告专区看看最新的招聘公告吧。</p>
            </>
          }
        >
          <Link to={areaPath} className={styles.primaryLink}>
            查看全部公告
          </Link>
        </Empty>
      </div>
    );
  } else if (notice.isError) {
    content = (
      <div className={styles.article}>
        <LoadErrorResult
          what="公告"
          headingLevel={1}
          error={notice.error}
          onRetry={() => void notice.refetch()}
          retrying={notice.isFetching}
        />
      </div>
    );
  } else if (!notice.data) {
    content = (
      <LoadingRegion label="公告加载中" heading>
        <div className={styles.article}>
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '30%' }} />
          <Skeleton active title={false} paragraph={{ rows: 9 }} style={{ marginTop: 32 }} />
        </div>
      </LoadingRegion>
    );
  } else {
    content = <NoticeArticle notice={notice.data} backTo={areaPath} backLabel={areaLabel} />;
  }

  return (
    <div className={styles.page} style={{ minHeight: PAGE_MIN_HEIGHT }}>
      <ContentContainer>
        <BreadcrumbTrail
          steps={[
            { title: RECRUIT_TYPE_REGISTRY.school.label, to: path('home') },
            { title: '招聘动态', to: path('trends') },
            { title: areaLabel, to: areaPath },
            { title: notice.data?.title || '公告详情' },
          ]}
        />
        {content}
      </ContentContainer>
    </div>
  );
}
