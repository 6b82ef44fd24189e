import { act, renderHook } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { usePageTracking } from '@/lib/tracking';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { setPath } from '../http/test-helpers';
import { expectExactlyOne } from '../../exactly-once';
import { pagePath } from '@/lib/routing';

const BEHAVIORS = '/api/recruit/client/recruit/v1/behaviors';
const START = new Date('2025-06-01T10:00:00Z').getTime();

function collect(): Array<Record<string, unknown>> {
  const posted: Array<Record<string, unknown>> = [];
  server.use(
    mock.post(BEHAVIORS, async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ code: 0, msg: '', data: null });
    }),
  );
  return posted;
}

const ofType = (posted: Array<Record<string, unknown>>, type: string) => posted.filter((e) => e.event_type === type);
const contentOf = (event: Record<string, unknown> | undefined) => event?.content as Record<string, unknown>;

let page = 0;
beforeEach(() => {
  // A distinct page per test: repeated views of one page within 100 ms count once (StrictMode).
  page += 1;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START + page * 60_000);
  usePageHistoryStore.setState({ current: undefined, previous: undefined });
});
afterEach(() => {
  vi.useRealTimers();
  setPath('/');
});

describe('usePageTracking', () => {
  it('sends a page view on mount, named recruit_{portal}_{page}, with the previous page (its page-environment name)', async () => {
    setPath(pagePath('candidate', 'job', 'shop'));
    usePageHistoryStore.getState().push('recruit_social_home');
    const posted = collect();
    renderHook(() => usePageTracking(`job_list_${page}`));
    await expectExactlyOne(() => ofType(posted, 'page_view'));
    expect(contentOf(ofType(posted, 'page_view')[0])).toMatchObject({
      event_name: `recruit_shop_job_list_${page}`,
      page_name: `job_list_${page}`,
      previous_page_name: 'recruit_social_home',
    });
    expect(usePageHistoryStore.getState()).toMatchObject({
      current: `recruit_shop_job_list_${page}`,
      previous: 'recruit_social_home',
    });
  });

  it.each([
    [500, false],
    [1000, false],
    [1001, true],
    [42_000, true],
  ])('a stay of %i ms is sent: %s', async (stayMs, sent) => {
    setPath(pagePath('candidate', 'trends', 'school'));
    const posted = collect();
    const { unmount } = renderHook(() => usePageTracking(`trends_${page}`));
    await expectExactlyOne(() => ofType(posted, 'page_view'));
    vi.setSystemTime(Date.now() + stayMs);
    unmount();
    if (sent) {
      await expectExactlyOne(() => ofType(posted, 'page_stay'));
      expect(contentOf(ofType(posted, 'page_stay')[0])).toMatchObject({
        page_stay_time: stayMs,
        event_name: `recruit_campus_trends_${page}`,
      });
      expect(ofType(posted, 'page_stay')[0]!.recruit_type_code).toBe('school');
    } else {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ofType(posted, 'page_stay')).toHaveLength(0);
    }
  });

  it('sends the stay when the page is closed (pagehide), once even if it unmounts right after', async () => {
    setPath(pagePath('staff', 'rank'));
    const posted = collect();
    const { unmount } = renderHook(() => usePageTracking(`rank_${page}`));
    await expectExactlyOne(() => ofType(posted, 'page_view'));
    vi.setSystemTime(Date.now() + 5000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    vi.setSystemTime(Date.now() + 50);
    unmount();
    await expectExactlyOne(() => ofType(posted, 'page_stay'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ofType(posted, 'page_stay')).toHaveLength(1);
    expect(contentOf(ofType(posted, 'page_stay')[0])).toMatchObject({
      page_stay_time: 5000,
      event_name: `recruit_staff_rank_${page}`,
    });
  });
});
