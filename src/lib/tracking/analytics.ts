import { config, type AppConfig, type LibraryEnv, type TrackingEnv } from '@/lib/config/env';
import { loadScript } from './load-script';

/** A third-party analytics service, behind one method so the vendor can change. */
export interface AnalyticsAdapter {
  track(eventName: string, properties: Record<string, unknown>): void;
}

/** What the analytics SDK is initialised with (rule ENV-3): where its events count, and how it logs. */
export interface AnalyticsSettings {
  /** Tracking environment: dev for dev and test, qa for pre, pro for prod. */
  env: TrackingEnv;
  /** Debug logging: on unless prod. */
  debug: boolean;
  /** Library environment: pre-production for dev, test and pre; production for prod. */
  libraryEnv: LibraryEnv;
}

/** The SDK settings of a configuration (by default the running one; `forceDevEnv` included, rule ENV-2). */
export function analyticsSettings(from: Pick<AppConfig, 'trackingEnv' | 'debug' | 'libraryEnv'> = config): AnalyticsSettings {
  return { env: from.trackingEnv, debug: from.debug, libraryEnv: from.libraryEnv };
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
  sensors?: {
    init?: (settings: AnalyticsSettings) => void;
    track?: (eventName: string, properties: Record<string, unknown>) => void;
  };
}

/**
 * ASSUMPTION: the spec names no vendor. The default adapter reads a Sensors-style global
 * (`window.sensors.init(settings)`, then `window.sensors.track(name, props)`), the usual SDK of such portals; pass
 * another factory otherwise.
 */
function sensorsAdapter(settings: AnalyticsSettings): AnalyticsAdapter | undefined {
  const sdk = (window as unknown as GlobalWithSdk).sensors;
  const track = sdk?.track;
  if (typeof track !== 'function') return undefined;
  if (typeof sdk?.init === 'function') sdk.init(settings);
  return { track: (name, props) => track.call(sdk, name, props) };
}

/**
 * Loads the analytics SDK when `config.analyticsSdkUrl` is set (else stays no-op), initialises it with the tracking
 * and library environments (rule ENV-3) and installs its adapter. Never rejects: a failed load or initialisation
 * leaves the no-op adapter (loadScript shows "sdk加载失败").
 */
export async function initAnalytics(
  createAdapter: (settings: AnalyticsSettings) => AnalyticsAdapter | undefined = sensorsAdapter,
  url: string = config.analyticsSdkUrl,
  settings: AnalyticsSettings = analyticsSettings(),
): Promise<void> {
  if (!url) return;
  try {
    await loadScript(url);
    setAnalyticsAdapter(createAdapter(settings));
  } catch (error) {
    console.warn('埋点上报失败', error);
  }
}
