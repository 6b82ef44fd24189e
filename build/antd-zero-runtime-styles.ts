// antd's style generators out of the build (docs/decisions/127). The portal's theme sets `zeroRuntime`
// (src/app/theme-tokens.ts): antd's rules come prebuilt (build/antd-styles.ts), and the hook each component's style
// module makes (`genStyleHooks(name, styleFn, getDefaultToken, options)` and its two siblings) returns before it
// would call `styleFn` (@ant-design/cssinjs-utils' genComponentStyleHook: `if (memoizedZeroRuntime) return hashId`).
// Yet every `styleFn`, and all it imports, is bundled with its component: ~60 kB minified in the vendor chunk alone.
// This transform passes `() => []` in its place, so the bundler drops the generators. `getDefaultToken` stays: the
// components' CSS variables are still registered from it.
import { parseAst, type Plugin } from 'vite';

/** The hooks' factories whose second argument is the style generator. */
const STYLE_HOOK_FACTORIES = ['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent'] as const;

/** A module of antd's ES build. */
export const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;

/** What a generator becomes: no rules (the rules are in the prebuilt stylesheet). */
export const NO_STYLES = '() => []';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function callsOf(node: Node, found: Node[]): Node[] {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    if (callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.includes(callee.name as (typeof STYLE_HOOK_FACTORIES)[number])) {
      found.push(node);
    }
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) callsOf(item, found);
    if (isNode(value)) callsOf(value, found);
  }
  return found;
}

/**
 * `code` with the style generator of every style hook factory's call replaced by `() => []`, or `code` itself when it
 * calls none. Throws when a call has no generator to replace: antd's style modules have changed; check the transform.
 */
export function dropStyleGenerators(code: string, file = 'an antd module'): string {
  if (!STYLE_HOOK_FACTORIES.some((name) => code.includes(`${name}(`))) return code;
  const calls = callsOf(parseAst(code) as unknown as Node, []);
  let changed = code;
  // From the end, so that the earlier positions still hold.
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const generator = (call.arguments as Node[])[1];
    if (!generator || generator.type === 'SpreadElement') {
      throw new Error(`build/antd-zero-runtime-styles.ts: ${file} calls a style hook factory without a generator`);
    }
    changed = `${changed.slice(0, generator.start)}${NO_STYLES}${changed.slice(generator.end)}`;
  }
  return changed;
}

/** The transform, in a build (the dev server and the tests keep antd as it is, with the whole stylesheet). */
export const antdZeroRuntimeStyles = (): Plugin => ({
  name: 'antd-zero-runtime-styles',
  apply: 'build',
  transform(code, id) {
    const file = id.split('?')[0];
    if (!ANTD_MODULE.test(file)) return null;
    const changed = dropStyleGenerators(code, file);
    return changed === code ? null : { code: changed, map: null };
  },
});
