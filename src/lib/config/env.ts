/**
 * Build-time environment, read once from Vite's `import.meta.env`.
 * The mode (dev, test, pre, prod) is chosen by `vite --mode`; the session-storage
 * flag `forceDevEnv=1` switches the runtime environment to dev (rule ENV-2).
 */
export type AppEnv = 'dev' | 'test' | 'pre' | 'prod';
export type TrackingEnv = 'dev' | 'qa' | 'pro';
export type LibraryEnv = 'pre' | 'prod';

export const FORCE_DEV_FLAG = 'forceDevEnv';

export interface AppConfig {
  appEnv: AppEnv;
  publicName: string;
  webMarker: string;
  h5Marker: string;
  mobileUrl: string;
  apiBase: string;
  accountBase: string;
  dictBase: string;
  ssoAuthorizeUrl: string;
  appid: { candidate: string; staff: string };
  tenantId: string;
  sentryDsn: string;
  analyticsSdkUrl: string;
  trackingEnv: TrackingEnv;
  debug: boolean;
  libraryEnv: LibraryEnv;
  /** The footer's company addresses and record numbers; an empty one is left out of the footer (issue 19). */
  footer: FooterConfig;
}

export interface FooterConfig {
  companySiteUrl: string;
  appDownloadUrl: string;
  qr: { officialAccount: string; miniProgram: string; videoChannel: string };
  icpRecord: string;
  policeRecord: string;
}

type RawEnv = Partial<Record<keyof ImportMetaEnv, string>>;

const TENANT_BY_ENV: Record<AppEnv, string> = { dev: '82', test: '82', pre: '76', prod: '76' };

/** Tracking environment: test → dev, pre → qa, prod → pro (dev stays dev). */
export function trackingEnvOf(env: AppEnv): TrackingEnv {
  return env === 'prod' ? 'pro' : env === 'pre' ? 'qa' : 'dev';
}

/** Dev, test and pre use the pre-production library environment; prod uses prod. */
export function libraryEnvOf(env: AppEnv): LibraryEnv {
  return env === 'prod' ? 'prod' : 'pre';
}

function isAppEnv(value: string | undefined): value is AppEnv {
  return value === 'dev' || value === 'test' || value === 'pre' || value === 'prod';
}

/** The runtime environment: the build's, unless the session forces dev. */
export function resolveAppEnv(buildEnv: string | undefined, storage: Pick<Storage, 'getItem'> | undefined): AppEnv {
  let forced: string | null;
  try {
    forced = storage?.getItem(FORCE_DEV_FLAG) ?? null;
  } catch {
    forced = null;
  }
  if (forced === '1') return 'dev';
  return isAppEnv(buildEnv) ? buildEnv : 'prod';
}

/** Builds the configuration from raw variables; exported for tests. */
export function createConfig(raw: RawEnv, storage: Pick<Storage, 'getItem'> | undefined): AppConfig {
  const appEnv = resolveAppEnv(raw.VITE_APP_ENV, storage);
  const publicName = raw.VITE_PUBLIC_NAME || 'recruit-web';
  return {
    appEnv,
    publicName,
    webMarker: raw.VITE_WEB_MARKER || 'web',
    h5Marker: raw.VITE_H5_MARKER || 'h5',
    mobileUrl: raw.VITE_MOBILE_URL || '/recruit-h5/candidate/home',
    apiBase: raw.VITE_API_BASE || '',
    accountBase: raw.VITE_ACCOUNT_BASE || '',
    dictBase: raw.VITE_DICT_BASE || '',
    ssoAuthorizeUrl: raw.VITE_SSO_AUTHORIZE_URL || '',
    appid: { candidate: raw.VITE_APPID_CANDIDATE || '', staff: raw.VITE_APPID_STAFF || '' },
    tenantId: raw.VITE_TENANT_ID || TENANT_BY_ENV[appEnv],
    sentryDsn: raw.VITE_SENTRY_DSN || '',
    analyticsSdkUrl: raw.VITE_ANALYTICS_SDK_URL || '',
    trackingEnv: trackingEnvOf(appEnv),
    debug: appEnv !== 'prod',
    libraryEnv: libraryEnvOf(appEnv),
    footer: {
      companySiteUrl: raw.VITE_COMPANY_SITE_URL || '',
      appDownloadUrl: raw.VITE_APP_DOWNLOAD_URL || '',
      qr: {
        officialAccount: raw.VITE_QR_OFFICIAL_ACCOUNT_URL || '',
        miniProgram: raw.VITE_QR_MINI_PROGRAM_URL || '',
        videoChannel: raw.VITE_QR_VIDEO_CHANNEL_URL || '',
      },
      icpRecord: raw.VITE_ICP_RECORD || '',
      policeRecord: raw.VITE_POLICE_RECORD || '',
    },
  };
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export const config: AppConfig = createConfig(import.meta.env as RawEnv, sessionStorageOrUndefined());
