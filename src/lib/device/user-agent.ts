import { UAParser } from 'ua-parser-js';

/**
 * Device types sent to the mobile app. Tablets keep the desktop site: its 1000/1200 px content
 * fits a tablet screen, and iPadOS Safari already presents itself as desktop Safari by default.
 */
const MOBILE_DEVICE_TYPES: ReadonlySet<string> = new Set(['mobile', 'wearable']);

/**
 * One parser per user agent, asked only for the parts a rule reads: `UAParser(ua)` parses all five (browser, engine,
 * OS, device, CPU), and compiling those patterns was ~12 ms of the boot's first task (50 ms at Lighthouse's 4× CPU
 * slowdown); the banner asks for the browser, the boot for the device where no worker answers it (device-verdict).
 */
let parsed: { ua: string; device?: boolean; supported?: boolean } = { ua: '' };
function parsedFor(ua: string): typeof parsed {
  if (parsed.ua !== ua) parsed = { ua };
  return parsed;
}

/** True when the user agent is a phone (or a wearable), by ua-parser-js's device type. */
export function isMobileUserAgent(ua: string): boolean {
  const result = parsedFor(ua);
  result.device ??= MOBILE_DEVICE_TYPES.has(new UAParser(ua).getDevice().type ?? '');
  return result.device;
}

type BrowserFamily = 'Chrome' | 'Edge' | 'Firefox' | 'Safari';

/**
 * Minimum major versions of the supported-browser allow-list. The spec gives only Chrome 68;
 * Edge 79 (the first Chromium Edge), Firefox 78 (ESR) and Safari 12 are our choice, set at the
 * releases that match Chrome 68's feature level.
 */
export const MIN_BROWSER_VERSIONS: Readonly<Record<BrowserFamily, number>> = {
  Chrome: 68,
  Edge: 79,
  Firefox: 78,
  Safari: 12,
};

/** ua-parser-js browser names of each allowed family (mobile, headless and webview variants included). */
const FAMILY_OF_BROWSER: Readonly<Record<string, BrowserFamily>> = {
  Chrome: 'Chrome',
  'Mobile Chrome': 'Chrome',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  Chromium: 'Chrome',
  Edge: 'Edge',
  Firefox: 'Firefox',
  'Mobile Firefox': 'Firefox',
  Safari: 'Safari',
  'Mobile Safari': 'Safari',
};

function majorOf(version: string | undefined): number {
  const major = Number.parseInt(version ?? '', 10);
  return Number.isNaN(major) ? 0 : major;
}

/**
 * The supported-browser allow-list: Chrome ≥ 68 (the spec's only figure), Edge (Chromium) ≥ 79,
 * Firefox ≥ 78, Safari ≥ 12. Other browsers built on Chromium (360, QQ, Sogou, Opera, the
 * WeChat desktop browser…) are judged by their Blink engine version against Chrome's 68, since
 * they render exactly as that Chrome does. Everything else — IE, legacy EdgeHTML Edge, unknown
 * agents — is unsupported and gets the prompt.
 */
export function isSupportedBrowser(ua: string): boolean {
  const result = parsedFor(ua);
  result.supported ??= supportedBy(new UAParser(ua));
  return result.supported;
}

function supportedBy(parser: UAParser): boolean {
  const browser = parser.getBrowser();
  const family = browser.name ? FAMILY_OF_BROWSER[browser.name] : undefined;
  if (family) return majorOf(browser.version) >= MIN_BROWSER_VERSIONS[family];
  const engine = parser.getEngine();
  if (engine.name === 'Blink') return majorOf(engine.version) >= MIN_BROWSER_VERSIONS.Chrome;
  return false;
}
