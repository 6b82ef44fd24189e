import type { EvaluationConclusion } from '@/api/evaluation';
import { isScore } from './rubric';

/** The scores that need their reason written beside them (issue 23). */
export const EXTREME_SCORES: readonly number[] = [1, 5];

/** 通过 with an average of this or less asks for confirmation. */
export const PASS_MAX_AVERAGE = 2;
/** 不通过 with an average of this or more asks for confirmation. */
export const FAIL_MIN_AVERAGE = 4;

/** Whether a note says something: a note of spaces only says nothing. */
export function hasComment(note: unknown): boolean {
  return typeof note === 'string' && note.trim() !== '';
}

/** Whether a dimension's score needs a note it does not have: a 1 or a 5 without a word of why. */
export function commentMissing(score: unknown, note: unknown): boolean {
  return isScore(score) && EXTREME_SCORES.includes(score) && !hasComment(note);
}

interface ScoredDimension {
  code: string;
  name: string;
}

/** The dimensions (in form order) scored 1 or 5 without a note, with their score. */
export function missingComments(
  dimensions: readonly ScoredDimension[],
  values: { scores?: Record<string, unknown>; notes?: Record<string, unknown> },
): Array<{ name: string; score: number }> {
  return dimensions.flatMap((dimension) => {
    const score = values.scores?.[dimension.code];
    return isScore(score) && commentMissing(score, values.notes?.[dimension.code]) ? [{ name: dimension.name, score }] : [];
  });
}

/** The mean of the scores, or null when there is none or one is not a score 1–5. */
export function averageScore(scores: readonly unknown[]): number | null {
  if (scores.length === 0 || !scores.every(isScore)) return null;
  return (scores as number[]).reduce((sum, score) => sum + score, 0) / scores.length;
}

/** An overall recommendation that the scores contradict, and the average that contradicts it. */
export interface ConclusionMismatch {
  kind: 'passLow' | 'failHigh';
  average: number;
}

/**
 * Whether the overall recommendation contradicts the dimension scores: 通过 with an average of 2 or less, 不通过 with
 * 4 or more (the bounds included). 待定, no recommendation or an incomplete set of scores is never a mismatch. The
 * bounds are compared on the sum, so no rounding of the average decides.
 */
export function conclusionMismatch(
  conclusion: EvaluationConclusion | undefined,
  scores: readonly unknown[],
): ConclusionMismatch | null {
  const average = averageScore(scores);
  if (average === null) return null;
  const sum = (scores as number[]).reduce((total, score) => total + score, 0);
  if (conclusion === 1 && sum <= PASS_MAX_AVERAGE * scores.length) return { kind: 'passLow', average };
  if (conclusion === 2 && sum >= FAIL_MIN_AVERAGE * scores.length) return { kind: 'failHigh', average };
  return null;
}
