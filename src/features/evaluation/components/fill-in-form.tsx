import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { evaluationMutations, type EvaluationDetail } from '@/api/evaluation';
import { AutosaveStatus } from '@/components/autosave-status';
import { DraftRestoredAlert } from '@/components/draft-restored-alert';
import { confirmDialog, toast } from '@/lib/feedback';
import { HTTP_MESSAGES, isHttpError } from '@/lib/http';
import { useEvaluationDraft } from '../hooks/use-evaluation-draft';
import { conclusionMismatch, missingComments } from '../lib/consistency';
import { differs, mergeDraft, toRequest, unscored, valuesOf, type EvaluationFormValues } from '../lib/evaluation-form';
import { commentsMissing, MISMATCH_DIALOG, mismatchText } from '../lib/scoring-texts';
import { EvaluationForm } from './evaluation-form';
import styles from './evaluation.module.css';

/** What the interviewer is told when a submit fails, next to the button. */
function failureText(error: unknown): string {
  if (!isHttpError(error)) return '提交失败，请稍后重试。';
  return error.kind === 'network' ? HTTP_MESSAGES.noResponseToast : error.message;
}

interface FillInFormProps {
  detail: EvaluationDetail;
  userKey: string;
}

/**
 * An evaluation to fill in: the form started from the local draft when there is one (offered back, rule DRAFT-3),
 * else from what the server saved; every change goes to the draft; a recommendation the scores contradict is
 * confirmed in a dialog first (issue 23: cancelled, nothing is sent); one PUT however often submit is pressed
 * (rule DRAFT-7); the server's message beside the form when it refuses.
 */
export function FillInForm({ detail, userKey }: FillInFormProps) {
  const drafts = useEvaluationDraft(userKey, detail.id);
  const submit = useMutation(evaluationMutations.submit());
  const busy = useRef(false);
  const [problem, setProblem] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  // Chosen once: later refetches of the evaluation never overwrite what is being typed.
  const [start] = useState(() => {
    const saved = valuesOf(detail);
    const draft = drafts.load();
    const values = draft ? mergeDraft(saved, draft.value, detail.dimensions) : saved;
    return { saved, values, restored: Boolean(draft) && differs(values, saved) };
  });
  const [current, setCurrent] = useState({ values: start.values, restored: start.restored });

  const discardDraft = () => {
    drafts.clear();
    setCurrent({ values: start.saved, restored: false });
    setProblem(undefined);
    setFormKey((key) => key + 1);
  };

  const send = async (values: EvaluationFormValues) => {
    // A second press while the first is on its way sends nothing (the button shows busy only after a render).
    if (busy.current) return;
    busy.current = true;
    setProblem(undefined);
    try {
      await submit.mutateAsync(toRequest(detail.id, detail.dimensions, values));
      drafts.clear();
      toast.success('评价已提交');
      // Sent: the form stays closed to presses until the evaluation, read again, turns the page read-only.
    } catch (error) {
      setProblem(failureText(error));
      busy.current = false;
    }
  };

  const onSubmit = (values: EvaluationFormValues) => {
    const mismatch = conclusionMismatch(
      values.conclusion,
      detail.dimensions.map((d) => values.scores[d.code]),
    );
    if (!mismatch) {
      void send(values);
      return;
    }
    confirmDialog({
      title: MISMATCH_DIALOG.title,
      content: (
        <>
          <p style={{ margin: '0 0 8px' }}>{mismatchText(mismatch.kind, mismatch.average)}</p>
          <p style={{ margin: 0 }}>{MISMATCH_DIALOG.ask}</p>
        </>
      ),
      okText: MISMATCH_DIALOG.okText,
      cancelText: MISMATCH_DIALOG.cancelText,
      // The safe answer has the focus: Enter goes back to the form rather than sending a contradiction.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => send(values),
    });
  };

  const onInvalid = (values: EvaluationFormValues) => {
    const missing = unscored(detail.dimensions, values);
    const reasons = missingComments(detail.dimensions, values);
    if (missing.length > 0) setProblem(`还有 ${missing.length} 个维度未打分：${missing.join('、')}`);
    else if (reasons.length > 0) setProblem(commentsMissing(reasons.map((reason) => reason.name)));
    else setProblem('请检查标红的内容后再提交');
  };

  return (
    <div className={styles.card}>
      {current.restored ? <DraftRestoredAlert onDiscard={discardDraft} /> : null}
      <EvaluationForm
        key={formKey}
        dimensions={detail.dimensions}
        initialValues={current.values}
        onValuesChange={(values) => {
          drafts.save(values);
          // What was said about the last attempt no longer holds once the form changes.
          if (problem) setProblem(undefined);
        }}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        submitting={submit.isPending}
        problem={problem}
        status={<AutosaveStatus draftKey={drafts.key} />}
      />
    </div>
  );
}
