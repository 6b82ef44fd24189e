import { act, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { ERROR_TIMEOUT, openPage } from '../../features/jobs/page-helpers';
import { expectExactlyOne } from '../../exactly-once';
import { pagePath } from '@/lib/routing';

interface Posted {
  body: Record<string, unknown>;
  headers: Headers;
}

function collect(): Posted[] {
  const posted: Posted[] = [];
  server.use(
    mock.post('*/client/recruit/v1/behaviors', async ({ request }) => {
      posted.push({ body: (await request.json()) as Record<string, unknown>, headers: request.headers });
      return HttpResponse.json({ code: 0, msg: '', data: null });
    }),
  );
  return posted;
}
const events = (posted: Posted[], type: string, name: string) =>
  posted.filter((e) => e.body.event_type === type && (e.body.content as Record<string, unknown>).event_name === name);

beforeEach(() => usePageHistoryStore.setState({ current: undefined, previous: undefined }));
afterEach(() => vi.useRealTimers());

/** Rules STATE-3, TRACK-8 through the route view: a route's page events describe that route. */
describe('route view tracking (rules STATE-3, TRACK-6, TRACK-8)', () => {
  it.each([
    ['school', 'recruit_campus_job_list', '校园招聘职位'],
    ['shop', 'recruit_shop_job_list', '门店招聘职位'],
  ] as const)(
    'from the social to the %s job list: the stay is the social list’s, the history holds both',
    async (next, nextEnv, heading) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-08-01T09:00:00Z'));
      const posted = collect();
      const { router } = openPage(pagePath('candidate', 'job', 'social'));
      await expectExactlyOne(() => events(posted, 'page_view', 'recruit_social_job_list'), ERROR_TIMEOUT);

      vi.setSystemTime(new Date('2025-08-01T09:00:03Z'));
      // As in the browser, the URL names the next page before the route left unmounts.
      window.history.replaceState(null, '', pagePath('candidate', 'job', next));
      await act(() => router.navigate(pagePath('candidate', 'job', next)));
      await expectExactlyOne(() => events(posted, 'page_view', nextEnv), ERROR_TIMEOUT);
      await expectExactlyOne(() => events(posted, 'page_stay', 'recruit_social_job_list'));

      const [stay] = events(posted, 'page_stay', 'recruit_social_job_list');
      expect(stay!.body.recruit_type_code).toBe('social');
      expect(stay!.headers.get('ClientCode')).toBe('RECRUIT');
      expect(stay!.body.content).toMatchObject({ recruit_type: 'social', page_name: 'job_list', page_stay_time: 3000 });
      const [view] = events(posted, 'page_view', nextEnv);
      expect(view!.body.content).toMatchObject({ previous_page_name: 'recruit_social_job_list' });
      expect(usePageHistoryStore.getState()).toMatchObject({
        current: nextEnv,
        previous: 'recruit_social_job_list',
      });
      expect(await screen.findByRole('heading', { name: heading }, ERROR_TIMEOUT)).toBeInTheDocument();
    },
  );
});
