import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { evaluationQueries, type EvaluationSummary } from '@/api/evaluation';
import type { Paged } from '@/api/types/common';
import { RECRUIT_TYPE_LABEL, RECRUIT_TYPES, type RecruitType } from '@/lib/config/business';
import { displayOrDash } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import { LoadingRegion } from '@/components/page-skeleton';
import styles from '../components/evaluation.module.css';
import { InterviewTopBar } from '../components/interview-top-bar';
import { OverdueMark } from '../components/overdue-mark';
import { useNow } from '../hooks/use-now';
import { overdueFirst, overdueLabelOf } from '../lib/overdue';

/** What each type's row holds; the rows follow the registry's product order (social, school, shop). */
const ROW_TEXT = {
  social: '社招候选人的面试评价',
  school: '校招候选人的面试评价',
  shop: '门店岗位候选人的面试评价',
} satisfies Record<RecruitType, string>;

const ROWS = RECRUIT_TYPES.map((type) => ({ type, text: ROW_TEXT[type] }));

function TodoCount({ count, loading }: { count: number | undefined; loading: boolean }) {
  if (loading)
    return (
      <LoadingRegion label="待填写数量加载中" style={{ display: 'inline-block', marginTop: 6 }}>
        <Skeleton.Input active size="small" style={{ width: 118, minWidth: 118, height: 22 }} />
      </LoadingRegion>
    );
  if (count === undefined) return <span className={styles.count}>待填写 -- 份</span>;
  return (
    <span className={styles.count}>
      待填写<span className={styles.countNumber}>{count}</span>份
    </span>
  );
}

/** The first evaluations of a type still to fill in, the overdue ones first and marked (issue 23). */
function PendingList({ type, page, now }: { type: RecruitType; page: Paged<EvaluationSummary>; now: number }) {
  const path = usePagePath();
  if (page.list.length === 0) return null;
  const more = page.total - page.list.length;
  return (
    <ul className={styles.pendingList} aria-label={`${RECRUIT_TYPE_LABEL[type]}待填写的评价`}>
      {overdueFirst(page.list, now).map((item) => {
        const overdue = overdueLabelOf(item, now);
        return (
          <li key={item.id} className={styles.pendingItem}>
            <Link
              className={styles.pendingName}
              to={path('fillin', { recruitType: type, query: { id: item.id } })}
              aria-label={`填写评价：${item.candidateName}`}
            >
              {displayOrDash(item.candidateName)}
            </Link>
            <span>
              {displayOrDash(item.positionName)} · {displayOrDash(item.interviewRound)} · 面试时间{' '}
              {displayOrDash(item.interviewTime)}
            </span>
            {overdue && <OverdueMark label={overdue} />}
          </li>
        );
      })}
      {more > 0 && <li className={styles.pendingMore}>另有 {more} 份待填写，见「我的评价」</li>}
    </ul>
  );
}

/**
 * Interview home (bare layout, rule INTERVIEW-2): per recruit type the evaluations still to fill in — their count and
 * the first of them, overdue ones first (issue 23) — "我的评价" to its list and "填写评价" to the ones to fill in.
 */
export default function InterviewHomePage() {
  const navigate = useNavigate();
  const path = usePagePath();
  const now = useNow();
  const pending = useQueries({ queries: ROWS.map(({ type }) => evaluationQueries.pending(type)) });
  const failed = pending.some((query) => query.isError && query.data === undefined);
  const known = pending.every((query) => query.data !== undefined);
  const total = pending.reduce((sum, query) => sum + (query.data?.total ?? 0), 0);
  return (
    <div style={{ minHeight: '100vh', padding: '56px 16px' }}>
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <div style={{ marginBottom: 28 }}>
          <InterviewTopBar />
        </div>
        <Card variant="borderless" style={{ borderRadius: 12, boxShadow: '0 6px 24px rgba(0,0,0,0.05)' }}>
          <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>面试评价</h1>
          <p style={{ margin: '8px 0 4px', color: '#595959' }}>
            查看您已完成的面试评价，或为候选人填写新的评价。评价提交后将同步给招聘负责人。
          </p>
          <p style={{ margin: '0 0 24px', minHeight: 22, fontWeight: 500, color: '#1f1f1f' }}>
            {known ? (total > 0 ? `共有 ${total} 份评价待填写` : '目前没有待填写的评价') : '\u00a0'}
          </p>
          {failed && (
            <Alert
              type="warning"
              showIcon
              title="待填写数量加载失败"
              action={
                <Button size="small" onClick={() => pending.forEach((query) => void query.refetch())}>
                  重试
                </Button>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <div className={styles.typeGrid}>
            {ROWS.map((item, index) => {
              const query = pending[index];
              return (
                <section key={item.type} className={styles.typeRow} aria-labelledby={`interview-type-${item.type}`}>
                  <div className={styles.typeHead}>
                    <div>
                      <h2 id={`interview-type-${item.type}`} className={styles.typeTitle}>
                        {RECRUIT_TYPE_LABEL[item.type]}
                      </h2>
                      <div className={styles.typeText}>{item.text}</div>
                      <TodoCount count={query?.data?.total} loading={Boolean(query?.isPending && !query.isError)} />
                    </div>
                    <div className={styles.actions}>
                      <Button
                        icon={<UnorderedListOutlined />}
                        aria-label={`我的评价（${RECRUIT_TYPE_LABEL[item.type]}）`}
                        onClick={() => navigate(path('list', { recruitType: item.type }))}
                      >
                        我的评价
                      </Button>
                      <Button
                        type="primary"
                        icon={<EditOutlined />}
                        aria-label={`填写评价（${RECRUIT_TYPE_LABEL[item.type]}）`}
                        onClick={() => navigate(path('fillin', { recruitType: item.type }))}
                      >
                        填写评价
                      </Button>
                    </div>
                  </div>
                  {query?.data && <PendingList type={item.type} page={query.data} now={now} />}
                </section>
              );
            })}
          </div>
        </Card>
      </div>
    </div>
  );
}
