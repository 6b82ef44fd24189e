import { h5PublicName, type DeviceRedirectConfig } from '@/lib/device/h5-name';

type DeviceModule = typeof import('@/lib/device');

/**
 * The user-agent strings of current desktop Chrome/Edge (≥ 79, headless Chrome too), Firefox (≥ 78) and Safari (≥ 12), exactly as
 * those browsers send them. For these ua-parser-js cannot find a phone, and the browser is on the allow-list, so
 * the device module (with ua-parser-js, ≈ 8 kB gzip) need not load. Anything else goes through the full check.
 */
const DESKTOP_PLATFORM = String.raw`(?:Windows NT \d+\.\d+(?:; (?:Win64|WOW64))?(?:; x64)?|Macintosh; Intel Mac OS X [\d_.]+|X11; (?:Ubuntu; )?Linux x86_64|X11; CrOS \w+ [\d.]+)`;
const PLAIN_DESKTOP: ReadonlyArray<{ pattern: RegExp; minMajor: number }> = [
  {
    pattern: new RegExp(String.raw`^Mozilla/5\.0 \(${DESKTOP_PLATFORM}\) AppleWebKit/537\.36 \(KHTML, like Gecko\) (?:Headless)?Chrome/(\d+)\.[\d.]+ Safari/537\.36(?: Edg/[\d.]+)?$`),
    minMajor: 79,
  },
  {
    pattern: new RegExp(String.raw`^Mozilla/5\.0 \(${DESKTOP_PLATFORM}; rv:[\d.]+\) Gecko/20100101 Firefox/(\d+)\.[\d.]+$`),
    minMajor: 78,
  },
  {
    pattern: /^Mozilla\/5\.0 \(Macintosh; Intel Mac OS X [\d_]+\) AppleWebKit\/[\d.]+ \(KHTML, like Gecko\) Version\/(\d+)(?:\.\d+)* Safari\/[\d.]+$/,
    minMajor: 12,
  },
];

/** True for a current desktop browser's own user agent (see PLAIN_DESKTOP); false means "check fully". */
export function isPlainSupportedDesktop(ua: string): boolean {
  return PLAIN_DESKTOP.some(({ pattern, minMajor }) => {
    const major = pattern.exec(ua)?.[1];
    return major !== undefined && Number(major) >= minMajor;
  });
}

/** Whether the device redirect (decisions 2) or the browser prompt (spec 9) may apply, i.e. ua-parser-js is needed. */
export function needsDeviceModule(ua: string, pathname: string, cfg: DeviceRedirectConfig): boolean {
  const h5Name = h5PublicName(cfg);
  return !isPlainSupportedDesktop(ua) || (h5Name !== undefined && pathname.split('/').includes(h5Name));
}

let loaded: DeviceModule | undefined;

/** Loads the device module; afterwards `browserVerdict` answers for every user agent. */
export async function loadDeviceModule(): Promise<DeviceModule> {
  loaded ??= await import('@/lib/device');
  return loaded;
}

/** Whether the browser is on the allow-list; undefined while that needs the device module and it is not loaded. */
export function browserVerdict(ua: string): boolean | undefined {
  if (isPlainSupportedDesktop(ua)) return true;
  return loaded?.isSupportedBrowser(ua);
}
