import { Skeleton } from 'antd';
import { ContentContainer } from '@/components/content-container';
import { LoadingRegion, PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { useSession } from '@/entities/session';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import styles from '../components/feedback.module.css';
import { usePageTitle } from '@/lib/routing';

/** /feedBack — report a problem (with a local draft per staff user) and follow the reports sent before. */
export default function FeedbackPage() {
  const title = usePageTitle();
  const session = useSession();
  // The draft belongs to the signed-in user: the form waits for the user info (not the copy kept from an earlier
  // sign-in, which may be someone else's), and works without a draft if the user stays unknown.
  const userKey = session.userInfo?.ucId || undefined;
  const userKnown = !session.loading;

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0 40px' }}>
      <ContentContainer>
        <h1 style={{ margin: '0 0 16px', fontSize: 22, fontWeight: 600 }}>{title}</h1>
        <section className={styles.card} aria-labelledby="feedback-form-title">
          <h2 id="feedback-form-title" className={styles.sectionTitle}>
            提交问题
          </h2>
          <p className={styles.sub}>积分未到账、推荐进度没有反馈、需要更换推荐职位……告诉我们，我们会尽快核实并回复。</p>
          {userKnown ? (
            <FeedbackForm key={userKey ?? 'anonymous'} userKey={userKey} />
          ) : (
            <LoadingRegion label="表单加载中" style={{ minHeight: 300 }}>
              <Skeleton active paragraph={{ rows: 6 }} />
            </LoadingRegion>
          )}
        </section>
        <section className={styles.card} aria-labelledby="feedback-list-title">
          <h2 id="feedback-list-title" className={styles.sectionTitle} style={{ marginBottom: 16 }}>
            我的反馈
          </h2>
          <FeedbackList />
        </section>
      </ContentContainer>
    </div>
  );
}
