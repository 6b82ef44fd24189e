import type { EvaluationConclusion, EvaluationDetail, EvaluationDimension, SubmitEvaluationRequest } from '@/api/evaluation';
import { isScore } from './rubric';
import { CONCLUSION_LABEL } from './scoring-texts';

export { CONCLUSION_LABEL };

/** What the interviewer fills in; scores and notes (a dimension's `comment` on the wire) are keyed by dimension code. */
export interface EvaluationFormValues {
  scores: Record<string, number | undefined>;
  notes: Record<string, string>;
  conclusion?: EvaluationConclusion;
  comment: string;
}

/** Allowed Chinese characters (rule VAL-17: the weighted limit is twice this). */
export const LIMITS = { note: 100, comment: 500 } as const;

export const CONCLUSIONS: readonly EvaluationConclusion[] = [1, 2, 3];

function isConclusion(value: unknown): value is EvaluationConclusion {
  return value === 1 || value === 2 || value === 3;
}

/** The form as the server last saved it (empty for a new evaluation). */
export function valuesOf(detail: EvaluationDetail): EvaluationFormValues {
  return {
    scores: Object.fromEntries(detail.dimensions.map((d) => [d.code, isScore(d.score) ? d.score : undefined])),
    notes: Object.fromEntries(detail.dimensions.map((d) => [d.code, d.comment])),
    conclusion: isConclusion(detail.conclusion) ? detail.conclusion : undefined,
    comment: detail.comment,
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * A stored draft laid over the saved values, field by field: only this form's dimensions and values of the right kind
 * are taken, so a draft of an older form (or one edited by hand) never breaks the page.
 */
export function mergeDraft(saved: EvaluationFormValues, draft: unknown, dimensions: EvaluationDimension[]): EvaluationFormValues {
  const stored = record(draft);
  const scores = record(stored.scores);
  const notes = record(stored.notes);
  return {
    scores: Object.fromEntries(
      dimensions.map((d) => [d.code, isScore(scores[d.code]) ? (scores[d.code] as number) : saved.scores[d.code]]),
    ),
    notes: Object.fromEntries(
      dimensions.map((d) => {
        const note = notes[d.code];
        return [d.code, typeof note === 'string' ? note : (saved.notes[d.code] ?? '')];
      }),
    ),
    conclusion: isConclusion(stored.conclusion) ? stored.conclusion : saved.conclusion,
    comment: typeof stored.comment === 'string' ? stored.comment : saved.comment,
  };
}

/** Whether a draft differs from the saved values (an untouched form is not offered back as a draft). */
export function differs(a: EvaluationFormValues, b: EvaluationFormValues): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** The PUT body; called after validation, so every score and the conclusion are there. */
export function toRequest(id: string, dimensions: EvaluationDimension[], values: EvaluationFormValues): SubmitEvaluationRequest {
  return {
    id,
    dimensions: dimensions.map((d) => ({
      code: d.code,
      score: values.scores[d.code] ?? null,
      comment: (values.notes[d.code] ?? '').trim(),
    })),
    conclusion: values.conclusion ?? 3,
    comment: values.comment.trim(),
  };
}

/** Names of the dimensions still without a score. */
export function unscored(dimensions: EvaluationDimension[], values: Partial<EvaluationFormValues>): string[] {
  return dimensions.filter((d) => !isScore(values.scores?.[d.code])).map((d) => d.name);
}
