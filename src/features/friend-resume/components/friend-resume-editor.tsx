import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { referralMutations, type FriendResumeSummary } from '@/api/referral';
import type { Resume, ResumeType } from '@/api/resume';
import { AutosaveStatus } from '@/components/autosave-status';
import { DraftRestoredAlert } from '@/components/draft-restored-alert';
import { ResumeForm, useLocalResumeDraft, useResumeEditor, type ResumeFormValues } from '@/entities/resume-form';
import { confirmDialog, toast } from '@/lib/feedback';
import { maskPhone } from '@/lib/format';
import { useKnownFriend } from '../hooks/use-known-friend';
import { friendDraftFormId, summaryOf } from '../lib/friend-resume';
import { KnownFriendAlert } from './known-friend-alert';

export interface FriendResumeEditorProps {
  /** The saved resume being edited; absent for a new friend's resume. */
  resume?: Resume;
  resumeType: ResumeType;
  /** The signed-in staff member's ucId: the owner of the local draft. */
  userKey: string;
  submitText: string;
  onSaved: (friend: FriendResumeSummary) => void;
  onCancel: () => void;
  /** A new resume whose phone is already kept: what the staff member can do with that resume instead. */
  existing: { actionText: string; onUse: (friend: FriendResumeSummary) => void };
}

/**
 * A friend's resume in the shared resume form: its local draft offered back, a friend already kept under the typed
 * phone offered instead of a duplicate, and the save (create or update) sent once however often it is clicked.
 */
export function FriendResumeEditor({
  resume,
  resumeType,
  userKey,
  submitText,
  onSaved,
  onCancel,
  existing,
}: FriendResumeEditorProps) {
  const drafts = useLocalResumeDraft(friendDraftFormId(resume?.id), userKey);
  const editor = useResumeEditor({
    drafts,
    sources: { resumeType, resume: resume ?? null, serverDraft: undefined, parsed: undefined },
  });
  const [phone, setPhone] = useState(editor.initial?.values.basicInfo.phone ?? '');
  const isNew = !resume;
  const known = useKnownFriend(phone, isNew);
  const create = useMutation(referralMutations.createFriendResume());
  const update = useMutation(referralMutations.updateFriendResume());
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);

  const takeExisting = (friend: FriendResumeSummary) => {
    drafts.clear(false);
    existing.onUse(friend);
  };

  const onChange = useCallback(
    (values: ResumeFormValues) => {
      drafts.save(values);
      setPhone(values.basicInfo?.phone ?? '');
    },
    [drafts],
  );

  const discardDraft = () => {
    const base = editor.discardDraft();
    if (base) setPhone(base.basicInfo.phone);
  };

  const release = () => {
    busy.current = false;
    setChecking(false);
  };

  const submit = async (values: ResumeFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    if (isNew) {
      let friend: FriendResumeSummary | undefined;
      try {
        friend = await known.check(values.basicInfo.phone);
      } catch {
        // The HTTP client already said why the check failed; nothing was saved, the staff member may try again.
        release();
        return;
      }
      if (friend) {
        release();
        const found = friend;
        confirmDialog({
          title: '该好友的简历已存在',
          content: `手机号 ${maskPhone(found.phone)} 已有好友简历（${found.name}），无需重复创建。`,
          okText: existing.actionText,
          cancelText: '返回修改',
          onOk: () => takeExisting(found),
        });
        return;
      }
    }
    const body = editor.toInput(values, resume?.resumeType ?? resumeType, resume?.id);
    const onSuccess = ({ id }: { id: string }) => {
      editor.saved();
      toast.success('好友简历已保存');
      onSaved(summaryOf(id, body));
    };
    // A failed save was already toasted by the HTTP client (the server's own words): one message per failure.
    // After a save the form is left (or replaced), so it stays busy: a click meanwhile sends nothing.
    if (resume) update.mutate({ id: resume.id, body }, { onSuccess, onError: release });
    else create.mutate(body, { onSuccess, onError: release });
  };

  // Always there: the friend's resume has loaded before the editor is shown.
  const { formValues } = editor;
  if (!formValues) return null;

  return (
    <>
      {editor.restored ? <DraftRestoredAlert onDiscard={discardDraft} /> : null}
      {known.known ? (
        <KnownFriendAlert
          friend={known.known}
          actionText={existing.actionText}
          onUse={() => known.known && takeExisting(known.known)}
        />
      ) : null}
      <ResumeForm
        key={editor.formKey}
        initialValues={formValues}
        onChange={onChange}
        onSubmit={(values) => void submit(values)}
        onSubmitFailed={() => toast.error('请检查标红的内容后再保存')}
        submitting={checking || create.isPending || update.isPending}
        submitText={submitText}
        onCancel={onCancel}
        status={<AutosaveStatus draftKey={editor.draftKey} />}
      />
    </>
  );
}
