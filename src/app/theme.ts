import type { ThemeConfig } from 'antd';
import { THEME_SETTINGS } from './theme-tokens';

/** Suffix of every browser-tab title: `{page title} - 招聘门户` (lib/seo writes the head; pages may not import app). */
export { SITE_NAME } from '@/lib/seo/site';

/**
 * The portal's antd theme: antd's default algorithm (none given) over the portal's seed tokens. Its computed tokens
 * come from the build (src/app/token-cache.ts, docs/decisions/106).
 */
export const theme: ThemeConfig = {
  ...THEME_SETTINGS,
  cssVar: { ...THEME_SETTINGS.cssVar },
  token: { ...THEME_SETTINGS.token },
};
