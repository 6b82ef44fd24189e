import { act, renderHook } from '@testing-library/react';
import { removeDraftsOf, DRAFT_MAX_AGE_MS, useDraft, useDraftSavedAt, VISITOR_DRAFT_KEY } from '@/lib/storage';

interface Note {
  text: string;
}

describe('useDraft (rules DRAFT-1, DRAFT-2; docs/decisions/052, 063)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a signed-in user's draft in local storage under draft:{userKey}:{formId}", () => {
    const { result } = renderHook(() => useDraft<Note>('note', 'uc-1'));
    result.current.save({ text: '草稿' });
    expect(JSON.parse(localStorage.getItem('draft:uc-1:note') ?? 'null')).toMatchObject({ value: { text: '草稿' } });
    expect(sessionStorage.getItem('draft:uc-1:note')).toBeNull();
    // A reload (a new hook) finds it again.
    const reloaded = renderHook(() => useDraft<Note>('note', 'uc-1'));
    expect(reloaded.result.current.load()?.value).toEqual({ text: '草稿' });
    result.current.clear();
    expect(localStorage.getItem('draft:uc-1:note')).toBeNull();
    expect(reloaded.result.current.load()).toBeUndefined();
  });

  it("keeps a visitor's draft in the tab's session storage only", () => {
    const { result } = renderHook(() => useDraft<Note>('registration', VISITOR_DRAFT_KEY));
    result.current.save({ text: '访客' });
    expect(sessionStorage.getItem('draft:visitor:registration')).not.toBeNull();
    expect(localStorage.getItem('draft:visitor:registration')).toBeNull();
    expect(result.current.load()?.value).toEqual({ text: '访客' });
  });

  it('reads and writes nothing without an owner', () => {
    const { result } = renderHook(() => useDraft<Note>('note', undefined));
    result.current.save({ text: '无主' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(result.current.load()).toBeUndefined();
    expect(() => result.current.clear()).not.toThrow();
  });

  it('drops a draft older than 7 days, unread', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-20T10:00:00Z'));
    const { result } = renderHook(() => useDraft<Note>('note', 'uc-1'));
    result.current.save({ text: '旧' });
    vi.setSystemTime(Date.parse('2026-05-20T10:00:00Z') + DRAFT_MAX_AGE_MS - 1);
    expect(result.current.load()?.value).toEqual({ text: '旧' });
    vi.setSystemTime(Date.parse('2026-05-20T10:00:00Z') + DRAFT_MAX_AGE_MS);
    expect(result.current.load()).toBeUndefined();
    expect(localStorage.getItem('draft:uc-1:note')).toBeNull();
  });

  it("is gone after the owner's logout; another user's draft stays", () => {
    const mine = renderHook(() => useDraft<Note>('note', 'uc-1')).result.current;
    const theirs = renderHook(() => useDraft<Note>('note', 'uc-2')).result.current;
    mine.save({ text: '我的' });
    theirs.save({ text: '别人的' });
    removeDraftsOf('uc-1');
    expect(mine.load()).toBeUndefined();
    expect(theirs.load()?.value).toEqual({ text: '别人的' });
  });

  it('keeps one handle while the form and owner stay, and a new one for another owner', () => {
    const { result, rerender } = renderHook(({ user }) => useDraft<Note>('note', user), {
      initialProps: { user: 'uc-1' as string | undefined },
    });
    const first = result.current;
    rerender({ user: 'uc-1' });
    expect(result.current).toBe(first);
    first.save({ text: '一' });
    rerender({ user: 'uc-2' });
    expect(result.current).not.toBe(first);
    expect(result.current.load()).toBeUndefined();
  });

  it("tells when this page last saved the draft: nothing at first, each save's time, nothing once cleared", () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:41:00+08:00') });
    // A draft from an earlier visit is not a save of this page.
    localStorage.setItem('draft:uc-9:note', JSON.stringify({ value: { text: '旧的' }, savedAt: Date.now() - 60_000 }));
    const draft = renderHook(() => useDraft<Note>('note', 'uc-9')).result.current;
    const savedAt = renderHook(() => useDraftSavedAt(draft.key));
    expect(draft.key).toBe('draft:uc-9:note');
    expect(savedAt.result.current).toBeUndefined();

    act(() => draft.save({ text: '一' }));
    expect(savedAt.result.current).toBe(Date.now());
    vi.advanceTimersByTime(90_000);
    act(() => draft.save({ text: '一二' }));
    expect(savedAt.result.current).toBe(new Date('2026-11-26T09:42:30+08:00').getTime());
    act(() => draft.clear());
    expect(savedAt.result.current).toBeUndefined();
  });

  it('tells no save without an owner, nor one storage refused', () => {
    const ownerless = renderHook(() => useDraft<Note>('note', undefined)).result.current;
    expect(ownerless.key).toBeUndefined();
    const none = renderHook(() => useDraftSavedAt(ownerless.key));
    act(() => ownerless.save({ text: '无主' }));
    expect(none.result.current).toBeUndefined();

    const draft = renderHook(() => useDraft<Note>('full', 'uc-9')).result.current;
    const savedAt = renderHook(() => useDraftSavedAt(draft.key));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act(() => draft.save({ text: '满了' }));
    setItem.mockRestore();
    expect(savedAt.result.current).toBeUndefined();
  });
});
