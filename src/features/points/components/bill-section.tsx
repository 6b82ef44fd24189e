import { useQuery } from '@tanstack/react-query';
import { DatePicker, Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { pointsQueries, type LinkedBill } from '@/api/points';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { usePagePath } from '@/lib/routing';
import { billDetail } from '../lib/bill';
import { referralTrailQuery } from '../lib/bill-links';
import { BILL_PAGE_SIZE, BillTable } from './bill-table';
import styles from './points.module.css';

interface BillSectionProps {
  /** YYYY-MM, or undefined for every month. */
  month: string | undefined;
  /** Only the lines of this referral (`?referral=`, issue 23). */
  referralId?: string;
  /** The line a link pointed at (`?bill=`). */
  billId?: string;
  page: number;
  onChange: (next: { month?: string; page?: number }) => void;
}

/** Says that the bill shows one referral's lines, and leads to that referral's trail and back to the whole bill. */
function ReferralNote({ referralId, first }: { referralId: string; first: LinkedBill | undefined }) {
  const path = usePagePath();
  const detail = first ? billDetail(first.candidateName, first.positionName) : '';
  return (
    <div className={styles.referralNote}>
      <p>只看这次推荐的积分{detail ? `：${detail}` : ''}</p>
      <Link to={path('myPush', { query: referralTrailQuery(referralId) })}>查看推荐进度</Link>
      <Link to={path('integralBill')}>查看全部积分</Link>
    </div>
  );
}

/** The points bill with its month filter; from a referral's trail, only that referral's lines. */
export function BillSection({ month, referralId, billId, page, onChange }: BillSectionProps) {
  const bills = useQuery(pointsQueries.bills({ page, pageSize: BILL_PAGE_SIZE, month, referralId }));

  let body;
  if (bills.isError && !bills.data) {
    body = <LoadErrorResult what="积分明细" onRetry={() => void bills.refetch()} retrying={bills.isFetching} />;
  } else if (!bills.data) {
    body = (
      <LoadingRegion label="积分明细加载中" style={{ minHeight: 520 }}>
        <Skeleton active title={{ width: '100%' }} paragraph={{ rows: 11 }} />
      </LoadingRegion>
    );
  } else if (bills.data.total === 0) {
    let description = referralId ? '这次推荐还没有获得积分' : '暂无积分记录，推荐好友即可获得积分';
    if (month) description = `${dayjs(month).format('YYYY年M月')}没有${referralId ? '这次推荐的' : ''}积分记录`;
    body = <Empty style={{ padding: '48px 0' }} description={description} />;
  } else {
    body = (
      <BillTable
        data={bills.data}
        loading={bills.isFetching}
        page={page}
        onPage={(next) => onChange({ month, page: next })}
        highlightId={billId}
      />
    );
  }

  return (
    <section className={styles.card} aria-labelledby="bill-title">
      <div className={styles.billHead}>
        <h2 id="bill-title" className={styles.sectionTitle}>
          积分明细
        </h2>
        <div className={styles.monthFilter}>
          <label htmlFor="bill-month">月份</label>
          <DatePicker
            id="bill-month"
            picker="month"
            format="YYYY-MM"
            placeholder="全部月份"
            allowClear
            disabledDate={(date) => date.isAfter(dayjs(), 'month')}
            value={month ? dayjs(`${month}-01`) : null}
            onChange={(date) => onChange({ month: date ? date.format('YYYY-MM') : undefined })}
          />
        </div>
      </div>
      {referralId && <ReferralNote referralId={referralId} first={bills.data?.list[0]} />}
      {body}
    </section>
  );
}
