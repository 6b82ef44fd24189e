import { DEFAULT_RUBRIC, type Score } from './scoring-texts';

export { DEFAULT_RUBRIC, type Score };

export const SCORES: readonly Score[] = [1, 2, 3, 4, 5];

export function isScore(value: unknown): value is Score {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

function meaningOf(level: unknown, score: Score): string | undefined {
  if (typeof level !== 'object' || level === null) return undefined;
  const { score: levelScore, meaning } = level as { score?: unknown; meaning?: unknown };
  return levelScore === score && typeof meaning === 'string' && meaning.trim() ? meaning.trim() : undefined;
}

/**
 * What each level of a dimension's scale means: the server's meanings when it gives one for every score 1–5 (the first
 * one given for a score counts), else the default set whole — a scale is never half the server's and half ours
 * (docs/decisions/066). Takes anything, so a rubric of the wrong shape reads as none.
 */
export function meaningsOf(rubric: unknown): Readonly<Record<Score, string>> {
  const levels: unknown[] = Array.isArray(rubric) ? rubric : [];
  const meanings: Partial<Record<Score, string>> = {};
  for (const score of SCORES) {
    const found = levels.map((level) => meaningOf(level, score)).find((meaning) => meaning !== undefined);
    if (found === undefined) return DEFAULT_RUBRIC;
    meanings[score] = found;
  }
  return meanings as Record<Score, string>;
}
