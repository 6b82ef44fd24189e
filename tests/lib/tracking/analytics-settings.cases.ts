import { createConfig, type AppEnv } from '@/lib/config/env';
import { analyticsSettings, initAnalytics, setAnalyticsAdapter } from '@/lib/tracking';

const scriptOf = (url: string) =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).find((s) => s.src === url);

afterEach(() => {
  setAnalyticsAdapter(undefined);
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as unknown as { sensors?: unknown }).sensors;
});

/** Rules ENV-3, TRACK-9: the SDK is initialised with the tracking environment, debug and the library environment. */
describe('analytics SDK settings (rules ENV-3, TRACK-9)', () => {
  it.each([
    ['dev', { env: 'dev', debug: true, libraryEnv: 'pre' }],
    ['test', { env: 'dev', debug: true, libraryEnv: 'pre' }],
    ['pre', { env: 'qa', debug: true, libraryEnv: 'pre' }],
    ['prod', { env: 'pro', debug: false, libraryEnv: 'prod' }],
  ] as const)('a %s build gives the SDK %o', (mode: AppEnv, settings) => {
    expect(analyticsSettings(createConfig({ VITE_APP_ENV: mode }, undefined))).toEqual(settings);
  });

  it('the default (Sensors-style) adapter initialises the SDK with them before tracking', async () => {
    const url = 'https://cdn.example.com/analytics-env.js';
    const calls: string[] = [];
    const init = vi.fn(() => calls.push('init'));
    const track = vi.fn(() => calls.push('track'));
    const loading = initAnalytics(undefined, url);
    (window as unknown as { sensors: unknown }).sensors = { init, track };
    scriptOf(url)!.dispatchEvent(new Event('load'));
    await loading;
    // vitest runs the dev mode (docs/decisions/004).
    expect(init).toHaveBeenCalledWith({ env: 'dev', debug: true, libraryEnv: 'pre' });
    const { analyticsAdapter } = await import('@/lib/tracking');
    analyticsAdapter().track('recruit_social_home', {});
    expect(calls).toEqual(['init', 'track']);
  });

  it('a custom adapter factory receives the settings', async () => {
    const url = 'https://cdn.example.com/analytics-custom.js';
    const factory = vi.fn(() => ({ track: vi.fn() }));
    const loading = initAnalytics(factory, url, { env: 'qa', debug: true, libraryEnv: 'pre' });
    scriptOf(url)!.dispatchEvent(new Event('load'));
    await loading;
    expect(factory).toHaveBeenCalledWith({ env: 'qa', debug: true, libraryEnv: 'pre' });
  });
});
