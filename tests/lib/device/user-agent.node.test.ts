import { MIN_BROWSER_VERSIONS, isMobileUserAgent, isSupportedBrowser } from '@/lib/device/user-agent';
import { UA } from './user-agents';

type UaName = keyof typeof UA;

describe('isMobileUserAgent', () => {
  it.each<[UaName, boolean]>([
    ['iPhoneSafari', true],
    ['iPhoneWeChat', true],
    ['androidChrome', true],
    ['androidWeChat', true],
    ['iPad', false], // tablets keep the desktop site
    ['androidTablet', false],
    ['chrome120', false],
    ['firefox121', false],
    ['edge120', false],
    ['safari17Mac', false],
    ['ie11', false],
    ['empty', false],
  ])('%s → %s', (name, expected) => {
    expect(isMobileUserAgent(UA[name])).toBe(expected);
  });
});

describe('isSupportedBrowser', () => {
  it('the allow-list minimums', () => {
    expect(MIN_BROWSER_VERSIONS).toEqual({ Chrome: 68, Edge: 79, Firefox: 78, Safari: 12 });
  });

  it.each<[UaName, boolean]>([
    ['chrome120', true],
    ['chrome68', true], // the spec's minimum
    ['chrome60', false],
    ['headlessChrome', true],
    ['androidChrome', true],
    ['edge120', true],
    ['edge79', true],
    ['edgeLegacy18', false], // EdgeHTML
    ['firefox121', true],
    ['firefox78', true],
    ['firefox60', false],
    ['safari17Mac', true],
    ['safari12Mac', true],
    ['safari11Mac', false],
    ['iPhoneSafari', true],
    ['iPad', true],
    ['qqBrowser', true], // Chromium shell with Blink 94
    ['browser360Old', false], // Chromium shell with Blink 63
    ['ie11', false],
    ['ie10', false],
    ['empty', false],
  ])('%s → %s', (name, expected) => {
    expect(isSupportedBrowser(UA[name])).toBe(expected);
  });
});
