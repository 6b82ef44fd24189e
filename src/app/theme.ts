import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import preparedMaps from 'virtual:theme-map';
import { THEME_SETTINGS } from './theme-tokens';

/** Suffix of every browser-tab title: `{page title} - 招聘门户` (lib/seo writes the head; pages may not import app). */
export { SITE_NAME } from '@/lib/seo/site';

type Tokens = Parameters<MappingAlgorithm>[0];

function sameTokens(a: Tokens, b: Tokens): boolean {
  const keys = Object.keys(a) as (keyof Tokens)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * antd's default algorithm, answering the portal's own seeds from the map tokens the build derived
 * (build/theme-map.ts, docs/decisions/103) and any other seed from antd. Deriving them at run time (colour palettes and
 * sizes) took a boot task of 15–25 ms, 60–100 ms at Lighthouse's 4× CPU slowdown. Each call gets a copy.
 */
export const preparedDefaultAlgorithm: MappingAlgorithm = (seed) => {
  const prepared = preparedMaps.find((entry) => sameTokens(entry.seed, seed));
  return prepared ? { ...prepared.map } : antdTheme.defaultAlgorithm(seed);
};

export const theme: ThemeConfig = {
  ...THEME_SETTINGS,
  cssVar: { ...THEME_SETTINGS.cssVar },
  token: { ...THEME_SETTINGS.token },
  algorithm: preparedDefaultAlgorithm,
};
