import { PAGE_HISTORY_KEY, usePageHistoryStore } from '@/lib/tracking/page-history';

beforeEach(() => usePageHistoryStore.setState({ current: undefined, previous: undefined }));

describe('page history (rule STATE-3: the last two page names)', () => {
  it('keeps only the current and the previous page', () => {
    const { push } = usePageHistoryStore.getState();
    push('home');
    expect(usePageHistoryStore.getState()).toMatchObject({ current: 'home', previous: undefined });
    push('job_list');
    push('job_detail');
    expect(usePageHistoryStore.getState()).toMatchObject({ current: 'job_detail', previous: 'job_list' });
    push('delivery_resume');
    expect(usePageHistoryStore.getState()).toMatchObject({ current: 'delivery_resume', previous: 'job_detail' });
  });

  it('records the same page twice in a row once', () => {
    const { push } = usePageHistoryStore.getState();
    push('job_list');
    push('job_detail');
    push('job_detail');
    expect(usePageHistoryStore.getState()).toMatchObject({ current: 'job_detail', previous: 'job_list' });
  });

  it('ignores an empty name', () => {
    usePageHistoryStore.getState().push('home');
    usePageHistoryStore.getState().push('');
    expect(usePageHistoryStore.getState().current).toBe('home');
  });

  it('is kept in session storage under pageHistory', async () => {
    usePageHistoryStore.getState().push('rank');
    usePageHistoryStore.getState().push('points_bill');
    expect(JSON.parse(sessionStorage.getItem(PAGE_HISTORY_KEY)!)).toMatchObject({
      state: { current: 'points_bill', previous: 'rank' },
    });
    sessionStorage.setItem(PAGE_HISTORY_KEY, JSON.stringify({ state: { current: 'feedback', previous: 'rank' }, version: 0 }));
    await usePageHistoryStore.persist.rehydrate();
    expect(usePageHistoryStore.getState()).toMatchObject({ current: 'feedback', previous: 'rank' });
  });
});
