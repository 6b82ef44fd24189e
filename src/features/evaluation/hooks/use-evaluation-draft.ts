import { useDraft } from '@/lib/storage';

/**
 * The local draft of one evaluation for one interviewer (rules DRAFT-1, DRAFT-2; docs/decisions/063): local storage
 * `draft:{ucId}:evaluation-{id}`, written on every change, so a reload, the crash screen or a 401 → sign-in round trip
 * loses nothing. The server keeps no draft of an evaluation (docs/decisions/043). The stored value is `unknown`: the
 * page checks it against the form before using it.
 */
export function useEvaluationDraft(userKey: string | undefined, evaluationId: string) {
  return useDraft<unknown>(`evaluation-${evaluationId}`, userKey);
}
