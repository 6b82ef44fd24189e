import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder while the page is built (issue 11). */
export default function KnowMorePage() {
  return <ComingSoonPage title="了解更多" />;
}
