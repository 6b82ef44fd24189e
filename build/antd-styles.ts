// antd's prebuilt stylesheet without the components the portal never uses (docs/decisions/015, 016), and in a
// build, each component's rules beside that component's code (docs/decisions/093).
//
// `import 'virtual:antd.css'` gives node_modules/antd/dist/antd.css minus every rule whose selectors all start at
// a component below. The build fails if src/ imports one of those components from antd, so a style can never go
// missing silently: take the component off the list (or add it) when that changes.
//
// In a build, `virtual:antd.css` keeps only the rules of no component (the reset, the motions, the keyframes); every
// module of a component's style folder (antd/es/{folder}/style) imports `virtual:antd.css/{folder}`, that component's
// rules, so its CSS lands in the chunk of its code and a page loads the rules of the components it renders. The dev
// server (antd pre-bundled, no transform) and the tests get the whole sheet.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { THEME_CSS_VAR_CLASS } from '../src/components/theme-class.ts';

/** antd export → the class-name prefix of its styles (`ant-{prefix}` and `ant-{prefix}-…`). */
export const UNUSED_COMPONENTS: Readonly<Record<string, string>> = {
  Badge: 'badge',
  Calendar: 'picker-calendar',
  Carousel: 'carousel',
  ColorPicker: 'color-picker',
  Drawer: 'drawer',
  FloatButton: 'float-btn',
  Image: 'image',
  Layout: 'layout',
  List: 'list',
  Masonry: 'masonry',
  Mentions: 'mentions',
  QRCode: 'qrcode',
  Rate: 'rate',
  Segmented: 'segmented',
  Slider: 'slider',
  Splitter: 'splitter',
  Statistic: 'statistic',
  Timeline: 'timeline',
  Tour: 'tour',
  Transfer: 'transfer',
  Tree: 'tree',
  notification: 'notification',
};

/** Class prefixes that start like an unused component's but belong to a used one. */
const KEEP_PREFIXES = ['ant-tree-select'];

const VIRTUAL_ID = 'virtual:antd.css';
const RESOLVED_ID = '\0antd-portal.css';
/** `virtual:antd.css/{folder}` → `\0antd-portal.{folder with / as ~}.css` (an id ending in .css, for Vite's CSS). */
const PART_PREFIX = `${VIRTUAL_ID}/`;
const RESOLVED_PART = /^\0antd-portal\.(.+)\.css$/;

/** The first antd class of a selector (`.ant-table-wrapper .ant-table-thead` → `ant-table-wrapper`): whose rule it is. */
function firstAntClass(selector: string): string | undefined {
  return /\.(ant-[a-z0-9-]+)/.exec(selector)?.[1];
}

/** antd class prefixes whose rules come from the style folder of another name (antd/es/{folder}/style). */
const PREFIX_FOLDERS: Readonly<Record<string, string>> = {
  btn: 'button',
  picker: 'date-picker',
  col: 'grid',
  row: 'grid',
  otp: 'input',
  'select-tree': 'tree-select',
  ribbon: 'badge',
  'scroll-number': 'badge',
  qrcode: 'qr-code',
  wave: '_util/wave',
};

/** A module of a component's style folder: antd/es/{folder}/style(/…).js, the wave's antd/es/_util/wave/style.js. */
const STYLE_MODULE = /[\\/]antd[\\/]es[\\/]((?:_util[\\/])?[a-z-]+)[\\/]style(?:[\\/][\w-]+)?\.js$/;

/** The style folder whose rules a module of antd's brings along (`…/antd/es/table/style/index.js` → `table`). */
export function styleFolderOfModule(id: string): string | undefined {
  return STYLE_MODULE.exec(id)?.[1]?.replace(/\\/g, '/');
}

/**
 * The style folder of an antd class (`ant-table-wrapper` → `table`, `ant-btn-compact-item` → `button`): its longest
 * prefix that names a folder with styles; `null` for a class of no component (`ant-zoom-big`, a shared motion).
 */
export function styleFolderOf(antClass: string, hasStyleFolder: (folder: string) => boolean): string | null {
  const parts = antClass.replace(/^ant-/, '').split('-');
  for (let length = parts.length; length > 0; length--) {
    const prefix = parts.slice(0, length).join('-');
    const folder = PREFIX_FOLDERS[prefix] ?? (hasStyleFolder(prefix) ? prefix : undefined);
    if (folder) return folder;
  }
  return null;
}

