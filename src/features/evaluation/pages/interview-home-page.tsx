import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { evaluationQueries } from '@/api/evaluation';
import { RECRUIT_TYPE_LABEL, RECRUIT_TYPES, type RecruitType } from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';
import { LoadingRegion } from '@/components/page-skeleton';
import styles from '../components/evaluation.module.css';
import { InterviewTopBar } from '../components/interview-top-bar';

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

/**
 * Interview home (bare layout, rule INTERVIEW-2): per recruit type the evaluations still to fill in, "我的评价" to its
 * list and "填写评价" to the ones to fill in.
 */
export default function InterviewHomePage() {
  const navigate = useNavigate();
  const path = usePagePath();
  const counts = useQueries({ queries: ROWS.map(({ type }) => evaluationQueries.todoCount(type)) });
  const failed = counts.some((count) => count.isError && count.data === undefined);
  const known = counts.every((count) => count.data !== undefined);
  const total = counts.reduce((sum, count) => sum + (count.data ?? 0), 0);
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
                <Button size="small" onClick={() => counts.forEach((count) => void count.refetch())}>
                  重试
                </Button>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <div className={styles.typeGrid}>
            {ROWS.map((item, index) => {
              const count = counts[index];
              return (
                <section key={item.type} className={styles.typeRow} aria-labelledby={`interview-type-${item.type}`}>
                  <div>
                    <h2 id={`interview-type-${item.type}`} className={styles.typeTitle}>
                      {RECRUIT_TYPE_LABEL[item.type]}
                    </h2>
                    <div className={styles.typeText}>{item.text}</div>
                    <TodoCount count={count?.data} loading={Boolean(count?.isPending && !count.isError)} />
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
                </section>
              );
            })}
          </div>
        </Card>
      </div>
    </div>
  );
}
