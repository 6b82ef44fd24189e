import { useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { parsePage, usePageTitle } from '@/lib/routing';
import { BillSection } from '../components/bill-section';
import { PointsSummary } from '../components/points-summary';
import { parseMonth } from '../lib/bill';
import { BILL_QUERY, parseLinkedId } from '../lib/bill-links';

/**
 * /integralBill — the points summary with the rules, and the bill filtered by month (`?month=`) and paged (`?page=`);
 * from a referral's trail, only that referral's lines (`?referral=`) with the line it pointed at (`?bill=`, issue 23).
 */
export default function PointsBillPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month'));
  const page = parsePage(params.get('page'));
  const referralId = parseLinkedId(params.get(BILL_QUERY.referral));
  const billId = parseLinkedId(params.get(BILL_QUERY.bill));

  // Another month or page keeps the referral's lines; the line pointed at was on the page the link opened.
  const show = (next: { month?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (referralId) query.set(BILL_QUERY.referral, referralId);
    if (next.month) query.set('month', next.month);
    if (next.page !== undefined && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0 40px' }}>
      <ContentContainer>
        <h1 style={{ margin: '0 0 16px', fontSize: 22, fontWeight: 600 }}>{title}</h1>
        <PointsSummary />
        <BillSection month={month} referralId={referralId} billId={billId} page={page} onChange={show} />
      </ContentContainer>
    </div>
  );
}