/**
 * The stylesheet by style folder, in its own order: a rule goes to the folder of its selector's first antd class, a
 * rule of several folders is split by selector, an at-rule is repeated around each folder's part of it. Key `''`:
 * what belongs to no component — the reset, the shared motions and every keyframes block.
 */
export function splitAntdCss(css: string, folderOfClass: (antClass: string) => string | null): Map<string, string> {
  const folderOfSelector = (selector: string): string => {
    const first = firstAntClass(selector);
    return (first && folderOfClass(first)) ?? '';
  };
  const split = (node: postcss.ChildNode): Map<string, postcss.ChildNode> => {
    if (node.type === 'rule') {
      const groups = new Map<string, string[]>();
      for (const selector of node.selectors) {
        const folder = folderOfSelector(selector);
        groups.set(folder, [...(groups.get(folder) ?? []), selector]);
      }
      return new Map([...groups].map(([folder, selectors]) => [folder, node.clone({ selectors })]));
    }
    if (node.type === 'atrule' && node.nodes && !node.name.endsWith('keyframes')) {
      const parts = new Map<string, postcss.AtRule>();
      for (const child of node.nodes) {
        for (const [folder, part] of split(child)) {
          if (!parts.has(folder)) parts.set(folder, node.clone({ nodes: [] }));
          parts.get(folder)?.append(part);
        }
      }
      return parts;
    }
    return new Map([['', node.clone()]]);
  };
  const roots = new Map<string, postcss.Root>();
  postcss.parse(css).each((node) => {
    for (const [folder, part] of split(node)) {
      if (!roots.has(folder)) roots.set(folder, postcss.root());
      roots.get(folder)?.append(part);
    }
  });
  if (!roots.has('')) roots.set('', postcss.root());
  return new Map([...roots].map(([folder, root]) => [folder, root.toString()]));
}

/**
 * A theme's scope class in a selector (`.css-var-_R_0_.ant-btn` → `css-var-_R_0_`). antd's prebuilt sheet writes the
 * variables of its own build's themes (~36 kB of them) under classes the portal never renders: its theme is scoped by
 * THEME_CSS_VAR_CLASS, with the variables written from the build (docs/decisions/105, 114, 131).
 */
const THEME_SCOPE = /\.(css-var-[\w-]+)/g;

function isForeignTheme(selector: string, themeClass: string): boolean {
  return [...selector.matchAll(THEME_SCOPE)].some((match) => match[1] !== themeClass);
}

function isDropped(selector: string, prefixes: readonly string[]): boolean {
  const first = firstAntClass(selector);
  if (!first || KEEP_PREFIXES.some((keep) => first === keep || first.startsWith(`${keep}-`))) return false;
  return prefixes.some((prefix) => first === `ant-${prefix}` || first.startsWith(`ant-${prefix}-`));
}

/**
 * The class of the rule by which antd's sheet tells antd's style code which of its styles the sheet holds: a `content`
 * of `path:hash` pairs (cssinjs' cache-path record), read by appending an element of this class and asking the browser
 * for its computed style.
 */
export const CACHE_PATH_RECORD_CLASS = 'data-ant-cssinjs-cache-path';

/**
 * The record's pairs in `css` (antd's sheet): the path of each style the sheet holds (`|ant-design-icons|anticon`, its
 * key parts joined by `|`) with the hash antd gives that style. Empty without a record.
 */
export function cachePathRecord(css: string): Record<string, string> {
  const content = new RegExp(`\\.${CACHE_PATH_RECORD_CLASS}\\s*\\{\\s*content:\\s*"([^"]*)"\\s*;?\\s*\\}`).exec(css)?.[1];
  if (!content) return {};
  return Object.fromEntries(content.split(';').map((pair) => pair.split(':') as [string, string]));
}

/** The installed antd's own prebuilt sheet (antd/dist/antd.css). */
export function installedAntdSheet(): string {
  return readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
}

/** The cache-path record of the installed antd's own sheet. */
export function antdSheetRecord(): Record<string, string> {
  return cachePathRecord(installedAntdSheet());
}

/**
 * The stylesheet without the rules of `prefixes`, nor those of a theme scope other than `themeClass`, nor the
 * cache-path record: antd's style code asks the page for it only to learn which styles the sheet holds, and the
 * portal's style cache already holds that answer (build/antd-token-cache.ts, docs/decisions/136).
 */
