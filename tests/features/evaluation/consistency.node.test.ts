import { describe, expect, it } from 'vitest';
import type { EvaluationConclusion } from '@/api/evaluation';
import {
  averageScore,
  commentMissing,
  conclusionMismatch,
  FAIL_MIN_AVERAGE,
  hasComment,
  missingComments,
  PASS_MAX_AVERAGE,
} from '@/features/evaluation/lib/consistency';
import { commentRequired, commentsMissing, mismatchText } from '@/features/evaluation/lib/scoring-texts';

/** Issue 23, part 3: consistency before submit. */

describe('a 1 or a 5 needs a comment on its dimension', () => {
  it.each([
    // score, note, missing?
    [1, '', true],
    [1, '   ', true],
    [1, '\n\t 　', true],
    [1, '基础薄弱', false],
    [5, '', true],
    [5, '  ', true],
    [5, ' 表现突出 ', false],
    [2, '', false],
    [3, '', false],
    [4, '   ', false],
    [undefined, '', false],
    [null, '', false],
    [0, '', false],
    [6, '', false],
    [5, undefined, true],
    [5, null, true],
    [5, 42, true],
  ] as const)('score %s with note %j → missing: %s', (score, note, missing) => {
    expect(commentMissing(score, note)).toBe(missing);
  });

  it('a whitespace-only comment is no comment', () => {
    expect(hasComment('   ')).toBe(false);
    expect(hasComment('　')).toBe(false);
    expect(hasComment(' 有话说 ')).toBe(true);
  });

  it('names the dimensions still missing their reason, in form order, with their score', () => {
    const dimensions = [
      { code: 'a', name: '专业能力' },
      { code: 'b', name: '沟通表达' },
      { code: 'c', name: '学习能力' },
      { code: 'd', name: '团队协作' },
    ];
    const values = {
      scores: { a: 5, b: 1, c: 5, d: 3 },
      notes: { a: '  ', b: '', c: '举例充分', d: '' },
    };
    expect(missingComments(dimensions, values)).toEqual([
      { name: '专业能力', score: 5 },
      { name: '沟通表达', score: 1 },
    ]);
    expect(missingComments(dimensions, {})).toEqual([]);
  });

  it('says which dimension and which score, and lists them beside the button', () => {
    expect(commentRequired('专业能力', 5)).toBe('「专业能力」打了 5 分，请在备注中写明理由');
    expect(commentsMissing(['专业能力', '沟通表达'])).toBe('打 1 分或 5 分的维度需写明理由：专业能力、沟通表达');
  });
});

describe('the overall recommendation against the average score', () => {
  const PASS: EvaluationConclusion = 1;
  const FAIL: EvaluationConclusion = 2;
  const HOLD: EvaluationConclusion = 3;

  it('compares with the bounds 2 and 4', () => {
    expect([PASS_MAX_AVERAGE, FAIL_MIN_AVERAGE]).toEqual([2, 4]);
  });

  it.each([
    // conclusion, scores, expected kind (null: no mismatch), average
    [PASS, [1, 1, 1, 1, 1], 'passLow', 1],
    [PASS, [2, 2, 2, 2, 2], 'passLow', 2], // exactly 2
    [PASS, [1, 2, 3, 2, 2], 'passLow', 2], // exactly 2, mixed
    [PASS, [3, 2, 2, 2, 2], null, 2.2], // just above 2
    [PASS, [5, 5, 5, 5, 5], null, 5],
    [PASS, [1, 3], 'passLow', 2], // another number of dimensions, exactly 2
    [PASS, [1, 2, 4], null, 7 / 3],
    [FAIL, [4, 4, 4, 4, 4], 'failHigh', 4], // exactly 4
    [FAIL, [5, 3, 4, 4, 4], 'failHigh', 4], // exactly 4, mixed
    [FAIL, [4, 4, 4, 4, 3], null, 3.8], // just below 4
    [FAIL, [5, 5, 5, 5, 5], 'failHigh', 5],
    [FAIL, [1, 1, 1, 1, 1], null, 1],
    [HOLD, [1, 1, 1, 1, 1], null, 1],
    [HOLD, [5, 5, 5, 5, 5], null, 5],
  ] as const)('%i with %j → %s', (conclusion, scores, kind, average) => {
    const mismatch = conclusionMismatch(conclusion, scores);
    expect(mismatch).toEqual(kind === null ? null : { kind, average });
    expect(averageScore(scores)).toBeCloseTo(average, 10);
  });

  it.each([
    ['no recommendation', undefined, [1, 1, 1, 1, 1]],
    ['a dimension unscored', 1, [1, 1, undefined, 1, 1]],
    ['a score out of range', 1, [1, 1, 0, 1, 1]],
    ['no scores at all', 1, []],
  ] as const)('%s is never a mismatch', (_case, conclusion, scores) => {
    expect(conclusionMismatch(conclusion, scores)).toBeNull();
  });

  it('names the mismatch in words, with the average to one decimal', () => {
    expect(mismatchText('passLow', 1)).toBe('综合推荐为「通过」，但各维度平均分为 1.0 分（2 分及以下）。');
    expect(mismatchText('passLow', 2)).toBe('综合推荐为「通过」，但各维度平均分为 2.0 分（2 分及以下）。');
    expect(mismatchText('failHigh', 4.4)).toBe('综合推荐为「不通过」，但各维度平均分为 4.4 分（4 分及以上）。');
    expect(mismatchText('passLow', 5 / 3)).toBe('综合推荐为「通过」，但各维度平均分为 1.7 分（2 分及以下）。');
  });
});
