import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder while the page is built (issue 11). */
export default function TrendsPage() {
  return <ComingSoonPage title="招聘动态" />;
}
