import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { feedbackQueries } from '@/api/feedback';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { Paging } from '@/components/paging';
import { formatDate } from '@/lib/format';
import { feedbackTypeLabel } from '../lib/feedback';
import { FeedbackStatusTag } from './feedback-status-tag';
import styles from './feedback.module.css';

export const FEEDBACK_PAGE_SIZE = 10;

/** The staff member's reports, newest first, with their status and any reply. */
export function FeedbackList() {
  const [page, setPage] = useState(1);
  const reports = useQuery(feedbackQueries.list({ page, pageSize: FEEDBACK_PAGE_SIZE }));

  if (reports.isError && !reports.data) {
    return <LoadErrorResult what="反馈记录" onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  }
  if (!reports.data) {
    return (
      <LoadingRegion label="反馈记录加载中" style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.item} style={{ height: 112 }}>
            <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </LoadingRegion>
    );
  }
  if (reports.data.total === 0) {
    return <Empty style={{ padding: '32px 0' }} description="还没有反馈记录，遇到问题可以通过上方表单告诉我们" />;
  }
  return (
    <>
      <ul className={styles.list} aria-label="反馈记录" aria-busy={reports.isFetching || undefined}>
        {reports.data.list.map((report) => (
          <li key={report.id} className={styles.item}>
            <div className={styles.itemHead}>
              <h3 id={`feedback-${report.id}`} className={styles.itemType}>
                {feedbackTypeLabel(report.type)}
              </h3>
              <FeedbackStatusTag status={report.status} />
              <span className={styles.itemTime}>提交于 {formatDate(report.createTime, 'YYYY-MM-DD HH:mm')}</span>
            </div>
            <p className={styles.content}>{report.content}</p>
            {report.reply.trim() && (
              <p className={styles.reply}>
                <span className={styles.replyLabel}>处理回复：</span>
                {report.reply}
                {report.replyTime && <span className={styles.replyTime}>{formatDate(report.replyTime, 'YYYY-MM-DD HH:mm')}</span>}
              </p>
            )}
          </li>
        ))}
      </ul>
      {reports.data.total > FEEDBACK_PAGE_SIZE && (
        <Paging
          style={{ marginTop: 20, justifyContent: 'center' }}
          current={page}
          pageSize={FEEDBACK_PAGE_SIZE}
          total={reports.data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 条反馈`}
          onChange={setPage}
        />
      )}
    </>
  );
}
