import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder while the page is built (issue 11). */
export default function NoticeDetailPage() {
  return <ComingSoonPage title="公告详情" />;
}
