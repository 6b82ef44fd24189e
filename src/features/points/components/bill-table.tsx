import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PagedTable } from '@/components/paged-table';
import type { LinkedBill } from '@/api/points';
import type { Paged } from '@/api/types/common';
import { displayOrDash, formatDate } from '@/lib/format';
import { usePagePath, type PagePathBuilder } from '@/lib/routing';
import { BILL_SOURCE_LABEL, billDetail, formatIntegralChange, integralChangeTone } from '../lib/bill';
import { referralTrailQuery } from '../lib/bill-links';
import styles from './points.module.css';

export const BILL_PAGE_SIZE = 10;

const TONE_CLASS = { income: styles.income, expense: styles.expense, none: undefined };

/** The name of a line's link to its referral: what it shows, and where it leads. */
export function referralLinkLabel(detail: string): string {
  return `${detail}（查看推荐进度）`;
}

/**
 * What a line came from (issue 23): its cause in a word and, for a referral's stage, the friend and the job linked to
 * that referral's trail. A line without a cause shows as before: the names it carries.
 */
function BillCause({ bill, path }: { bill: LinkedBill; path: PagePathBuilder }) {
  const detail = billDetail(bill.candidateName, bill.positionName);
  const linked = bill.source === 1 && bill.referralId;
  if (!bill.source) return detail ? <div className={styles.detail}>{detail}</div> : null;
  return (
    <div className={styles.detail}>
      <span className={styles.source}>{BILL_SOURCE_LABEL[bill.source]}</span>
      {linked ? (
        <Link
          to={path('myPush', { query: referralTrailQuery(bill.referralId as string) })}
          aria-label={referralLinkLabel(detail || '推荐')}
        >
          {detail || '查看推荐进度'}
        </Link>
      ) : (
        detail
      )}
    </div>
  );
}

const columnsOf = (path: PagePathBuilder): TableColumnsType<LinkedBill> => [
  {
    title: '时间',
    dataIndex: 'createTime',
    width: 170,
    render: (value: string) => formatDate(value, 'YYYY-MM-DD HH:mm'),
  },
  {
    title: '明细',
    key: 'reason',
    render: (_, bill) => (
      <div>
        <div>{displayOrDash(bill.title)}</div>
        <BillCause bill={bill} path={path} />
      </div>
    ),
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
  data: Paged<LinkedBill>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  /** The line a link pointed at (`?bill=`): highlighted, scrolled to and focused once shown. */
  highlightId?: string;
}

/** Brings the line a link pointed at into view and gives it the focus, so the keyboard goes on from there. */
function reveal(row: HTMLTableRowElement | null): void {
  if (!row) return;
  row.scrollIntoView?.({ block: 'center' });
  row.focus({ preventScroll: true });
}

/**
 * The points bill, newest first: date, reason with its cause (a referral's line links to that referral), points (+
 * green, − red) and the balance after each line.
 */
export function BillTable({ data, loading, page, onPage, highlightId }: BillTableProps) {
  const path = usePagePath();
  const columns = useMemo(() => columnsOf(path), [path]);
  return (
    <PagedTable<LinkedBill>
      rowKey="id"
      columns={columns}
      loading={loading}
      rowClassName={(bill) => (bill.id === highlightId ? styles.highlighted : '')}
      onRow={(bill) =>
        bill.id === highlightId ? { 'aria-current': 'true', 'data-highlighted': 'true', tabIndex: -1, ref: reveal } : {}
      }
      data={data}
      page={page}
      pageSize={BILL_PAGE_SIZE}
      totalText={(total) => `共 ${total} 条积分记录`}
      onPage={onPage}
    />
  );
}
