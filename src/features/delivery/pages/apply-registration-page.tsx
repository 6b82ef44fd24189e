import { LoadingRegion } from '@/components/page-skeleton';
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { deliverResume } from '@/api/delivery';
import { positionQueries } from '@/api/positions';
import { getMyResume, saveResume } from '@/api/resume';
import { ContentContainer } from '@/components/content-container';
import { AutosaveStatus } from '@/components/autosave-status';
import { DraftRestoredAlert } from '@/components/draft-restored-alert';
import { JobCard } from '@/entities/job/job-card';
import { LoadErrorResult } from '@/components/load-error-result';
import { useSession } from '@/entities/session';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { toast } from '@/lib/feedback';
import { markVisitorHandOff, useDraft, VISITOR_DRAFT_KEY } from '@/lib/storage';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';
import { RegistrationForm } from '../components/registration-form';
import { useRegistrationRefs } from '../hooks/use-registration-refs';
import { registrationFailureMessage, registrationResume, type RegistrationValues } from '../lib/registration';

/** The page shows the one message of a failure itself (rule HTTP-7, see 034). */
const QUIET = { noMessage: true } as const;

/** /applyRegistration[?id&positionId] — quick registration: a short form, saved as a resume and, for a job, delivered. */
export default function ApplyRegistrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const recruitType = useRecruitType();
  const path = usePagePath();
  const positionDemandId = params.get('id') ?? undefined;
  const position = useQuery(positionQueries.detail(positionDemandId));
  const positionId = params.get('positionId') ?? position.data?.positionId ?? '';
  const refs = useRegistrationRefs();
  // A visitor's draft stays in this tab and becomes theirs when they sign in to submit (docs/decisions/052).
  const userKey = session.userInfo?.ucId ?? VISITOR_DRAFT_KEY;
  const drafts = useDraft<Partial<RegistrationValues>>('registration', userKey);
  // The form takes its initial values once: it waits for the user whose draft it restores.
  const userKnown = !session.loading || session.userInfo !== undefined;
  const [submitting, setSubmitting] = useState(false);

  const restored = useMemo(() => drafts.load(), [drafts]);
  const [discarded, setDiscarded] = useState(0);
  const initialValues = useMemo<Partial<RegistrationValues>>(
    () =>
      restored && discarded === 0
        ? restored.value
        : { name: session.userInfo?.name ?? '', phone: session.userInfo?.ucWorkPhone ?? '' },
    [restored, discarded, session.userInfo],
  );

  const discardDraft = () => {
    drafts.clear();
    setDiscarded(1);
  };

  const submit = async (values: RegistrationValues) => {
    if (submitting) return;
    if (!session.token) {
      markVisitorHandOff();
      session.login();
      return;
    }
    setSubmitting(true);
    try {
      // Rules HTTP-7, CAND-16: the calls show nothing; the page says once what became of the registration.
      const resumeType = RECRUIT_TYPE_REGISTRY[recruitType].resumeType;
      const existing = await getMyResume(resumeType, QUIET);
      const { id } = await saveResume(registrationResume(values, resumeType, existing, refs), QUIET);
      const result = positionDemandId
        ? await deliverResume({ id, positionId, positionDemandId }, { noMessage: true })
        : undefined;
      drafts.clear();
      navigate(path('registrationResult', { query: { id: positionDemandId, status: result?.sendStatus } }));
    } catch (error) {
      const message = registrationFailureMessage(error);
      if (message) toast.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ContentContainer style={{ padding: '24px 0 40px' }}>
      <h1 style={{ fontSize: 22, margin: '0 0 16px' }}>报名登记</h1>
      {positionDemandId ? (
        <section style={{ background: '#fff', borderRadius: 8, padding: 24, marginBottom: 16 }} aria-label="报名职位">
          {position.data ? (
            <JobCard position={position.data} headingLevel={2} />
          ) : position.isError ? (
            <LoadErrorResult
              what="职位信息"
              error={position.error}
              onRetry={() => void position.refetch()}
              retrying={position.isFetching}
            />
          ) : (
            <LoadingRegion label="职位信息加载中">
              <Skeleton active paragraph={{ rows: 2 }} />
            </LoadingRegion>
          )}
        </section>
      ) : null}
      <section style={{ background: '#fff', borderRadius: 8, padding: 24 }} aria-label="报名信息">
        {userKnown && restored && discarded === 0 ? <DraftRestoredAlert onDiscard={discardDraft} /> : null}
        <p style={{ color: '#595959', marginTop: 0 }}>
          留下基本信息，招聘专员会尽快与您联系。{session.token ? '' : '提交时需要登录。'}
        </p>
        {userKnown ? (
          <RegistrationForm
            key={`${userKey}:${discarded}`}
            initialValues={initialValues}
            onChange={(values) => drafts.save(values)}
            onSubmit={(values) => void submit(values)}
            submitting={submitting}
            submitText={session.token ? '提交报名' : '登录并提交'}
            status={<AutosaveStatus draftKey={drafts.key} />}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
      </section>
    </ContentContainer>
  );
}
