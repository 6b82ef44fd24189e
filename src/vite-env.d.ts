/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_ENV: 'dev' | 'test' | 'pre' | 'prod';
  readonly VITE_PUBLIC_NAME: string;
  readonly VITE_WEB_MARKER: string;
  readonly VITE_H5_MARKER: string;
  readonly VITE_MOBILE_URL: string;
  readonly VITE_MOCK: string;
  /** 'off' builds the mock backend without its server-like latency (the e2e build, docs/decisions/060). */
  readonly VITE_MOCK_LATENCY?: string;
  /** The query client's wait before its one retry, in ms (default 1000; 0 in tests, docs/decisions/060). */
  readonly VITE_RETRY_DELAY_MS?: string;
  readonly VITE_API_BASE: string;
  readonly VITE_ACCOUNT_BASE: string;
  readonly VITE_DICT_BASE: string;
  readonly VITE_SSO_AUTHORIZE_URL: string;
  readonly VITE_APPID_CANDIDATE: string;
  readonly VITE_APPID_STAFF: string;
  readonly VITE_TENANT_ID: string;
  readonly VITE_SENTRY_DSN: string;
  readonly VITE_ANALYTICS_SDK_URL: string;
  readonly VITE_COMPANY_SITE_URL: string;
  readonly VITE_APP_DOWNLOAD_URL: string;
  readonly VITE_QR_OFFICIAL_ACCOUNT_URL: string;
  readonly VITE_QR_MINI_PROGRAM_URL: string;
  readonly VITE_QR_VIDEO_CHANNEL_URL: string;
  readonly VITE_ICP_RECORD: string;
  readonly VITE_POLICE_RECORD: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The entries antd's style cache holds for the portal's theme, computed at build time (build/antd-token-cache.ts). */
declare module 'virtual:antd-token-cache' {
  interface TokenCacheSeed {
    /** The entry's key parts; THEME_ID_SLOT stands for the theme object's id. */
    key: string[];
    /** The entry's value as JSON text. */
    json: string;
    /** The components' variable entries: each value as JSON text, by its key. */
    cssVars: Record<string, string>;
    /** The style entries (the icons'), as antd makes them for a style its sheet holds: each value as JSON text, by key. */
    styles: Record<string, string>;
  }
  /** What stands for the theme object's id in a key. */
  export const THEME_ID_SLOT: string;
  const seeds: Record<'theme' | 'reducedMotion', TokenCacheSeed>;
  export default seeds;
}
