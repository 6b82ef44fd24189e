// `virtual:antd-token-cache`: the entry antd's style cache holds for the portal's theme, computed at build time
// (docs/decisions/106, which replaced the map tokens of decision 103). ConfigProvider's first render derives the
// theme's tokens (antd's algorithm and aliases), hashes them and writes them out as CSS variables: a task of 8–21 ms
// after the first paint, 30–80 ms at Lighthouse's 4× CPU slowdown. The result depends only on the theme's tokens and
// antd's version, so the build renders ConfigProvider in Node with antd's own code and takes the entry from the cache;
// src/app/token-cache.ts puts it into the app's cache before the first render and antd finds it there by its key.
//
// The key holds the id cssinjs gave the theme object, a counter of the process: written here as THEME_ID_SLOT (which
// the module exports too), filled in by the app with the id of its own theme object. A key that differs (another antd
// version, other tokens) is a miss, and antd computes the tokens as before.
//
// The same render gives the entries of the components' own CSS variables (decision 114): each kind of component derived
// its tokens and wrote them out as variables when the first one mounted (Button's ~25 ms at 4× in the job list's first
// render), and again whenever one mounted after the last had gone. Their keys hold the theme's token hash, no id.
//
// And the entry of the one style antd's code still registers under the zero-runtime theme, the icons' (ConfigProvider's
// icon style, docs/decisions/136). Its rules are in antd's sheet, and antd learns that from the sheet's cache-path record
// (build/antd-styles.ts) by appending an element and reading its computed style, inside the app's first render (3–18
// ms at 4× CPU). The entry antd then makes says "in the sheet": the build makes that entry from the same record, and
// the portal's sheet leaves the record out (1.35 kB of the shell's render-blocking stylesheet, brotli).
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { antdSheetRecord } from './antd-styles.ts';
import { FIRST_SCREEN_ANTD_COMPONENTS, LATER_ANTD_COMPONENTS, sample } from './antd-css-vars.ts';
import { REDUCED_MOTION_TOKENS, THEME_SETTINGS } from '../src/app/theme-tokens.ts';
import { renderUnderTheme, type StyleCache } from './antd-ssr.ts';

const VIRTUAL_ID = 'virtual:antd-token-cache';
const RESOLVED_ID = '\0antd-token-cache';

/** Stands for the theme object's id in a key (cssinjs separates a key's parts with `%`). */
export const THEME_ID_SLOT = '{theme}';

/** The cache's token prefix (cssinjs `TOKEN_PREFIX`) and where the theme's id stands in such a key. */
const TOKEN_PREFIX = 'token';
/** The prefix of the components' variable entries (cssinjs `CSS_VAR_PREFIX`). */
const CSS_VAR_PREFIX = 'cssVar';
/** The prefix of the style entries (cssinjs `STYLE_PREFIX`). */
const STYLE_PREFIX = 'style';
const THEME_ID_PART = 2;

export interface TokenCacheSeed {
  /** The entry's key parts, the theme's id as THEME_ID_SLOT. */
  key: string[];
  /** The entry's value as JSON text (parsed only for the variant a visitor gets). */
  json: string;
  /** The components' variable entries under this theme: each value as JSON text, by its key. */
  cssVars: Record<string, string>;
  /** The style entries (the icons'), as antd makes them for a style its sheet holds: each value as JSON text, by key. */
  styles: Record<string, string>;
}

export type TokenCacheVariant = 'theme' | 'reducedMotion';

/** The components whose variable entries the app's cache starts with: those of the landing pages. */
const SEEDED_COMPONENTS = [...LATER_ANTD_COMPONENTS, ...FIRST_SCREEN_ANTD_COMPONENTS];

/** The token entry and the components' variable entries antd's cache holds after rendering them with `tokens`. */
function tokenCacheEntry(tokens: Record<string, unknown>, sheetRecord: Record<string, string>): TokenCacheSeed {
  const { cache, antd, cssinjs } = renderUnderTheme(
    ({ antd: modules, h }) => SEEDED_COMPONENTS.map((name) => sample(name, modules, h)),
    tokens,
  );
  const entries = [...cache.cache].filter(([key]) => key.startsWith(`${TOKEN_PREFIX}%`));
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) throw new Error(`antd-token-cache: ${entries.length} token entries, expected one`);
  const [keyText, [, value]] = entry;
  const key = keyText.split('%');
  // ConfigProvider without an algorithm uses antd's default theme object: cssinjs' theme of antd's default algorithm.
  const themeId = String(cssinjs.createTheme(antd.theme.defaultAlgorithm).id);
  if (key[THEME_ID_PART] !== themeId) {
    throw new Error(`antd-token-cache: the key ${keyText} does not hold the theme's id ${themeId} where expected`);
  }
  key[THEME_ID_PART] = THEME_ID_SLOT;
  const cssVars = Object.fromEntries(
    [...cache.cache]
      .filter(([entryKey]) => entryKey.startsWith(`${CSS_VAR_PREFIX}%`))
      .map(([entryKey, [, entryValue]]) => [entryKey, JSON.stringify(entryValue)]),
  );
  return { key, json: JSON.stringify(value), cssVars, styles: sheetStyleEntries(cache, sheetRecord) };
}

/**
 * The style entries of the render as antd makes them in a page whose sheet holds those styles (cssinjs'
 * useStyleRegister: `[CSS_FILE_STYLE, the record's hash, {}, clientOnly, order]`), each as JSON text by its key. A style
 * the sheet does not hold stops the build: antd would write it at run time, and its entry would have to say so.
 */
function sheetStyleEntries(cache: StyleCache, record: Record<string, string>): Record<string, string> {
  const require = createRequire(import.meta.url);
  const { CSS_FILE_STYLE } = require('@ant-design/cssinjs/lib/util/cacheMapUtil') as { CSS_FILE_STYLE: string };
  const entries = [...cache.cache].filter(([key]) => key.startsWith(`${STYLE_PREFIX}%`));
  return Object.fromEntries(
    entries.map(([key, [, value]]) => {
      const path = key.split('%').slice(1).join('|');
      const hash = record[path];
      if (!hash) throw new Error(`antd-token-cache: antd's sheet has no record of the style ${path}`);
      const [, , , clientOnly, order] = value as unknown[];
      return [key, JSON.stringify([CSS_FILE_STYLE, hash, {}, clientOnly, order])];
    }),
  );
}

/** The token entries of the portal's two themes: its tokens, and the same without motion. */
export function tokenCacheSeeds(): Record<TokenCacheVariant, TokenCacheSeed> {
  const sheetRecord = antdSheetRecord();
  return {
    theme: tokenCacheEntry(THEME_SETTINGS.token, sheetRecord),
    reducedMotion: tokenCacheEntry(REDUCED_MOTION_TOKENS, sheetRecord),
  };
}

export function antdTokenCache(): Plugin {
  return {
    name: 'antd-token-cache',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const THEME_ID_SLOT = ${JSON.stringify(THEME_ID_SLOT)};\nexport default ${JSON.stringify(tokenCacheSeeds())};\n`;
    },
  };
}
