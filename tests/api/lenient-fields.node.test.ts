import * as v from 'valibot';
import { paged } from '@/api/schemas/fields';
import { rankingItemSchema } from '@/api/schemas/points';
import { referralSchema } from '@/api/schemas/referral';
import * as errorReporting from '@/lib/error-reporting';

/**
 * Issue 19, the lenient rule of the schema layer (docs/decisions/024): a display field with an odd value reads null
 * ("--", level 1's colour), a row without its identity is left out and reported, and only a list of nothing but such
 * rows is malformed.
 */
const row = (overrides: Record<string, unknown>) => ({
  rank: 1,
  employeeId: 'E1',
  name: '王丽华',
  departmentName: '门店运营中心',
  recommendIntegral: 680,
  recommendNum: 2,
  recommendLevel: 3,
  avatarUrl: '',
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('lenient fields', () => {
  it.each([
    ['an unknown level', { recommendLevel: 7 }, { recommendLevel: null }],
    ['level 0', { recommendLevel: 0 }, { recommendLevel: null }],
    ['a null number', { recommendIntegral: null }, { recommendIntegral: null }],
    ['a string where a number belongs', { recommendNum: '12' }, { recommendNum: null }],
    ['a missing number', { rank: undefined }, { rank: null }],
    ['NaN', { recommendIntegral: Number.NaN }, { recommendIntegral: null }],
  ])('%s reads null', (_name, odd, expected) => {
    expect(v.parse(rankingItemSchema, row(odd))).toMatchObject(expected);
  });

  it('an unknown status reads null; the rest of the row stays', () => {
    const referral = {
      id: 'R1',
      friendResumeId: 'F1',
      friendName: '李雷',
      phone: '13800000000',
      positionDemandId: 'P1',
      positionName: '店长',
      recommendTime: '2026-11-01 10:00:00',
      status: 99,
      stageText: '一面',
      invalidReason: 9,
      invalidValue: 'x',
      integral: 'x',
    };
    expect(v.parse(referralSchema, referral)).toMatchObject({ id: 'R1', status: null, invalidReason: null, integral: null });
  });

  it('a row without its id is left out and reported; the other rows show', () => {
    const report = vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
    const page = v.parse(paged(rankingItemSchema), {
      list: [row({}), row({ employeeId: undefined }), row({ employeeId: 'E3' })],
      total: 3,
    });
    expect(page.list.map((item) => item.employeeId)).toEqual(['E1', 'E3']);
    expect(report).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({ kind: 'rows-dropped', dropped: [expect.objectContaining({ index: 1 })] }),
    );
  });

  it('a list of nothing but rows without ids is malformed', () => {
    const result = v.safeParse(paged(rankingItemSchema), { list: [row({ employeeId: undefined })], total: 1 });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['list', 0, 'employeeId']);
  });
});
