import type { TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import type { Ranking, RankingItem } from '@/api/points';
import { LevelTag } from '@/entities/referral-level/level-tag';
import { displayOrDash } from '@/lib/format';
import { rankFigure, type RankType } from '../lib/rank';
import { RankNo, RankPerson } from './rank-person';
import styles from './rank.module.css';

export const RANK_PAGE_SIZE = 20;

function columnsOf(rankType: RankType, mineId: string | undefined): TableColumnsType<RankingItem> {
  return [
    { title: '排名', dataIndex: 'rank', width: 80, align: 'center', render: (rank: number | null) => <RankNo rank={rank} /> },
    {
      title: '员工',
      key: 'person',
      render: (_, item) => <RankPerson item={item} mine={item.employeeId === mineId} />,
    },
    { title: '部门', dataIndex: 'departmentName', width: 240, render: (value: string) => displayOrDash(value) },
    {
      title: '推荐等级',
      dataIndex: 'recommendLevel',
      width: 120,
      render: (level: RankingItem['recommendLevel']) => <LevelTag level={level} />,
    },
    {
      title: rankType === 2 ? '推荐入职' : '累计积分',
      key: 'figure',
      width: 140,
      align: 'right',
      render: (_, item) => <span className={styles.figure}>{rankFigure(item, rankType)}</span>,
    },
  ];
}

interface RankTableProps {
  data: Ranking;
  rankType: RankType;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** One page of the leaderboard; the signed-in employee's row is highlighted (and marked for assistive technology). */
export function RankTable({ data, rankType, loading, page, onPage }: RankTableProps) {
  const mineId = data.mine?.employeeId;
  return (
    <PagedTable<RankingItem>
      rowKey="employeeId"
      columns={columnsOf(rankType, mineId)}
      loading={loading}
      rowClassName={(item) => (item.employeeId === mineId ? styles.mineRow : '')}
      onRow={(item) => (item.employeeId === mineId ? { 'aria-current': 'true', 'data-mine': 'true' } : {})}
      data={data}
      page={page}
      pageSize={RANK_PAGE_SIZE}
      totalText={(total) => `共 ${total} 位员工`}
      onPage={onPage}
    />
  );
}
