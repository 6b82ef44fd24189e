import { useMutation, useQuery } from '@tanstack/react-query';
import { Steps } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESUME_TYPE_LABEL, resumeMutations, resumeQueries, type ResumeEntrySource } from '@/api/resume';
import { ContentContainer } from '@/components/content-container';
import { AutosaveStatus } from '@/components/autosave-status';
import { DraftRestoredAlert } from '@/components/draft-restored-alert';
import { LoadErrorResult } from '@/components/load-error-result';
import { PageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/entities/session';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { toast } from '@/lib/feedback';
import { ResumeForm, useResumeDrafts, useResumeEditor, type ResumeFormValues } from '@/entities/resume-form';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';

type EntryType = 'edit' | ResumeEntrySource;
const ENTRY_TYPES: readonly EntryType[] = ['edit', 'delivery', 'updateResume', 'modificationRegistration'];

/** /editResume?type=edit|delivery|updateResume|modificationRegistration[&id&positionId][&uuid] */
export default function EditResumePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const recruitType = useRecruitType();
  const path = usePagePath();
  const resumeType = RECRUIT_TYPE_REGISTRY[recruitType].resumeType;
  const rawType = params.get('type') as EntryType | null;
  const entry: EntryType = rawType && ENTRY_TYPES.includes(rawType) ? rawType : 'edit';
  const positionDemandId = params.get('id') ?? undefined;
  const positionId = params.get('positionId') ?? undefined;
  const uuid = params.get('uuid') ?? undefined;
  const delivering = entry === 'delivery' && Boolean(positionDemandId);

  const signedIn = Boolean(session.token);
  const resumeQuery = useQuery(resumeQueries.mine(resumeType, signedIn));
  const draftQuery = useQuery(resumeQueries.draft(signedIn));
  const parsedQuery = useQuery(resumeQueries.parse(signedIn ? uuid : undefined));
  const userKey = session.userInfo?.ucId;
  const drafts = useResumeDrafts(userKey, resumeType, uuid);
  const save = useMutation(resumeMutations.save());

  // The form starts once every source has answered.
  const ready = userKey !== undefined && resumeQuery.isSuccess && !draftQuery.isLoading && (!uuid || !parsedQuery.isLoading);
  const editor = useResumeEditor({
    drafts,
    sources: ready
      ? {
          resumeType,
          resume: resumeQuery.data,
          serverDraft: draftQuery.data,
          parsed: parsedQuery.data,
          uuid,
          account: session.userInfo ? { name: session.userInfo.name, phone: session.userInfo.ucWorkPhone } : undefined,
        }
      : undefined,
  });

  const submit = (values: ResumeFormValues) => {
    if (save.isPending) return;
    save.mutate(editor.toInput(values, resumeType, resumeQuery.data?.id), {
      onSuccess: ({ id }) => {
        editor.saved(values);
        toast.success('简历保存成功');
        if (delivering) {
          const page = RECRUIT_TYPE_REGISTRY[recruitType].deliveryPage;
          navigate(path(page, { query: { id: positionDemandId, positionId, resumeId: id } }));
        }
      },
    });
  };

  // Without the signed-in user the drafts have no owner (rule DRAFT-1): say so rather than wait forever.
  const userFailed = signedIn && !session.loading && userKey === undefined;
  if (resumeQuery.isError || userFailed) {
    return (
      <ContentContainer style={{ padding: '24px 0' }}>
        <LoadErrorResult
          what="简历"
          headingLevel={1}
          onRetry={() => (userFailed ? window.location.reload() : void resumeQuery.refetch())}
        />
      </ContentContainer>
    );
  }
  const { initial, formValues } = editor;
  if (!initial || !formValues) return <PageSkeleton />;

  return (
    <ContentContainer style={{ padding: '24px 0' }}>
      <header style={{ marginBottom: 16 }}>
        <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{resumeQuery.data ? '编辑简历' : '填写简历'}</h1>
        <p style={{ margin: 0, color: '#595959' }}>
          {RESUME_TYPE_LABEL[resumeType]} · 带 <span aria-hidden="true">*</span> 的为必填项，填写内容会自动保存为草稿
        </p>
      </header>
      {delivering ? (
        <Steps
          current={1}
          size="small"
          style={{ marginBottom: 16, background: '#fff', padding: 16, borderRadius: 8 }}
          items={[{ title: '选择职位' }, { title: '完善简历' }, { title: '确认投递' }]}
        />
      ) : null}
      {editor.restored ? <DraftRestoredAlert onDiscard={editor.discardDraft} /> : null}
      <ResumeForm
        key={editor.formKey}
        initialValues={formValues}
        onChange={editor.onChange}
        onSubmit={submit}
        onSubmitFailed={() => toast.error('请检查标红的内容后再保存')}
        submitting={save.isPending}
        submitText={delivering ? '保存并继续投递' : '保存简历'}
        onCancel={() => navigate(-1)}
        status={<AutosaveStatus draftKey={editor.draftKey} />}
      />
    </ContentContainer>
  );
}
