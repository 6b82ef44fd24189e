import { createCache, createTheme } from '@ant-design/cssinjs';
import { theme as antdTheme } from 'antd';
import seeds, { THEME_ID_SLOT } from 'virtual:antd-token-cache';

/** The uses a seeded variable entry starts with: one more than any component gives back. */
const PINNED_USES = 1;

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
  // The icons' style entry as antd makes it for rules its sheet holds (docs/decisions/136): found here, antd does not ask
  // the page which styles the sheet holds (an element appended and its computed style read, in the first render).
  for (const [key, json] of Object.entries(seeds[variant].styles)) cache.update([key], () => [0, JSON.parse(json)]);
  // The components' variables (decision 114). antd asks for an entry through `opUpdate` before it reads one (cssinjs'
  // useGlobalCache): a seeded entry goes in at that moment, parsed only for the kinds of component a page renders. It
  // comes with a use that is never given back: antd drops an entry, and the `<style>` of its variables, when the last
  // component of its kind unmounts (a list's skeleton giving way to its data), only to derive them again and insert the
  // style again when the next one mounts.
  const cssVars = new Map(Object.entries(seeds[variant].cssVars));
  const opUpdate = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    const seed = cssVars.get(key);
    if (seed !== undefined) {
      cssVars.delete(key);
      opUpdate(key, () => [PINNED_USES, JSON.parse(seed) as unknown]);
    }
    opUpdate(key, valueFn);
  };
  return cache;
}

export type TokenCacheVariant = keyof typeof seeds;

/** The key of the variant's entry in this page: the build's key with the id of antd's default theme object. */
export function tokenCacheKey(variant: TokenCacheVariant): string[] {
  const themeId = String(createTheme(antdTheme.defaultAlgorithm).id);
  return seeds[variant].key.map((part) => (part === THEME_ID_SLOT ? themeId : part));
}
