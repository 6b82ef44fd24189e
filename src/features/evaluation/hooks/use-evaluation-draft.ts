import { useCallback, useMemo } from 'react';
import { createDraftStore, type Draft } from '@/lib/storage';
import type { EvaluationFormValues } from '../lib/evaluation-form';

/**
 * The local draft of one evaluation for one interviewer (rules DRAFT-1, DRAFT-2): local storage
 * `draft:{ucId}:evaluation-{id}`, written on every change, so a reload, the crash screen or a 401 → sign-in round trip
 * loses nothing. The server keeps no draft of an evaluation (docs/decisions/043).
 */
export function useEvaluationDraft(userKey: string | undefined, evaluationId: string) {
  const store = useMemo(() => createDraftStore<unknown>(`evaluation-${evaluationId}`), [evaluationId]);

  /** The stored draft as it is: the page checks it against the form before using it. */
  const load = useCallback((): Draft<unknown> | undefined => (userKey ? store.load(userKey) : undefined), [store, userKey]);

  const save = useCallback(
    (values: EvaluationFormValues) => {
      if (userKey) store.save(userKey, values);
    },
    [store, userKey],
  );

  const clear = useCallback(() => {
    if (userKey) store.clear(userKey);
  }, [store, userKey]);

  return { load, save, clear };
}
