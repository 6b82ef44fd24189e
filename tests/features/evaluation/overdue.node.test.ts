import { describe, expect, it } from 'vitest';
import type { EvaluationSummary } from '@/api/evaluation';
import {
  interviewTimeMs,
  OVERDUE_AFTER_MS,
  overdueBy,
  overdueFirst,
  overdueLabel,
  overdueLabelOf,
} from '@/features/evaluation/lib/overdue';
import { overdueText } from '@/features/evaluation/lib/scoring-texts';

/** Issue 23, part 4: an evaluation still to fill in more than 24 hours after its interview is overdue. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HELD = '2025-03-10 14:30:00';
const heldAt = new Date(2025, 2, 10, 14, 30, 0).getTime();

const pending = (interviewTime: unknown, status: EvaluationSummary['status'] = 0) =>
  ({ status, interviewTime }) as Pick<EvaluationSummary, 'status' | 'interviewTime'>;

describe('interviewTimeMs', () => {
  it.each([
    [HELD, heldAt],
    ['2025-03-10 14:30', heldAt],
    ['2025-03-10T14:30:00', heldAt],
    [' 2025-03-10 14:30:00 ', heldAt],
  ])('%j → local time', (text, ms) => {
    expect(interviewTimeMs(text)).toBe(ms);
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
    ['a number', 1741588200000],
    ['a date without time', '2025-03-10'],
    ['garbled', '昨天下午'],
    ['a day that does not exist', '2025-02-30 10:00:00'],
    ['an hour that does not exist', '2025-03-10 25:00:00'],
    ['a month that does not exist', '2025-13-01 10:00:00'],
    ['another format', '10/03/2025 14:30'],
  ])('%s → null', (_case, text) => {
    expect(interviewTimeMs(text)).toBeNull();
  });
});

describe('overdueBy', () => {
  it('is overdue only past 24 hours after the interview', () => {
    expect(OVERDUE_AFTER_MS).toBe(DAY);
  });

  it.each([
    ['before the interview', -HOUR, null],
    ['at the interview', 0, null],
    ['23 h 59 min after', DAY - 60_000, null],
    ['exactly 24 h after', DAY, null],
    ['1 s past 24 h', DAY + 1000, 1000],
    ['3 days after', 3 * DAY, 2 * DAY],
  ])('to fill in, %s → %s', (_case, sinceInterview, late) => {
    expect(overdueBy(pending(HELD), heldAt + sinceInterview)).toBe(late);
  });

  it.each([
    ['submitted', pending(HELD, 1)],
    ['of unknown status', pending(HELD, null)],
    ['without an interview time', pending('')],
    ['with a garbled interview time', pending('下周三')],
    ['with an interview time of the wrong type', pending(20250310)],
  ])('%s → never overdue', (_case, evaluation) => {
    expect(overdueBy(evaluation, heldAt + 10 * DAY)).toBeNull();
  });
});

describe('the overdue mark', () => {
  it.each([
    [1000, overdueText('hour', 1)],
    [HOUR, overdueText('hour', 1)],
    [HOUR + 1, overdueText('hour', 2)],
    [DAY - 1, overdueText('hour', 24)],
    [DAY, overdueText('day', 1)],
    [2 * DAY - 1, overdueText('day', 1)],
    [2 * DAY, overdueText('day', 2)],
    [9 * DAY + 5 * HOUR, overdueText('day', 9)],
  ])('%i ms late → %s', (late, label) => {
    expect(overdueLabel(late)).toBe(label);
  });

  it('says it in words', () => {
    expect(overdueText('hour', 3)).toBe('已超时 3 小时');
    expect(overdueText('day', 2)).toBe('已超时 2 天');
    expect(overdueLabelOf(pending(HELD), heldAt + 3 * DAY)).toBe('已超时 2 天');
    expect(overdueLabelOf(pending(HELD), heldAt + DAY)).toBeNull();
  });
});

describe('overdueFirst', () => {
  const now = heldAt + 5 * DAY;
  const at = (days: number) => {
    const date = new Date(heldAt + days * DAY);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
  };
  const row = (id: string, days: number, status: EvaluationSummary['status'] = 0) => ({ id, status, interviewTime: at(days) });

  it('puts the overdue ones first, both groups in the server’s order', () => {
    const rows = [row('A', 6), row('B', 1), row('C', 5), row('D', 3), row('E', 0, 1), row('F', 2)];
    // Overdue at day 5: B (4 days on), D (2 days on), F (3 days on); C is today, A is tomorrow, E is submitted.
    expect(overdueFirst(rows, now).map((r) => r.id)).toEqual(['B', 'D', 'F', 'A', 'C', 'E']);
  });

  it('keeps the server’s order when none is overdue, and leaves the answer as it was', () => {
    const rows = [row('A', 6), row('B', 4.5), row('E', 0, 1), { id: 'G', status: 0 as const, interviewTime: '' }];
    const sorted = overdueFirst(rows, now);
    expect(sorted.map((r) => r.id)).toEqual(['A', 'B', 'E', 'G']);
    expect(sorted).not.toBe(rows);
  });

  it('takes an empty page', () => {
    expect(overdueFirst([], now)).toEqual([]);
  });
});
