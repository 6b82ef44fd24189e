import { Tag, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { EVALUATION_PAGE_SIZE, type EvaluationConclusion, type EvaluationSummary } from '@/api/evaluation';
import type { Paged } from '@/api/types/common';
import { displayOrDash } from '@/lib/format';
import { usePagePath, type PagePathBuilder } from '@/lib/routing';
import { CONCLUSION_LABEL } from '../lib/evaluation-form';
import { overdueLabelOf } from '../lib/overdue';
import { StatusTag } from './evaluation-heading';
import { OverdueMark } from './overdue-mark';

const CONCLUSION_COLOR: Record<EvaluationConclusion, string> = { 1: '#237804', 2: '#a8071a', 3: '#874d00' };

const columnsOf = (path: PagePathBuilder, now: number): TableColumnsType<EvaluationSummary> => [
  {
    title: '候选人',
    dataIndex: 'candidateName',
    width: 120,
    render: (name: string) => <span style={{ fontWeight: 500 }}>{displayOrDash(name)}</span>,
  },
  { title: '应聘职位', dataIndex: 'positionName', render: (name: string) => displayOrDash(name) },
  { title: '面试轮次', dataIndex: 'interviewRound', width: 100, render: (round: string) => displayOrDash(round) },
  { title: '面试时间', dataIndex: 'interviewTime', width: 170, render: (time: string) => displayOrDash(time) },
  {
    title: '状态',
    key: 'status',
    width: 110,
    render: (_, item) => {
      const overdue = overdueLabelOf(item, now);
      return (
        <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
          <StatusTag status={item.status} />
          {overdue && <OverdueMark label={overdue} />}
        </span>
      );
    },
  },
  {
    title: '结论',
    key: 'conclusion',
    width: 130,
    render: (_, item) =>
      item.status === 1 && item.conclusion ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Tag color={CONCLUSION_COLOR[item.conclusion]} style={{ marginInlineEnd: 0 }}>
            {CONCLUSION_LABEL[item.conclusion]}
          </Tag>
          {item.score !== null && <span style={{ color: '#595959' }}>{item.score} 分</span>}
        </span>
      ) : (
        '--'
      ),
  },
  {
    title: '操作',
    key: 'action',
    width: 100,
    render: (_, item) => {
      const text = item.status === 1 ? '查看评价' : '填写评价';
      return (
        <Link to={path('fillin', { query: { id: item.id } })} aria-label={`${text}：${item.candidateName}`}>
          {text}
        </Link>
      );
    },
  },
];

interface EvaluationTableProps {
  /** One page, the overdue evaluations already first (the page sorts them, issue 23). */
  data: Paged<EvaluationSummary>;
  /** The time now: which evaluations to fill in are overdue. */
  now: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** The interviewer's evaluations of one recruit type, each opening its fill-in page; an overdue one says so. */
export function EvaluationTable({ data, now, loading, page, onPage }: EvaluationTableProps) {
  const path = usePagePath();
  const columns = useMemo(() => columnsOf(path, now), [path, now]);
  return (
    <PagedTable<EvaluationSummary>
      rowKey="id"
      columns={columns}
      loading={loading}
      data={data}
      page={page}
      pageSize={EVALUATION_PAGE_SIZE}
      totalText={(total) => `共 ${total} 份评价`}
      onPage={onPage}
    />
  );
}
