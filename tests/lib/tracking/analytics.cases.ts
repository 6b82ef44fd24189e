import { screen } from '@testing-library/react';
import { analyticsAdapter, initAnalytics, loadScript, setAnalyticsAdapter } from '@/lib/tracking';
import { clearToasts, showToasts } from '../http/test-helpers';

const scriptsOf = (url: string) =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === url);

beforeEach(() => showToasts());
afterEach(() => {
  clearToasts();
  setAnalyticsAdapter(undefined);
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as unknown as { sensors?: unknown }).sensors;
});

describe('script loader', () => {
  it('adds the script once per URL and resolves when it loads', async () => {
    const url = 'https://cdn.example.com/sdk-ok.js';
    const first = loadScript(url);
    const second = loadScript(url);
    expect(second).toBe(first);
    expect(scriptsOf(url)).toHaveLength(1);
    expect(scriptsOf(url)[0]!.async).toBe(true);
    scriptsOf(url)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('on failure shows "sdk加载失败", removes the tag and rejects', async () => {
    const url = 'https://cdn.example.com/sdk-broken.js';
    const load = loadScript(url);
    scriptsOf(url)[0]!.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow('sdk加载失败');
    expect(scriptsOf(url)).toHaveLength(0);
    expect(await screen.findByText('sdk加载失败')).toBeInTheDocument();
  });
});

describe('analytics adapter', () => {
  it('is a no-op without an SDK URL (the dev config has none)', async () => {
    await initAnalytics();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(() => analyticsAdapter().track('recruit_social_job_list', {})).not.toThrow();
  });

  it('loads the SDK and routes events to it', async () => {
    const url = 'https://cdn.example.com/analytics.js';
    const track = vi.fn();
    const init = initAnalytics(undefined, url);
    (window as unknown as { sensors: unknown }).sensors = { track };
    scriptsOf(url)[0]!.dispatchEvent(new Event('load'));
    await init;
    analyticsAdapter().track('recruit_campus_home', { pageName: 'home' });
    expect(track).toHaveBeenCalledWith('recruit_campus_home', { pageName: 'home' });
  });

  it('stays no-op (warning only) when the SDK fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const url = 'https://cdn.example.com/analytics-down.js';
    const init = initAnalytics(() => ({ track: vi.fn() }), url);
    scriptsOf(url)[0]!.dispatchEvent(new Event('error'));
    await expect(init).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('埋点上报失败', expect.any(Error));
    expect(() => analyticsAdapter().track('x', {})).not.toThrow();
    warn.mockRestore();
  });
});
