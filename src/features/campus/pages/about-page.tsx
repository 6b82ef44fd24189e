import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder while the page is built (issue 11). */
export default function AboutPage() {
  return <ComingSoonPage title="关于我们" />;
}
