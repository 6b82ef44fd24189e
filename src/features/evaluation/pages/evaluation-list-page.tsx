import { useQuery } from '@tanstack/react-query';
import { Empty, Radio, Skeleton } from 'antd';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { EVALUATION_PAGE_SIZE, evaluationQueries, type EvaluationStatus, type EvaluationSummary } from '@/api/evaluation';
import type { Paged } from '@/api/types/common';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { RECRUIT_TYPE_LABEL, type RecruitType } from '@/lib/config/business';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { EvaluationTable } from '../components/evaluation-table';
import { InterviewShell } from '../components/interview-shell';
import { useNow } from '../hooks/use-now';
import { overdueFirst } from '../lib/overdue';
import styles from '../components/evaluation.module.css';

type Filter = 'all' | '0' | '1';

const EMPTY_TEXT: Record<Filter, string> = {
  all: '暂无面试评价，安排面试后会出现在这里',
  '0': '没有待填写的评价，辛苦了',
  '1': '还没有已提交的评价',
};

function statusOf(filter: Filter): EvaluationStatus | undefined {
  return filter === 'all' ? undefined : (Number(filter) as EvaluationStatus);
}

/**
 * /interview/{type}/list: the interviewer's evaluations of a recruit type, those to fill in first (rule INTERVIEW-3);
 * on each page the overdue ones first and marked, the rest in the server's order (issue 23).
 */
export default function EvaluationListPage() {
  const recruitType = useRecruitType();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const filter: Filter = rawStatus === '0' || rawStatus === '1' ? rawStatus : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(evaluationQueries.list({ recruitType, status: statusOf(filter), page, pageSize: EVALUATION_PAGE_SIZE }));
  const todo = useQuery(evaluationQueries.todoCount(recruitType));
  const now = useNow();
  // The page renders in the background when an answer arrives, in slices (docs/decisions/095); the render the answer
  // forces skips the view (docs/decisions/115).
  return (
    <EvaluationListView
      recruitType={recruitType}
      filter={filter}
      page={page}
      {...queryViewProps(list)}
      count={todo.data}
      now={now}
      setParams={setParams}
    />
  );
}

interface EvaluationListViewProps extends QueryViewProps<Paged<EvaluationSummary>> {
  recruitType: RecruitType;
  filter: Filter;
  page: number;
  count: number | undefined;
  now: number;
  setParams: SetURLSearchParams;
}

const EvaluationListView = deferredView(function EvaluationListView({
  recruitType,
  filter,
  page,
  data,
  fetching,
  failed,
  refetch,
  count,
  now,
  setParams,
}: EvaluationListViewProps) {
  const path = usePagePath();
  const show = (next: Filter, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next !== 'all') query.set('status', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query, { replace: true });
  };

  let body;
  if (failed && !data) {
    body = <LoadErrorResult what="评价列表" onRetry={() => void refetch()} retrying={fetching} />;
  } else if (!data) {
    body = (
      <LoadingRegion label="评价列表加载中" style={{ minHeight: 480 }}>
        <Skeleton active title={false} paragraph={{ rows: 1, width: '100%' }} />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} active title={false} paragraph={{ rows: 1, width: '100%' }} style={{ marginTop: 40 }} />
        ))}
      </LoadingRegion>
    );
  } else if (data.list.length === 0 && data.total === 0) {
    body = <Empty description={EMPTY_TEXT[filter]} style={{ padding: '48px 0' }} />;
  } else {
    const rows = { ...data, list: overdueFirst(data.list, now) };
    // Busy until the arrived page is on screen, never stale rows looking final: both come from the same answer.
    body = <EvaluationTable data={rows} now={now} loading={fetching} page={page} onPage={(next) => show(filter, next)} />;
  }

  return (
    <InterviewShell steps={[{ title: '面试评价', to: path('home') }, { title: `${RECRUIT_TYPE_LABEL[recruitType]} · 我的评价` }]}>
      <div className={styles.card}>
        <div className={styles.pageHead}>
          <div>
            {/* One string, one text node, as in the HTML's first screen: text in two nodes is shaped apart and came out
                1/64 px wider, so the largest paint moved to the take-over (docs/decisions/092). */}
            <h1 className={styles.pageTitle}>{`我的评价 · ${RECRUIT_TYPE_LABEL[recruitType]}`}</h1>
            <p className={styles.pageSub}>
              {count === undefined ? '\u00a0' : count > 0 ? `还有 ${count} 份评价待填写` : '评价都已填写完成'}
            </p>
          </div>
        </div>
        <div className={styles.filters}>
          <Radio.Group
            aria-label="按状态筛选"
            optionType="button"
            value={filter}
            onChange={(event) => show(event.target.value as Filter)}
            options={[
              { value: 'all', label: '全部' },
              {
                value: '0',
                // The count's room is kept while it loads (an invisible one-digit count), so that 已提交 beside it does
                // not move when it arrives; known, it shows, 0 too.
                label:
                  count === undefined ? (
                    <>
                      待填写
                      <span aria-hidden="true" style={{ visibility: 'hidden' }}>
                        （0）
                      </span>
                    </>
                  ) : (
                    `待填写（${count}）`
                  ),
              },
              { value: '1', label: '已提交' },
            ]}
          />
        </div>
        {body}
      </div>
    </InterviewShell>
  );
});
