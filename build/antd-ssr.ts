// antd rendered in Node under the portal's theme, with its own code from its CommonJS build: the build reads what
// antd's style cache holds afterwards (the CSS variables of build/antd-css-vars.ts, the token entry of
// build/antd-token-cache.ts; docs/decisions/105, 106).
import { createRequire } from 'node:module';
import { THEME_SETTINGS } from '../src/app/theme-tokens.ts';

export type Element = unknown;
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

/** antd's style cache (cssinjs' `Entity`): its entries by key, each `[uses, value]`. */
export interface StyleCache {
  cache: Map<string, [number, unknown]>;
}

/** The parts of antd's and cssinjs' CommonJS exports the build uses (components go to createElement as they are). */
export interface AntdModules {
  h: CreateElement;
  antd: Record<string, unknown> & {
    theme: { defaultAlgorithm: unknown };
    Radio: { Group: unknown };
    Input: { Search: unknown };
  };
  cssinjs: {
    createTheme: (derivative: unknown) => { id: number };
    extractStyle: (cache: StyleCache, options: { types: string[] }) => string;
  };
}

/**
 * Renders what `children` makes inside ConfigProvider with the portal's theme settings and `tokens` (the theme's by
 * default) into a fresh style cache, and returns that cache with the modules used.
 */
export function renderUnderTheme(
  children: (modules: AntdModules) => Element[],
  tokens: Record<string, unknown> = THEME_SETTINGS.token,
): { cache: StyleCache } & AntdModules {
  const require = createRequire(import.meta.url);
  const { createElement: h } = require('react') as { createElement: CreateElement };
  const { renderToString } = require('react-dom/server') as { renderToString: (element: Element) => string };
  const antd = require('antd') as AntdModules['antd'];
  const cssinjs = require('@ant-design/cssinjs') as AntdModules['cssinjs'] & {
    StyleProvider: unknown;
    createCache: () => StyleCache;
  };
  const modules = { h, antd, cssinjs };
  const cache = cssinjs.createCache();
  renderToString(
    h(
      cssinjs.StyleProvider,
      { cache },
      h(antd.ConfigProvider, { theme: { ...THEME_SETTINGS, token: tokens } }, ...children(modules)),
    ),
  );
  return { cache, ...modules };
}
