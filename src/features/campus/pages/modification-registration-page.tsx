import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { registrationQueries } from '@/api/registration';
import { ContentContainer } from '@/components/content-container';
import { LoadErrorResult } from '@/components/load-error-result';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { useSession } from '@/entities/session';
import { usePagePath } from '@/lib/routing';
import { RegistrationEditor } from '../registration/registration-editor';
import { positionCandidateIdOf } from '../registration/registration-id';
import { RegistrationSkeleton, RegistrationUnavailable } from '../registration/registration-states';
import { RegistrationSummary } from '../registration/registration-summary';
import { isUnknownRegistration } from '../registration/save-failure';
import styles from '../registration/registration.module.css';

/**
 * /school/modificationRegistration?positionCandidateId={id} (or `/modificationRegistration/{id}`): the resume sent with
 * a special-session registration, corrected and saved again (rule CAMPUS-8, API-10).
 */
export default function ModificationRegistrationPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const path = usePagePath();
  const session = useSession();
  const positionCandidateId = positionCandidateIdOf(pathname, search);
  const registration = useQuery(registrationQueries.resume(positionCandidateId));
  const userKey = session.userInfo?.ucId;
  const recordsPath = path('applyForTheRecord');

  if (!positionCandidateId) return <RegistrationUnavailable reason="missing" recordsPath={recordsPath} />;
  if (registration.isError && isUnknownRegistration(registration.error)) {
    return <RegistrationUnavailable reason="unknown" recordsPath={recordsPath} />;
  }
  // Without the signed-in user the draft has no owner (rule DRAFT-1): say so rather than wait forever.
  const userFailed = !session.loading && userKey === undefined;
  if (registration.isError || userFailed) {
    return (
      <ContentContainer className={styles.page} style={{ minHeight: PAGE_MIN_HEIGHT }}>
        <div className={styles.panel}>
          <LoadErrorResult
            what="报名信息"
            headingLevel={1}
            retrying={registration.isFetching}
            onRetry={() => (userFailed ? window.location.reload() : void registration.refetch())}
          />
        </div>
      </ContentContainer>
    );
  }
  if (!userKey || !registration.data) return <RegistrationSkeleton />;

  return (
    <ContentContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>修改报名信息</h1>
        <p className={styles.sub}>
          这里修改的是随专场报名提交的简历，保存后招聘方将看到修改后的内容 · 带 <span aria-hidden="true">*</span>{' '}
          的为必填项，填写内容会自动保存为草稿
        </p>
      </header>
      <RegistrationSummary registration={registration.data} />
      <RegistrationEditor
        key={`${userKey}:${positionCandidateId}`}
        registration={registration.data}
        userKey={userKey}
        onLeave={() => void navigate(recordsPath)}
      />
    </ContentContainer>
  );
}
