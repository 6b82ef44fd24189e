import { h5PublicName, type DeviceRedirectConfig } from './h5-name';

export { h5PublicName, type DeviceRedirectConfig } from './h5-name';

/** Swaps the first whole path segment equal to `from` for `to`; undefined when there is none. */
function swapSegment(pathname: string, from: string, to: string): string | undefined {
  const segments = pathname.split('/');
  const at = segments.indexOf(from);
  if (at < 0) return undefined;
  segments[at] = to;
  return segments.join('/');
}

function withSearch(pathname: string, search: string): string {
  if (search === '' || search === '?') return pathname;
  return `${pathname}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * A redirect target only when it stays on this host: a path starting with one `/`, no back slash, no control
 * character. `//host/recruit-h5/x` would otherwise become the protocol-relative `//host/recruit-web/x`.
 */
function sameHost(target: string | null | undefined): string | null {
  if (!target) return null;
  // eslint-disable-next-line no-control-regex
  if (!target.startsWith('/') || /^\/[/\\]/.test(target) || /[\\\u0000-\u001f\u007f]/.test(target)) return null;
  return target;
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * Where a mobile visitor goes (rule LINK-4): on a path carrying the web segment (`/recruit-web/…`),
 * the same path and query under the h5 segment (`/recruit-h5/…`); elsewhere, `mobileUrl`.
 * Null when no move is needed: already on an h5 path (the page then points to the mobile app
 * instead of looping) or already at `mobileUrl`.
 */
export function mobileRedirectTarget(pathname: string, search: string, cfg: DeviceRedirectConfig): string | null {
  const h5Name = h5PublicName(cfg);
  if (h5Name) {
    if (swapSegment(pathname, h5Name, cfg.publicName) !== undefined) return null;
    const swapped = swapSegment(pathname, cfg.publicName, h5Name);
    if (swapped !== undefined) return sameHost(withSearch(swapped, search));
  }
  if (!cfg.mobileUrl || pathOf(cfg.mobileUrl) === pathname) return null;
  // The configured address may name the mobile app's own host; a protocol-relative one is refused like any other.
  return /^https?:\/\//i.test(cfg.mobileUrl) ? cfg.mobileUrl : sameHost(cfg.mobileUrl);
}

/**
 * Where a desktop visitor goes (rule LINK-5): on an h5 path (`/recruit-h5/…`), the same path and
 * query under the web segment; anywhere else, null (stay).
 */
export function desktopRedirectTarget(pathname: string, search: string, cfg: DeviceRedirectConfig): string | null {
  const h5Name = h5PublicName(cfg);
  const swapped = h5Name ? swapSegment(pathname, h5Name, cfg.publicName) : undefined;
  return swapped === undefined ? null : sameHost(withSearch(swapped, search));
}

/** The redirect for a phone (`mobile`) or a desktop visitor, or null to stay. */
export function redirectTargetFor(mobile: boolean, pathname: string, search: string, cfg: DeviceRedirectConfig): string | null {
  return mobile ? mobileRedirectTarget(pathname, search, cfg) : desktopRedirectTarget(pathname, search, cfg);
}
