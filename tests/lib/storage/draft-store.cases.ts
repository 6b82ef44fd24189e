import { createDraftStore, draftKey } from '@/lib/storage/draft-store';
import type { StorageLike } from '@/lib/storage/json-storage';

interface FeedbackDraft {
  type: number;
  content: string;
}

describe('createDraftStore (rules DRAFT-1, DRAFT-2)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keys drafts as draft:{userKey}:{formId}', () => {
    expect(draftKey('uc-1', 'feedback')).toBe('draft:uc-1:feedback');
  });

  it('saves with a timestamp, loads and clears', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-20T10:00:00Z'));
    const store = createDraftStore<FeedbackDraft>('feedback');

    expect(store.load('uc-1')).toBeUndefined();
    expect(store.save('uc-1', { type: 5, content: '积分未到账' })).toBe(true);
    expect(JSON.parse(localStorage.getItem('draft:uc-1:feedback') ?? 'null')).toEqual({
      value: { type: 5, content: '积分未到账' },
      savedAt: Date.parse('2026-05-20T10:00:00Z'),
    });
    expect(store.load('uc-1')).toEqual({
      value: { type: 5, content: '积分未到账' },
      savedAt: Date.parse('2026-05-20T10:00:00Z'),
    });

    store.clear('uc-1');
    expect(store.load('uc-1')).toBeUndefined();
    expect(localStorage.getItem('draft:uc-1:feedback')).toBeNull();
  });

  it('keeps drafts apart per user and per form', () => {
    const feedback = createDraftStore<FeedbackDraft>('feedback');
    const resume = createDraftStore<{ name: string }>('resume');
    feedback.save('uc-1', { type: 1, content: 'A' });
    feedback.save('uc-2', { type: 2, content: 'B' });
    resume.save('uc-1', { name: '张三' });

    expect(feedback.load('uc-1')?.value).toEqual({ type: 1, content: 'A' });
    expect(feedback.load('uc-2')?.value).toEqual({ type: 2, content: 'B' });
    expect(resume.load('uc-1')?.value).toEqual({ name: '张三' });

    feedback.clear('uc-1');
    expect(feedback.load('uc-2')).toBeDefined();
    expect(resume.load('uc-1')).toBeDefined();
  });

  it.each([
    ['bad JSON', '{oops'],
    ['no timestamp', '{"value":{"type":1}}'],
    ['not an object', '"text"'],
  ])('ignores a stored draft with %s', (_label, stored) => {
    localStorage.setItem('draft:uc-1:feedback', stored);
    expect(createDraftStore<FeedbackDraft>('feedback').load('uc-1')).toBeUndefined();
  });

  it('never throws when local storage is unavailable or full', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createDraftStore<FeedbackDraft>('feedback', () => full);
    expect(store.save('uc-1', { type: 1, content: 'A' })).toBe(false);
    expect(store.load('uc-1')).toBeUndefined();

    const none = createDraftStore<FeedbackDraft>('feedback', () => undefined);
    expect(none.save('uc-1', { type: 1, content: 'A' })).toBe(false);
    expect(() => none.clear('uc-1')).not.toThrow();
  });
});
