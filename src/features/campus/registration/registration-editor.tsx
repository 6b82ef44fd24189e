import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { registrationMutations, type PositionCandidateResume } from '@/api/registration';
import { AutosaveStatus } from '@/components/autosave-status';
import { DraftRestoredAlert } from '@/components/draft-restored-alert';
import { ResumeForm, useLocalResumeDraft, useResumeEditor, type ResumeFormValues } from '@/entities/resume-form';
import { registrationDraftFormId } from './registration-id';
import { SAVE_FAILED_FALLBACK, saveFailureMessage } from './save-failure';
import styles from './registration.module.css';

/** A server message as a sentence, so the page's own sentence can follow it. */
const withFullStop = (text: string) => (/[。！？.!?]$/.test(text) ? text : `${text}。`);

/** What the last save came to; the page says it itself (rule CAMPUS-8: the PUT shows no generic toast). */
type Outcome = { kind: 'saved'; at: string } | { kind: 'failed'; message: string } | { kind: 'invalid' };

export interface RegistrationEditorProps {
  registration: PositionCandidateResume;
  /** The signed-in candidate's ucId: the owner of the local draft. */
  userKey: string;
  /** Where "取消" and "返回投递记录" go. */
  onLeave: () => void;
}

/**
 * The resume sent with a special-session registration, in the shared resume form: its local draft offered back, the
 * save (PUT) sent once however often it is clicked, and its outcome told on the page, next to the form.
 */
export function RegistrationEditor({ registration, userKey, onLeave }: RegistrationEditorProps) {
  const { resume, positionCandidateId } = registration;
  const editor = useResumeEditor({
    drafts: useLocalResumeDraft(registrationDraftFormId(positionCandidateId), userKey),
    sources: { resumeType: resume.resumeType, resume, serverDraft: undefined, parsed: undefined },
  });
  const save = useMutation(registrationMutations.updateResume(positionCandidateId));
  const busy = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  // A save's outcome takes the focus: read out, and scrolled into view from the save bar at the bottom.
  useEffect(() => {
    if (outcome && outcome.kind !== 'invalid') outcomeRef.current?.focus();
  }, [outcome]);

  // antd fails a check that a newer one (a second click) overtook, with no field in error: not the candidate's doing.
  const onInvalid = (info?: { outOfDate?: boolean; errorFields?: readonly unknown[] }) => {
    if (info?.outOfDate || info?.errorFields?.length === 0) return;
    setOutcome({ kind: 'invalid' });
  };

  const submit = (values: ResumeFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setOutcome(undefined);
    save.mutate(editor.toInput(values, resume.resumeType, resume.id), {
      onSuccess: (result) => {
        if (!result) {
          setOutcome({ kind: 'failed', message: SAVE_FAILED_FALLBACK });
          return;
        }
        editor.saved(values);
        setOutcome({ kind: 'saved', at: dayjs().format('HH:mm') });
      },
      onError: (error) => {
        const message = saveFailureMessage(error);
        if (message) setOutcome({ kind: 'failed', message });
      },
      onSettled: () => {
        busy.current = false;
      },
    });
  };

  // Always there: the registration has loaded before the editor is shown.
  const { formValues } = editor;
  if (!formValues) return null;

  return (
    <>
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        {outcome?.kind === 'saved' ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title="报名信息已更新"
            description={`已于 ${outcome.at} 保存，招聘方将看到修改后的简历。`}
            action={<Button onClick={onLeave}>返回投递记录</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="报名信息未能保存"
            description={`${withFullStop(outcome.message)}您填写的内容已保留，可以稍后再次保存。`}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {outcome?.kind === 'invalid' ? (
          <Alert type="warning" showIcon role="alert" title="请检查标红的内容后再保存" style={{ marginBottom: 16 }} />
        ) : null}
      </div>
      {editor.restored ? <DraftRestoredAlert onDiscard={editor.discardDraft} /> : null}
      <ResumeForm
        key={editor.formKey}
        initialValues={formValues}
        onChange={editor.onChange}
        onSubmit={submit}
        onSubmitFailed={onInvalid}
        submitting={save.isPending}
        submitText="保存报名信息"
        onCancel={onLeave}
        status={<AutosaveStatus draftKey={editor.draftKey} />}
      />
    </>
  );
}
