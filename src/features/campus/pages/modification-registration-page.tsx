import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder while the page is built (issue 11). */
export default function ModificationRegistrationPage() {
  return <ComingSoonPage title="修改报名信息" />;
}
