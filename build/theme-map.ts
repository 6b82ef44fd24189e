// `virtual:theme-map`: antd's map tokens for the portal's two seeds (its theme, and the same without motion), derived
// at build time (docs/decisions/103). antd's default algorithm (colour palettes and sizes from the seed) took a task of
// 15–25 ms on every page's boot, or 60–100 ms at Lighthouse's 4× CPU slowdown; the result is 10 kB of JSON (3.7 kB
// gzip in the entry chunk) that depends only on the seed and antd's version. src/app/theme.ts answers those two seeds
// from it and asks antd for any other; tests/app/theme.cases.tsx checks the answers against antd's own algorithm.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { REDUCED_MOTION_TOKENS, THEME_TOKENS } from '../src/app/theme-tokens.ts';

const VIRTUAL_ID = 'virtual:theme-map';
const RESOLVED_ID = '\0theme-map';

type Seed = Record<string, unknown>;

/** antd's default seed and default algorithm, from its CommonJS build (not the whole library: this runs in Vite's config). */
function antdDefaults(): { seed: Seed; algorithm: (seed: Seed) => Seed } {
  const require = createRequire(import.meta.url);
  const seed = require('antd/lib/theme/themes/seed.js') as { default: Seed };
  const algorithm = require('antd/lib/theme/themes/default/index.js') as { default: (seed: Seed) => Seed };
  return { seed: seed.default, algorithm: algorithm.default };
}

/** The seeds ConfigProvider hands the algorithm (antd's default seed, then the theme's tokens) and their map tokens. */
export function themeMaps(): { seed: Seed; map: Seed }[] {
  const antd = antdDefaults();
  return [THEME_TOKENS, REDUCED_MOTION_TOKENS].map((tokens) => {
    const seed = { ...antd.seed, ...tokens };
    return { seed, map: antd.algorithm(seed) };
  });
}

/**
 * The module's code: the first map whole, each other as the keys in which it differs from the first (the map without
 * motion differs in `motion` alone), so that the first load carries one map; the map as JSON text, which V8 reads
 * faster than an object literal of that size.
 */
export function themeMapModule(maps: readonly { seed: Seed; map: Seed }[]): string {
  const [first, ...others] = maps;
  if (!first) return 'export default [];';
  const entries = [
    '{ seed: ' + JSON.stringify(first.seed) + ', map: base }',
    ...others.map(({ seed, map }) => {
      const changed = Object.fromEntries(
        Object.entries(map).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(first.map[key])),
      );
      const removed = Object.keys(first.map).filter((key) => !(key in map));
      if (removed.length > 0) throw new Error(`theme-map: a map without ${removed.join(', ')} cannot be written as a change`);
      return '{ seed: ' + JSON.stringify(seed) + ', map: { ...base, ...' + JSON.stringify(changed) + ' } }';
    }),
  ];
  return `const base = JSON.parse(${JSON.stringify(JSON.stringify(first.map))});\nexport default [${entries.join(', ')}];\n`;
}

export function themeMap(): Plugin {
  return {
    name: 'theme-map',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return themeMapModule(themeMaps());
    },
  };
}
