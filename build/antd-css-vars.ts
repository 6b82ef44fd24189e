// The CSS variables antd writes into the head when a component first renders, for the components a landing page
// shows only once its data arrives (docs/decisions/105). With the theme's variables (`cssVar`) and zero-runtime styles,
// antd still derives each component's variables from the theme and inserts a `<style data-css-hash>` for each kind of
// component the first time one mounts: a new style sheet, parsed in the commit that shows the data, and a restyle of
// the whole page after it. The first screen's HTML carries the ones of its first render (build/first-screen.ts reads
// them from the head); this adds those of the components that come later. antd looks for its style by that hash
// before inserting one (`updateCSS` of @rc-component/util), so it finds these and inserts nothing.
//
// They are rendered here, in Node, with antd's own code and the portal's theme tokens: the hashes depend only on the
// component, the theme's tokens, the variable scope and antd's version, so they are the ones the browser computes.
// Where one would differ (a visitor who asks for less motion gets other tokens), antd inserts its own as before.
import { renderUnderTheme, type AntdModules, type CreateElement, type Element } from './antd-ssr.ts';

/** antd components whose variables a landing page may need after its first render. */
export const LATER_ANTD_COMPONENTS = [
  'Avatar',
  'Button',
  'Cascader',
  'Collapse',
  'Dropdown',
  'Pagination',
  'Radio',
  'Select',
  'Spin',
  'Steps',
  'Table',
  'Tag',
] as const;
export type LaterAntdComponent = (typeof LATER_ANTD_COMPONENTS)[number];

/** antd components whose variables the landing pages' first screens or their loading states need besides. */
export const FIRST_SCREEN_ANTD_COMPONENTS = ['Empty', 'Input', 'Input.Search', 'Result', 'Skeleton'] as const;
export type SampledAntdComponent = LaterAntdComponent | (typeof FIRST_SCREEN_ANTD_COMPONENTS)[number];

type Antd = AntdModules['antd'];

/** One rendering of each component that registers its variables (antd registers them on render, shown or not). */
export function sample(name: SampledAntdComponent, antd: Antd, h: CreateElement): Element {
  switch (name) {
    case 'Input.Search':
      return h(antd.Input.Search);
    case 'Dropdown':
      return h(antd.Dropdown, { menu: { items: [] } }, h('span'));
    case 'Pagination':
      return h(antd.Pagination, { total: 100 });
    case 'Radio':
      return h(antd.Radio.Group, { options: ['a'], optionType: 'button' });
    case 'Steps':
      return h(antd.Steps, { items: [{ title: 'a' }] });
    case 'Table':
      return h(antd.Table, { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [] });
    default:
      return h(antd[name]);
  }
}

/**
 * The `<style>` elements of the components' variables under the portal's theme, as antd would insert them (its
 * theme-wide variables are not among them: the first screen's head has those already).
 */
export function antdCssVarStyles(components: readonly LaterAntdComponent[]): string[] {
  if (components.length === 0) return [];
  const { cache, cssinjs } = renderUnderTheme(({ antd, h }) => components.map((name) => sample(name, antd, h)));
  // `cssVar` is the components' variables; the cache-path record extractStyle always adds is not wanted.
  return [
    ...cssinjs.extractStyle(cache, { types: ['cssVar'] }).matchAll(/<style[^>]*data-css-hash="[^"]+"[^>]*>[^<]*<\/style>/g),
  ].map((match) => match[0]);
}

/** The hash antd marks a style element with (`data-css-hash`), or undefined. */
export function cssHashOf(style: string): string | undefined {
  return /data-css-hash="([^"]+)"/.exec(style)?.[1];
}

/** `styles` followed by those of `later` whose hash is not among them. */
export function withLaterStyles(styles: readonly string[], later: readonly string[]): string[] {
  const present = new Set(styles.map(cssHashOf).filter(Boolean));
  return [...styles, ...later.filter((style) => !present.has(cssHashOf(style)))];
}
