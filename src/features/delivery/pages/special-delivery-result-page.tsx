import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder while the page is built (issue 11). */
export default function SpecialDeliveryResultPage() {
  return <ComingSoonPage title="专场投递结果" />;
}
