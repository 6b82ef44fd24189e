import {
  desktopRedirectTarget,
  h5PublicName,
  mobileRedirectTarget,
  redirectTargetFor,
  type DeviceRedirectConfig,
} from '@/lib/device/redirect';
import { isMobileUserAgent } from '@/lib/device/user-agent';
import { UA } from './user-agents';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const cfg: DeviceRedirectConfig = {
  publicName: 'recruit-web',
  webMarker: 'web',
  h5Marker: 'h5',
  mobileUrl: '/recruit-h5/candidate/home',
};

describe('h5PublicName', () => {
  it.each<[Partial<DeviceRedirectConfig>, string | undefined]>([
    [{}, 'recruit-h5'],
    [{ publicName: 'web-portal-web' }, 'web-portal-h5'], // the last marker is swapped
    [{ publicName: 'careers', webMarker: 'web' }, undefined],
    [{ h5Marker: 'web' }, undefined],
    [{ webMarker: 'recruit-web', h5Marker: 'm' }, 'm'],
  ])('%j → %s', (override, expected) => {
    expect(h5PublicName({ ...cfg, ...override })).toBe(expected);
  });
});

describe('mobileRedirectTarget (rule LINK-4)', () => {
  it.each<[string, string, string | null]>([
    [pagePath('candidate', 'job', 'social'), '', '/recruit-h5/candidate/social/job'],
    [
      pagePath('candidate', 'jobDetail', 'social'),
      '?id=42&frontRecruitType=ATS_RT_001',
      '/recruit-h5/candidate/social/jobDetail?id=42&frontRecruitType=ATS_RT_001',
    ],
    [pagePath('staff', 'job'), 'activeKey=social', '/recruit-h5/staff/job?activeKey=social'],
    [pagePath('candidate', 'home'), '?', '/recruit-h5/candidate/home'],
    ['/recruit-web', '', '/recruit-h5'],
    ['/', '', '/recruit-h5/candidate/home'], // no web marker: the mobile app's home
    ['/other/recruit-webx/job', '?a=1', '/recruit-h5/candidate/home'], // only a whole segment counts
    ['/recruit-h5/candidate/job', '?a=1', null], // already on h5: no loop
    ['/recruit-h5/candidate/home', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(mobileRedirectTarget(pathname, search, cfg)).toBe(expected);
  });

  it('goes to an absolute mobile URL when the path has no marker', () => {
    expect(mobileRedirectTarget('/elsewhere', '', { ...cfg, mobileUrl: 'https://m.example.com/home' })).toBe(
      'https://m.example.com/home',
    );
  });

  it('stays when there is no mobile URL or the visitor is already there', () => {
    expect(mobileRedirectTarget('/elsewhere', '', { ...cfg, mobileUrl: '' })).toBeNull();
    expect(mobileRedirectTarget('/m/home', '?x=1', { ...cfg, publicName: 'careers', mobileUrl: '/m/home?from=web' })).toBeNull();
  });
});

describe('desktopRedirectTarget (rule LINK-5)', () => {
  it.each<[string, string, string | null]>([
    ['/recruit-h5/candidate/social/job', '', pagePath('candidate', 'job', 'social')],
    ['/recruit-h5/candidate/social/jobDetail', '?id=42', pagePath('candidate', 'jobDetail', 'social', { id: '42' })],
    [
      '/recruit-h5/staff/job',
      'activeKey=social&token=abc',
      pagePath('staff', 'job', undefined, { activeKey: 'social', token: 'abc' }),
    ],
    [pagePath('candidate', 'home'), '', null],
    [`${BASE}/candidate/job`, '?a=1', null],
    ['/', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(desktopRedirectTarget(pathname, search, cfg)).toBe(expected);
  });
});

describe('redirectTargetFor, with the user agent judged', () => {
  it.each<[keyof typeof UA, string, string | null]>([
    ['iPhoneSafari', pagePath('candidate', 'job', 'social'), '/recruit-h5/candidate/social/job?id=1'],
    ['androidChrome', pagePath('candidate', 'home'), '/recruit-h5/candidate/home?id=1'],
    ['iPad', pagePath('candidate', 'home'), null],
    ['chrome120', pagePath('candidate', 'home'), null],
    ['chrome120', '/recruit-h5/candidate/home', pagePath('candidate', 'home', undefined, { id: '1' })],
    ['iPhoneSafari', '/recruit-h5/candidate/home', null],
  ])('%s on %s → %s', (ua, pathname, expected) => {
    expect(redirectTargetFor(isMobileUserAgent(UA[ua]), pathname, '?id=1', cfg)).toBe(expected);
  });
});

describe('device redirects never leave the host (issue 18)', () => {
  // Hostile paths a browser may report as location.pathname: the result must stay a path of this host.
  it.each<[string, string, string]>([
    ['desktop', '//evil.example.com/recruit-h5/x', ''],
    ['desktop', '//evil.example.com/recruit-h5/candidate/home', '?a=1'],
    ['desktop', '/\\evil.example.com/recruit-h5/x', ''],
    ['desktop', '/recruit-h5/x\u0000', ''],
    ['mobile', `//evil.example.com${BASE}/x`, ''],
    ['mobile', `/\\evil.example.com${BASE}/x`, ''],
    ['mobile', `${BASE}/\tx`, ''],
  ])('%s on %j stays (no protocol-relative target)', (device, pathname, search) => {
    const target =
      device === 'desktop' ? desktopRedirectTarget(pathname, search, cfg) : mobileRedirectTarget(pathname, search, cfg);
    expect(target).toBeNull();
  });

  it('a protocol-relative mobile address in the configuration is refused; an absolute https one is kept', () => {
    expect(mobileRedirectTarget('/elsewhere', '', { ...cfg, mobileUrl: '//m.evil.example.com/' })).toBeNull();
    expect(mobileRedirectTarget('/elsewhere', '', { ...cfg, mobileUrl: 'https://m.example.com/home' })).toBe(
      'https://m.example.com/home',
    );
  });

  it('ordinary paths still swap', () => {
    expect(desktopRedirectTarget('/recruit-h5/candidate/home', '?a=1', cfg)).toBe(
      pagePath('candidate', 'home', undefined, { a: '1' }),
    );
    expect(mobileRedirectTarget(pagePath('staff', 'job'), '?token=t', cfg)).toBe('/recruit-h5/staff/job?token=t');
  });
});