export function trimAntdCss(css: string, prefixes: readonly string[], themeClass: string = THEME_CSS_VAR_CLASS): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes')) return;
    if (rule.selector === `.${CACHE_PATH_RECORD_CLASS}`) {
      rule.remove();
      return;
    }
    const kept = rule.selectors.filter((selector) => !isDropped(selector, prefixes) && !isForeignTheme(selector, themeClass));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** `file: Component` for every import of an unused component from antd under `srcDir`. */
export function unusedComponentImports(srcDir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && Object.hasOwn(UNUSED_COMPONENTS, name)) found.push(`${file}: ${name}`);
      }
    }
    for (const match of text.matchAll(/from\s+'antd\/(?:es|lib)\/([a-z-]+)/g)) {
      const name = Object.keys(UNUSED_COMPONENTS).find((key) => key.toLowerCase() === match[1].replace(/-/g, ''));
      if (name) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

/** The sheet by the style folders of the installed antd (`splitAntdCss` with `styleFolderOf` over antd/es). */
export function antdCssByFolder(css: string): Map<string, string> {
  const esDir = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
  const folders = new Map<string, boolean>();
  const hasStyleFolder = (folder: string): boolean => {
    if (!folders.has(folder)) folders.set(folder, existsSync(join(esDir, folder, 'style', 'index.js')));
    return folders.get(folder) ?? false;
  };
  return splitAntdCss(css, (antClass) => styleFolderOf(antClass, hasStyleFolder));
}

export function antdStyles(srcDir: string): Plugin {
  let split = false;
  let parts: Map<string, string> | undefined;
  const loaded = new Set<string>();
  const antdCss = (): string => trimAntdCss(installedAntdSheet(), Object.values(UNUSED_COMPONENTS));
  const partsOf = (): Map<string, string> => {
    parts ??= antdCssByFolder(antdCss());
    return parts;
  };
  return {
    name: 'antd-styles',
    enforce: 'pre',
    configResolved(resolved) {
      split = resolved.command === 'build' && !resolved.build.ssr;
    },
    buildStart() {
      loaded.clear();
      const offending = unusedComponentImports(srcDir);
      if (offending.length > 0) {
        this.error(`antd components imported but trimmed from virtual:antd.css (build/antd-styles.ts):\n${offending.join('\n')}`);
      }
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id.startsWith(PART_PREFIX)) return `\0antd-portal.${id.slice(PART_PREFIX.length).replace(/\//g, '~')}.css`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) return split ? partsOf().get('') : antdCss();
      const folder = RESOLVED_PART.exec(id)?.[1]?.replace(/~/g, '/');
      if (folder === undefined) return undefined;
      loaded.add(folder);
      return partsOf().get(folder) ?? '';
    },
    buildEnd() {
      if (!split) return;
      const unused = [...partsOf().keys()].filter((folder) => folder !== '' && !loaded.has(folder));
      const none = unused.length > 0 ? `; no code loads the rules of ${unused.sort().join(', ')}` : '';
      this.info(`rules of ${loaded.size} antd components beside their code${none}`);
    },
    transform(code, id) {
      if (!split) return undefined;
      const folder = styleFolderOfModule(id);
      if (!folder || !partsOf().has(folder)) return undefined;
      // At the end: an import is hoisted wherever it stands, and the module's lines keep their source-map positions.
      return { code: `${code}\nimport '${PART_PREFIX}${folder}';\n`, map: null };
    },
  };
}

/** What stands at the start of a selector that already has its place (the root) or is no selector (CSS modules). */
const ROOTED_OR_SPECIAL = /^(?:html|body|:root|:export|:import)\b/;

/**
 * `html ` before every selector of the app's CSS modules (docs/decisions/093). antd's rules now arrive with their
 * components' code, and a component loaded later brings its sheet after a module's sheet already in the page: in a
 * tie of specificity the later rule wins, so antd's would beat the module rule meant to adjust it (the interview
 * rubric's five columns became one). One element more wins every tie wherever the sheets stand, and loses, as
 * before, to an antd rule of more classes. Keyframes and the selectors of the root stay as written.
 */
export function moduleRulesOverAntd(): postcss.Plugin {
  return {
    postcssPlugin: 'module-rules-over-antd',
    Once(root, { result }) {
      if (!/\.module\.css(?:\?|$)/.test(result.opts.from ?? '')) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes')) return;
        rule.selectors = rule.selectors.map((selector) =>
          ROOTED_OR_SPECIAL.test(selector.trim()) ? selector : `html ${selector}`,
        );
      });
    },
  };
}
