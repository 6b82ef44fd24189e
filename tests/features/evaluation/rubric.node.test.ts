import { describe, expect, it } from 'vitest';
import { DEFAULT_RUBRIC, meaningsOf, SCORES } from '@/features/evaluation/lib/rubric';
import { EVALUATION_DIMENSIONS } from '@/mocks/data/evaluations';

/** Issue 23, part 2: what each level of a dimension's scale means. */

const SERVER = ['不会', '略懂', '能做', '做得好', '能教人'].map((meaning, i) => ({ score: i + 1, meaning }));

describe('meaningsOf', () => {
  it('takes the server’s meanings, one per score', () => {
    expect(meaningsOf(SERVER)).toEqual({ 1: '不会', 2: '略懂', 3: '能做', 4: '做得好', 5: '能教人' });
  });

  it('takes them in any order, trimmed, the first one given for a score counting', () => {
    const shuffled = [...SERVER].reverse().map((level) => ({ ...level, meaning: ` ${level.meaning} ` }));
    expect(meaningsOf([...shuffled, { score: 3, meaning: '后来的' }])).toEqual(meaningsOf(SERVER));
  });

  it('leaves out levels outside 1–5', () => {
    expect(meaningsOf([...SERVER, { score: 6, meaning: '超纲' }, { score: 0, meaning: '无' }])).toEqual(meaningsOf(SERVER));
  });

  it('has a sensible default for every score', () => {
    for (const score of SCORES) expect(DEFAULT_RUBRIC[score].trim()).not.toBe('');
    expect(new Set(Object.values(DEFAULT_RUBRIC)).size).toBe(SCORES.length);
  });

  it.each([
    ['none (an empty list)', []],
    ['missing', undefined],
    ['null', null],
    ['a string', '1 不会 2 略懂'],
    ['an object', { 1: '不会' }],
    ['a number', 5],
    ['four levels of five', SERVER.slice(0, 4)],
    ['a level without meaning', SERVER.map((level) => (level.score === 2 ? { score: 2 } : level))],
    ['a blank meaning', SERVER.map((level) => (level.score === 5 ? { score: 5, meaning: '  ' } : level))],
    ['a meaning of the wrong type', SERVER.map((level) => (level.score === 1 ? { score: 1, meaning: 1 } : level))],
    ['scores as strings', SERVER.map((level) => ({ ...level, score: String(level.score) }))],
    ['rows that are not objects', [null, 'x', 3, [], true]],
  ])('%s → the whole default set', (_case, rubric) => {
    expect(meaningsOf(rubric)).toEqual(DEFAULT_RUBRIC);
  });
});

describe('the mock’s rubric', () => {
  it('gives every dimension but one its own meanings; that one falls back to the default set', () => {
    const own = EVALUATION_DIMENSIONS.filter((dimension) => meaningsOf(dimension.rubric) !== DEFAULT_RUBRIC);
    const fallback = EVALUATION_DIMENSIONS.filter((dimension) => meaningsOf(dimension.rubric) === DEFAULT_RUBRIC);
    expect(own.map((dimension) => dimension.name)).toEqual(['专业能力', '沟通表达', '学习能力', '团队协作']);
    expect(fallback.map((dimension) => dimension.rubric)).toEqual([[]]);
  });
});
