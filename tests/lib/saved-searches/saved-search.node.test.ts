import {
  addSavedSearch,
  countNewSince,
  defaultSearchName,
  deleteSavedSearch,
  isSavedSearchList,
  localDay,
  markOpened,
  recordSeen,
  renameSavedSearch,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  sameFilters,
  validateSearchName,
  type SavedSearch,
  type SavedSearchFilters,
} from '../../../src/lib/saved-searches/saved-search';

const NOW = new Date(2026, 10, 25, 15, 30).getTime();
const TODAY = localDay(NOW);
const SHANGHAI: SavedSearchFilters = {
  recruitType: 'social',
  keyword: '店长',
  cityCode: '310100',
  functionCode: '',
  targetDepart: '',
};
const filters = (change: Partial<SavedSearchFilters> = {}): SavedSearchFilters => ({ ...SHANGHAI, ...change });

function listOf(count: number): SavedSearch[] {
  let list: SavedSearch[] = [];
  for (let i = 0; i < count; i += 1) {
    const outcome = addSavedSearch(list, filters({ keyword: `k${i}` }), { name: `n${i}`, now: NOW, id: `s${i}` });
    if (!outcome.ok) throw new Error(outcome.message);
    list = outcome.list;
  }
  return list;
}

describe('saving a search', () => {
  it('adds it first, with its filters trimmed, opened now (nothing new yet)', () => {
    const outcome = addSavedSearch(listOf(1), filters({ keyword: ' 经理 ' }), { name: '上海 · 经理', now: NOW, id: 'x' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.list.map((s) => s.id)).toEqual(['x', 's0']);
    expect(outcome.search).toMatchObject({ name: '上海 · 经理', openedAt: NOW, openedDay: TODAY, seenIds: null });
    expect(outcome.search.filters.keyword).toBe('经理');
  });

  it('refuses the same search twice (spaces and all), leaving the list as it was', () => {
    const list = listOf(1);
    const outcome = addSavedSearch(list, filters({ keyword: ' k0 ' }), { name: 'again', now: NOW, id: 'y' });
    expect(outcome).toEqual({ ok: false, reason: 'duplicate', message: SAVED_SEARCH_MESSAGES.duplicate, list });
  });

  it('a search differing in one filter or in the recruit type is another search', () => {
    expect(sameFilters(SHANGHAI, filters({ functionCode: 'F01' }))).toBe(false);
    expect(sameFilters(SHANGHAI, filters({ recruitType: 'shop' }))).toBe(false);
    expect(sameFilters(SHANGHAI, filters({ keyword: '店长 ' }))).toBe(true);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT}: the next one is refused with a message and nothing changes`, () => {
    const full = listOf(SAVED_SEARCH_LIMIT);
    const outcome = addSavedSearch(full, filters({ keyword: 'one more' }), { name: 'x', now: NOW, id: 'z' });
    expect(outcome).toEqual({ ok: false, reason: 'limit', message: SAVED_SEARCH_MESSAGES.limit, list: full });
    expect(full).toHaveLength(SAVED_SEARCH_LIMIT);
  });
});

describe('the default name', () => {
  const labels = { recruitTypeLabel: '社会招聘', city: '上海' };
  it.each<[string, SavedSearchFilters, Parameters<typeof defaultSearchName>[1], string]>([
    ['city and keyword', SHANGHAI, labels, '上海 · 店长'],
    [
      'every filter',
      filters({ functionCode: 'F', targetDepart: 'D' }),
      { ...labels, function: '运营', depart: '总部' },
      '上海 · 店长 · 运营 · 总部',
    ],
    ['a keyword alone', filters({ cityCode: '' }), { recruitTypeLabel: '社会招聘' }, '店长'],
    ['no filter', filters({ keyword: '', cityCode: '' }), { recruitTypeLabel: '门店招聘' }, '门店招聘 · 全部职位'],
  ])('%s', (_what, search, names, expected) => {
    expect(defaultSearchName(search, names)).toBe(expected);
  });

  it(`is cut to ${SAVED_SEARCH_NAME_MAX} characters`, () => {
    const name = defaultSearchName(filters({ keyword: '很'.repeat(40) }), labels);
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(validateSearchName(name)).toBeUndefined();
  });
});

describe('renaming and deleting', () => {
  it.each<[string, string, string | undefined]>([
    ['a name', '周末看看', undefined],
    ['an empty name', '', SAVED_SEARCH_MESSAGES.nameEmpty],
    ['spaces only', '   ', SAVED_SEARCH_MESSAGES.nameEmpty],
    [`${SAVED_SEARCH_NAME_MAX} characters`, '名'.repeat(SAVED_SEARCH_NAME_MAX), undefined],
    [`${SAVED_SEARCH_NAME_MAX + 1} characters`, '名'.repeat(SAVED_SEARCH_NAME_MAX + 1), SAVED_SEARCH_MESSAGES.nameTooLong],
  ])('%s: %s', (_what, name, message) => {
    const list = listOf(2);
    const outcome = renameSavedSearch(list, 's1', name);
    if (message) {
      expect(outcome).toEqual({ ok: false, message, list });
    } else {
      expect(outcome.ok).toBe(true);
      expect(outcome.list.find((s) => s.id === 's1')?.name).toBe(name.trim());
      expect(outcome.list.find((s) => s.id === 's0')?.name).toBe('n0');
    }
  });

  it('deletes only the one asked for', () => {
    expect(deleteSavedSearch(listOf(3), 's1').map((s) => s.id)).toEqual(['s2', 's0']);
  });
});

describe('"新增 N": jobs published since the search was last opened', () => {
  const YESTERDAY = localDay(NOW - 24 * 3600 * 1000);
  const TOMORROW = localDay(NOW + 24 * 3600 * 1000);
  const jobs = [
    { id: 'new-tomorrow', publishDate: TOMORROW },
    { id: 'today-new', publishDate: TODAY },
    { id: 'today-seen', publishDate: TODAY },
    { id: 'old', publishDate: YESTERDAY },
  ];

  it('counts later days, and jobs of the opening day it did not have then', () => {
    expect(countNewSince(jobs, { openedDay: TODAY, seenIds: ['today-seen'] })).toBe(2);
  });

  it('while the jobs of the opening day are unknown, they count as seen (never a job the user saw)', () => {
    expect(countNewSince(jobs, { openedDay: TODAY, seenIds: null })).toBe(1);
  });

  it('an older opening counts everything after it', () => {
    expect(countNewSince(jobs, { openedDay: YESTERDAY, seenIds: ['old'] })).toBe(3);
  });

  it('opening starts again from zero; what the first page then shows is recorded as seen', () => {
    const [search] = listOf(1);
    const stale = { ...(search as SavedSearch), openedDay: YESTERDAY, openedAt: NOW - 24 * 3600 * 1000, seenIds: ['old'] };
    expect(countNewSince(jobs, stale)).toBe(3);
    const opened = markOpened([stale], stale.id, NOW);
    expect(opened[0]).toMatchObject({ openedAt: NOW, openedDay: TODAY, seenIds: null });
    const recorded = recordSeen(opened, stale.id, NOW, jobs.slice(1));
    expect(recorded[0]?.seenIds).toEqual(['today-new', 'today-seen']);
    expect(countNewSince(jobs.slice(1), recorded[0] as SavedSearch)).toBe(0);
    // A job published later that day is new.
    expect(countNewSince([{ id: 'later', publishDate: TODAY }, ...jobs.slice(1)], recorded[0] as SavedSearch)).toBe(1);
  });

  it('a page that arrives after the search was opened again is ignored', () => {
    const opened = markOpened(listOf(1), 's0', NOW);
    expect(recordSeen(opened, 's0', NOW - 1, jobs)).toEqual(opened);
  });
});

describe('reading what storage holds', () => {
  it('accepts a stored list and refuses other shapes', () => {
    expect(isSavedSearchList(listOf(2))).toBe(true);
    expect(isSavedSearchList([])).toBe(true);
    expect(isSavedSearchList({})).toBe(false);
    expect(isSavedSearchList([{ ...listOf(1)[0], filters: { recruitType: 'intern' } }])).toBe(false);
    expect(isSavedSearchList([{ ...listOf(1)[0], seenIds: 'x' }])).toBe(false);
    expect(isSavedSearchList([...listOf(SAVED_SEARCH_LIMIT), ...listOf(1)]), 'more than the limit').toBe(false);
  });
});
