import { config } from '@/lib/config/env';
import { loadScript } from './load-script';

/** A third-party analytics service, behind one method so the vendor can change. */
export interface AnalyticsAdapter {
  track(eventName: string, properties: Record<string, unknown>): void;
}

const noopAdapter: AnalyticsAdapter = { track: () => undefined };
let adapter: AnalyticsAdapter = noopAdapter;

/** Installs an analytics adapter (or the no-op one with `undefined`). */
export function setAnalyticsAdapter(next: AnalyticsAdapter | undefined): void {
  adapter = next ?? noopAdapter;
}

/** The installed adapter (no-op until `initAnalytics` or `setAnalyticsAdapter`). */
export function analyticsAdapter(): AnalyticsAdapter {
  return adapter;
}

interface GlobalWithSdk {
  sensors?: { track?: (eventName: string, properties: Record<string, unknown>) => void };
}

/**
 * ASSUMPTION: the spec names no vendor. The default adapter reads a Sensors-style global
 * (`window.sensors.track(name, props)`), the usual SDK of such portals; pass another factory otherwise.
 */
function sensorsAdapter(): AnalyticsAdapter | undefined {
  const sdk = (window as unknown as GlobalWithSdk).sensors;
  const track = sdk?.track;
  return typeof track === 'function' ? { track: (name, props) => track.call(sdk, name, props) } : undefined;
}

/**
 * Loads the analytics SDK when `config.analyticsSdkUrl` is set (else stays no-op) and installs its adapter.
 * Never rejects: a failed load leaves the no-op adapter (loadScript shows "sdk加载失败").
 */
export async function initAnalytics(
  createAdapter: () => AnalyticsAdapter | undefined = sensorsAdapter,
  url: string = config.analyticsSdkUrl,
): Promise<void> {
  if (!url) return;
  try {
    await loadScript(url);
    setAnalyticsAdapter(createAdapter());
  } catch (error) {
    console.warn('埋点上报失败', error);
  }
}
