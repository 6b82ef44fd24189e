// antd's prebuilt stylesheet without the components the portal never uses (docs/decisions/015, 016).
//
// `import 'virtual:antd.css'` gives node_modules/antd/dist/antd.css minus every rule whose selectors all start at
// a component below. The build fails if src/ imports one of those components from antd, so a style can never go
// missing silently: take the component off the list (or add it) when that changes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

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

function isDropped(selector: string, prefixes: readonly string[]): boolean {
  const first = /\.(ant-[a-z0-9-]+)/.exec(selector)?.[1];
  if (!first || KEEP_PREFIXES.some((keep) => first === keep || first.startsWith(`${keep}-`))) return false;
  return prefixes.some((prefix) => first === `ant-${prefix}` || first.startsWith(`ant-${prefix}-`));
}

/** The stylesheet without the rules of `prefixes`. */
export function trimAntdCss(css: string, prefixes: readonly string[]): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((selector) => !isDropped(selector, prefixes));
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

export function antdStyles(srcDir: string): Plugin {
  return {
    name: 'antd-styles',
    enforce: 'pre',
    buildStart() {
      const offending = unusedComponentImports(srcDir);
      if (offending.length > 0) {
        this.error(`antd components imported but trimmed from virtual:antd.css (build/antd-styles.ts):\n${offending.join('\n')}`);
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
      return trimAntdCss(readFileSync(file, 'utf8'), Object.values(UNUSED_COMPONENTS));
    },
  };
}
