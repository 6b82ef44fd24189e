import {
  createDraftStore,
  DRAFT_MAX_AGE_MS,
  handOffVisitorDrafts,
  isFreshDraft,
  markVisitorHandOff,
  purgeExpiredDrafts,
  removeDraftsOf,
  VISITOR_DRAFT_KEY,
  VISITOR_HAND_OFF_KEY,
  VISITOR_HAND_OFF_TTL_MS,
} from '@/lib/storage';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const draft = (savedAt: number, value: unknown = { name: '张三' }) => JSON.stringify({ value, savedAt });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the draft age limit (docs/decisions/052)', () => {
  it.each<[string, number, boolean]>([
    ['saved just now', NOW, true],
    ['saved a day ago', NOW - 24 * 3600 * 1000, true],
    ['one millisecond within the limit', NOW - DRAFT_MAX_AGE_MS + 1, true],
    ['exactly at the limit', NOW - DRAFT_MAX_AGE_MS, false],
    ['a year old', NOW - 365 * 24 * 3600 * 1000, false],
    ['from the far future (a clock moved back)', NOW + DRAFT_MAX_AGE_MS, false],
    ['saved at NaN', Number.NaN, false],
    ['saved at Infinity', Number.POSITIVE_INFINITY, false],
    ['saved at -Infinity', Number.NEGATIVE_INFINITY, false],
    ['saved at epoch 0', 0, false],
  ])('a draft %s is fresh: %s', (_name, savedAt, fresh) => {
    expect(isFreshDraft(savedAt, NOW)).toBe(fresh);
  });

  it('a form never sees an expired draft, and the expired draft is removed unread', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.setItem('draft:1001:resume-1', draft(NOW - DRAFT_MAX_AGE_MS - 1));
    expect(createDraftStore('resume-1').load('1001')).toBeUndefined();
    expect(localStorage.getItem('draft:1001:resume-1')).toBeNull();
  });

  it('at boot drops expired and unreadable drafts and keeps fresh ones and other keys', () => {
    localStorage.setItem('draft:1001:resume-1', draft(NOW - DRAFT_MAX_AGE_MS - 1));
    localStorage.setItem('draft:1001:feedback', draft(NOW - 1000));
    localStorage.setItem('draft:1002:evaluation-7', '{not json');
    localStorage.setItem('draft:1003:registration', JSON.stringify({ value: 1, savedAt: '2026-11-25' }));
    localStorage.setItem('mockDb', '{}');
    purgeExpiredDrafts(localStorage, NOW);
    expect(Object.keys(localStorage).sort()).toEqual(['draft:1001:feedback', 'mockDb']);
  });
});

describe('drafts leave with their owner', () => {
  it("removeDraftsOf removes one user's drafts and every visitor draft of the tab", () => {
    localStorage.setItem('draft:1001:resume-1', draft(NOW));
    localStorage.setItem('draft:10011:resume-1', draft(NOW));
    sessionStorage.setItem('draft:visitor:registration', draft(NOW));
    sessionStorage.setItem(VISITOR_HAND_OFF_KEY, String(NOW));
    removeDraftsOf('1001');
    expect(Object.keys(localStorage)).toEqual(['draft:10011:resume-1']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('a visitor draft lives in the tab (session storage), never in local storage', () => {
    createDraftStore('registration').save(VISITOR_DRAFT_KEY, { phone: '13800000000' });
    expect(sessionStorage.getItem('draft:visitor:registration')).toContain('13800000000');
    expect(localStorage.length).toBe(0);
  });

  it('a sign-in the visitor asked for (from their form) takes their draft', () => {
    sessionStorage.setItem('draft:visitor:registration', draft(NOW, { phone: '13800000000' }));
    markVisitorHandOff(sessionStorage, NOW);
    handOffVisitorDrafts('1001', localStorage, sessionStorage, NOW + 60_000);
    expect(localStorage.getItem('draft:1001:registration')).toContain('13800000000');
    expect(sessionStorage.length).toBe(0);
  });

  it.each<[string, () => void, number]>([
    ['without a hand-off (someone else signed in at a shared computer)', () => undefined, NOW],
    ['with a hand-off that has expired', () => markVisitorHandOff(sessionStorage, NOW - VISITOR_HAND_OFF_TTL_MS), NOW],
    ['with a hand-off "from the future"', () => markVisitorHandOff(sessionStorage, NOW + 60_000), NOW],
    ['with a tampered hand-off', () => sessionStorage.setItem(VISITOR_HAND_OFF_KEY, '"yes"'), NOW],
  ])('a sign-in %s drops the visitor draft unread', (_name, mark, at) => {
    sessionStorage.setItem('draft:visitor:registration', draft(NOW, { phone: '13800000000' }));
    mark();
    handOffVisitorDrafts('1001', localStorage, sessionStorage, at);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("the user's own draft wins over the visitor's", () => {
    localStorage.setItem('draft:1001:registration', draft(NOW, { phone: 'own' }));
    sessionStorage.setItem('draft:visitor:registration', draft(NOW, { phone: 'visitor' }));
    markVisitorHandOff(sessionStorage, NOW);
    handOffVisitorDrafts('1001', localStorage, sessionStorage, NOW);
    expect(localStorage.getItem('draft:1001:registration')).toContain('own');
  });
});
