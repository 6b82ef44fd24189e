// The contract's own module: the browser tests load this file, and '@/api/evaluation' reaches the HTTP client.
import type { EvaluationSummary } from '@/api/types/evaluation';
import { overdueText } from './scoring-texts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An evaluation still to fill in this long after its interview is overdue (issue 23). */
export const OVERDUE_AFTER_MS = DAY_MS;

const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * An interview time as the server writes it (`YYYY-MM-DD HH:mm:ss`, the seconds optional), in the browser's local
 * time, as milliseconds; null for anything else (missing, garbled, or a date that does not exist).
 */
export function interviewTimeMs(text: unknown): number | null {
  const match = typeof text === 'string' ? TIME.exec(text.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  const exists =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return exists ? date.getTime() : null;
}

type Overdueable = Pick<EvaluationSummary, 'status' | 'interviewTime'>;

/**
 * How long past its deadline (24 hours after the interview) an evaluation still to fill in is, in ms; null when it is
 * not overdue: submitted, of unknown status, not yet 24 hours on (exactly 24 hours is not overdue), or without a
 * readable interview time. `now` is injected so the rule is tested at its bounds.
 */
export function overdueBy(evaluation: Overdueable, now: number): number | null {
  if (evaluation.status !== 0) return null;
  const held = interviewTimeMs(evaluation.interviewTime);
  if (held === null) return null;
  const late = now - held - OVERDUE_AFTER_MS;
  return late > 0 ? late : null;
}

/** The overdue mark in words: "已超时 N 小时" (started hours) under a day, else "已超时 N 天" (whole days). */
export function overdueLabel(lateMs: number): string {
  return lateMs < DAY_MS ? overdueText('hour', Math.ceil(lateMs / HOUR_MS)) : overdueText('day', Math.floor(lateMs / DAY_MS));
}

/** The overdue label of an evaluation, or null when it is not overdue. */
export function overdueLabelOf(evaluation: Overdueable, now: number): string | null {
  const late = overdueBy(evaluation, now);
  return late === null ? null : overdueLabel(late);
}

/** The overdue evaluations first; otherwise the server's order, kept (a stable partition, not a sort by lateness). */
export function overdueFirst<T extends Overdueable>(evaluations: readonly T[], now: number): T[] {
  const overdue = evaluations.filter((evaluation) => overdueBy(evaluation, now) !== null);
  return overdue.length === 0 ? [...evaluations] : [...overdue, ...evaluations.filter((e) => !overdue.includes(e))];
}
