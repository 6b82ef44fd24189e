import { createCache, createTheme } from '@ant-design/cssinjs';
import { theme as antdTheme } from 'antd';
import seeds, { THEME_ID_SLOT } from 'virtual:antd-token-cache';

/**
 * A style cache for antd (cssinjs' StyleProvider) that already holds the tokens of the portal's theme — `variant`, the
 * theme or the theme without motion — as the build computed them with antd's own code (docs/decisions/106).
 * ConfigProvider finds them by their key instead of deriving, hashing and writing out ~500 tokens in the first render.
 * The key names the theme object by its id, which cssinjs counts up per page: it is the id of antd's default theme,
 * the one ConfigProvider uses for a theme without an algorithm. A key that does not match is never read.
 */
export function seededStyleCache(variant: TokenCacheVariant): ReturnType<typeof createCache> {
  const cache = createCache();
  // `0` uses, as a new entry: the first render counts its use, as it does for an entry it creates itself.
  cache.update(tokenCacheKey(variant), () => [0, JSON.parse(seeds[variant].json) as unknown]);
  return cache;
}

export type TokenCacheVariant = keyof typeof seeds;

/** The key of the variant's entry in this page: the build's key with the id of antd's default theme object. */
export function tokenCacheKey(variant: TokenCacheVariant): string[] {
  const themeId = String(createTheme(antdTheme.defaultAlgorithm).id);
  return seeds[variant].key.map((part) => (part === THEME_ID_SLOT ? themeId : part));
}
