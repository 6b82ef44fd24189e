import { http } from '@/lib/http';
import { shortLinkSchema } from './schemas/links';

/** Share biz type (rule CONST-7). */
export const SHARE_BIZ_TYPE = 17;

export interface ShortLinkRequest {
  /** The full URL to shorten. */
  url: string;
  bizType: number;
}

export interface ShortLinkResponse {
  shortUrl: string;
  code: string;
}

export const LINK_PATHS = {
  shortLink: '/link/short/link',
} as const;

/** Creates a short share link for a URL. */
export function createShortLink(url: string, bizType: number = SHARE_BIZ_TYPE): Promise<ShortLinkResponse> {
  return http.post<ShortLinkResponse>(LINK_PATHS.shortLink, { url, bizType }, { schema: shortLinkSchema });
}
