import { createShortLink, SHARE_BIZ_TYPE } from '@/api/links';
import { TRACKING_PATHS } from '@/lib/tracking/contract';
import { http } from '@/lib/http';
import { getTrackedEvents } from '@/mocks/node';
import { visit } from './session';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

describe('api/links and the tracking endpoint against the mock backend', () => {
  beforeEach(() => visit(pagePath('candidate', 'jobDetail', 'social')));

  it('creates the same short link for the same URL (biz type 17)', async () => {
    const url = `http://localhost:3000${BASE}/candidate/social/jobDetail?id=PD20001`;
    const first = await createShortLink(url);
    expect(SHARE_BIZ_TYPE).toBe(17);
    expect(first.shortUrl).toMatch(/^https:\/\/t\.example\.com\/[0-9A-Za-z]{6}$/);
    await expect(createShortLink(url)).resolves.toEqual(first);
  });

  it('records tracking events (keys arrive in snake case, read back in camelCase)', async () => {
    await http.post(TRACKING_PATHS.behaviors, {
      eventType: 'recruit_social_jobDetail',
      content: { pageName: 'jobDetail' },
      recruitTypeCode: 'social',
    });
    expect(getTrackedEvents()).toEqual([
      { eventType: 'recruit_social_jobDetail', content: { pageName: 'jobDetail' }, recruitTypeCode: 'social' },
    ]);
  });
});
