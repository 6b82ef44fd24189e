import { renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { RecruitType } from '@/lib/config/business';
import { server } from '@/mocks/node';
import { usePageTracking } from '@/lib/tracking';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { setPath } from '../http/test-helpers';
import { expectExactlyOne } from '../../exactly-once';
import { pagePath } from '@/lib/routing';

const BEHAVIORS = '/api/recruit/client/recruit/v1/behaviors';

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
const views = (posted: Array<Record<string, unknown>>) =>
  posted.filter((e) => e.event_type === 'page_view').map((e) => e.content as Record<string, unknown>);

beforeEach(() => usePageHistoryStore.setState({ current: undefined, previous: undefined }));
afterEach(() => setPath('/'));

/**
 * Rule STATE-3: the page history keeps page-environment names (`recruit_{portal}_{page}`), so the social, shop and
 * school pages of one page name stay apart.
 */
describe('page history of page-environment names (rules STATE-3, TRACK-6)', () => {
  it('moving from the social to the shop job list records both, and the shop view names the social list', async () => {
    const posted = collect();
    let recruitType: RecruitType = 'social';
    setPath(pagePath('candidate', 'job', 'social'));
    const { rerender } = renderHook(() => usePageTracking('job_list', { business: 'candidate', recruitType }));
    await expectExactlyOne(() => views(posted));
    expect(usePageHistoryStore.getState()).toMatchObject({ current: 'recruit_social_job_list' });

    recruitType = 'shop';
    setPath(pagePath('candidate', 'job', 'shop'));
    rerender();
    await waitFor(() => expect(views(posted)).toHaveLength(2));
    expect(usePageHistoryStore.getState()).toMatchObject({
      current: 'recruit_shop_job_list',
      previous: 'recruit_social_job_list',
    });
    expect(views(posted)[1]).toMatchObject({
      event_name: 'recruit_shop_job_list',
      page_name: 'job_list',
      previous_page_name: 'recruit_social_job_list',
    });
    expect(JSON.parse(sessionStorage.getItem('pageHistory')!)).toMatchObject({
      state: { current: 'recruit_shop_job_list', previous: 'recruit_social_job_list' },
    });
  });

  it('the school job detail after the social one is a new page too', async () => {
    const posted = collect();
    let recruitType: RecruitType = 'social';
    setPath(pagePath('candidate', 'jobDetail', 'social'));
    const { rerender } = renderHook(() => usePageTracking('job_detail', { business: 'candidate', recruitType }));
    await expectExactlyOne(() => views(posted));
    recruitType = 'school';
    setPath(pagePath('candidate', 'jobDetail', 'school'));
    rerender();
    await waitFor(() => expect(views(posted)).toHaveLength(2));
    expect(usePageHistoryStore.getState()).toMatchObject({
      current: 'recruit_campus_job_detail',
      previous: 'recruit_social_job_detail',
    });
  });
});
