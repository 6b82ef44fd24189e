import { useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { parsePage } from '@/lib/routing';
import { BillSection } from '../components/bill-section';
import { PointsSummary } from '../components/points-summary';
import { parseMonth } from '../lib/bill';

/** /integralBill — the points summary with the rules, and the bill filtered by month (`?month=`) and paged (`?page=`). */
export default function PointsBillPage() {
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month'));
  const page = parsePage(params.get('page'));

  const show = (next: { month?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.month) query.set('month', next.month);
    if (next.page !== undefined && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0 40px' }}>
      <ContentContainer>
        <h1 style={{ margin: '0 0 16px', fontSize: 22, fontWeight: 600 }}>积分账单</h1>
        <PointsSummary />
        <BillSection month={month} page={page} onChange={show} />
      </ContentContainer>
    </div>
  );
}
