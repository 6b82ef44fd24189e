import { useQuery } from '@tanstack/react-query';
import { DatePicker, Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { pointsQueries } from '@/api/points';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { BILL_PAGE_SIZE, BillTable } from './bill-table';
import styles from './points.module.css';

interface BillSectionProps {
  /** YYYY-MM, or undefined for every month. */
  month: string | undefined;
  page: number;
  onChange: (next: { month?: string; page?: number }) => void;
}

/** The points bill with its month filter. */
export function BillSection({ month, page, onChange }: BillSectionProps) {
  const bills = useQuery(pointsQueries.bills({ page, pageSize: BILL_PAGE_SIZE, month }));

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
    body = (
      <Empty
        style={{ padding: '48px 0' }}
        description={month ? `${dayjs(month).format('YYYY年M月')}没有积分记录` : '暂无积分记录，推荐好友即可获得积分'}
      />
    );
  } else {
    body = (
      <BillTable data={bills.data} loading={bills.isFetching} page={page} onPage={(next) => onChange({ month, page: next })} />
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
      {body}
    </section>
  );
}
