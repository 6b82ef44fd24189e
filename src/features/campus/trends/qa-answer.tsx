import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { campusQueries } from '@/api/campus';
import { LoadingRegion } from '@/components/page-skeleton';
import { NoticeContent } from './notice-content';
import styles from './notices.module.css';

/**
 * The answer to one question, loaded when the question is opened: the list carries only a plain-text summary, the
 * answer's HTML comes with `/announcement/{id}` (sanitised like a notice).
 */
export function QaAnswer({ id, summary }: { id: string; summary: string }) {
  const answer = useQuery(campusQueries.announcement(id));
  let body;
  if (answer.isError && !answer.data) {
    body = (
      <div className={styles.answerError}>
        答案加载失败，请稍后重试。
        <Button size="small" loading={answer.isFetching} onClick={() => void answer.refetch()}>
          重试
        </Button>
      </div>
    );
  } else if (!answer.data) {
    body = (
      <LoadingRegion label="答案加载中">
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['100%', '60%'] }} />
      </LoadingRegion>
    );
  } else {
    body = <NoticeContent value={answer.data.content || summary} topHeadingLevel={3} emptyText="暂无解答，我们会尽快补充" />;
  }
  return <div className={styles.answer}>{body}</div>;
}
