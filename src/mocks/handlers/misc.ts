import type { HttpHandler } from 'msw';
import { LINK_PATHS, type ShortLinkRequest, type ShortLinkResponse } from '@/api/links';
import { TRACKING_PATHS, type TrackingPayload } from '@/lib/tracking/contract';
import { hashText } from '../data/prng';
import { commit, getState } from '../db';
import { MockError, MOCK_CODE, publicRoute } from '../route';

const ALPHABET = '0123456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
/** Host of the demo's short links (not resolvable: the mock only records them). */
export const SHORT_LINK_HOST = 'https://t.example.com';

function shortCode(url: string): string {
  let value = hashText(url);
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code += ALPHABET[value % ALPHABET.length];
    value = Math.floor(value / ALPHABET.length) + i * 7919;
  }
  return code;
}

const trackedEvents: TrackingPayload[] = [];

/** Tracking events received by the mock backend (newest last, at most 200), for tests. */
export function getTrackedEvents(): TrackingPayload[] {
  return [...trackedEvents];
}

export function clearTrackedEvents(): void {
  trackedEvents.length = 0;
}

export const miscHandlers: HttpHandler[] = [
  publicRoute<ShortLinkResponse>('post', 'main', LINK_PATHS.shortLink, async (ctx) => {
    const body = await ctx.body<ShortLinkRequest>();
    if (!body?.url) throw new MockError(MOCK_CODE.badRequest, '缺少链接地址');
    const code = shortCode(body.url);
    getState().shortLinks[code] = body.url;
    commit();
    return { shortUrl: `${SHORT_LINK_HOST}/${code}`, code };
  }),
  publicRoute<null>('post', 'main', TRACKING_PATHS.behaviors, async (ctx) => {
    const body = await ctx.body<TrackingPayload>();
    if (body) {
      trackedEvents.push(body);
      if (trackedEvents.length > 200) trackedEvents.shift();
    }
    return null;
  }),
];
