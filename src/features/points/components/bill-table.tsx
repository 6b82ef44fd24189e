import type { TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import type { IntegralBill } from '@/api/points';
import type { Paged } from '@/api/types/common';
import { displayOrDash, formatDate } from '@/lib/format';
import { billDetail, formatIntegralChange, integralChangeTone } from '../lib/bill';
import styles from './points.module.css';

export const BILL_PAGE_SIZE = 10;

const TONE_CLASS = { income: styles.income, expense: styles.expense, none: undefined };

const COLUMNS: TableColumnsType<IntegralBill> = [
  {
    title: '时间',
    dataIndex: 'createTime',
    width: 170,
    render: (value: string) => formatDate(value, 'YYYY-MM-DD HH:mm'),
  },
  {
    title: '明细',
    key: 'reason',
    render: (_, bill) => {
      const detail = billDetail(bill.candidateName, bill.positionName);
      return (
        <div>
          <div>{displayOrDash(bill.title)}</div>
          {detail && <div className={styles.detail}>{detail}</div>}
        </div>
      );
    },
  },
  {
    title: '积分变动',
    dataIndex: 'integral',
    width: 120,
    align: 'right',
    render: (value: number) => {
      const tone = integralChangeTone(value);
      return (
        <span className={TONE_CLASS[tone]} data-tone={tone}>
          {formatIntegralChange(value)}
        </span>
      );
    },
  },
  {
    title: '积分余额',
    dataIndex: 'balance',
    width: 120,
    align: 'right',
    render: (value: number | null) => displayOrDash(value),
  },
];

interface BillTableProps {
  data: Paged<IntegralBill>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** The points bill, newest first: date, reason, points (+ green, − red) and the balance after each line. */
export function BillTable({ data, loading, page, onPage }: BillTableProps) {
  return (
    <PagedTable<IntegralBill>
      rowKey="id"
      columns={COLUMNS}
      loading={loading}
      data={data}
      page={page}
      pageSize={BILL_PAGE_SIZE}
      totalText={(total) => `共 ${total} 条积分记录`}
      onPage={onPage}
    />
  );
}
