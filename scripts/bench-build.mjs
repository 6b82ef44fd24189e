// Builds for the benchmark (used by scripts/bench.mjs):
// 1. the production bundle (`--mode prod`, no mock code) with its API bases pointed at same-origin paths, so the
//    bench server can answer them — environment variables win over .env files in Vite;
// 2. the app's mock handlers (src/mocks/handlers) bundled for Node, for the bench server.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';

export const BENCH_DIR = '.bench';
export const DIST_DIR = `${BENCH_DIR}/dist`;
export const MOCK_DIR = `${BENCH_DIR}/mock`;
export const HANDLERS_ENTRY = 'src/mocks/handlers/index.ts';
/** The chunk composition of the last bench build, for `--no-build` runs. */
export const CHUNKS_FILE = `${BENCH_DIR}/chunks.json`;

/** Same-origin API bases of the bench build (the dev mode's, which the mock handlers listen on). */
const API_BASES = { VITE_API_BASE: '/api/recruit', VITE_ACCOUNT_BASE: '/api/account', VITE_DICT_BASE: '/api/dict' };

function withEnv(vars, run) {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  const restore = () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  return run().finally(restore);
}

function outputOf(result) {
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('vite build returned no output');
  return output.output;
}

/** `react-dom`, `@ant-design/icons`, `src/features/jobs`, `(runtime)`… for a module id. */
function ownerOf(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const src = clean.indexOf('/src/');
  if (src >= 0) {
    const parts = clean.slice(src + 1).split('/');
    return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
  }
  return '(runtime)';
}

/**
 * What each JS chunk of a build is made of: `{ [fileName]: { name, owners: [[owner, renderedBytes]…] } }`,
 * owners sorted by size. Rendered bytes are minified sizes before compression.
 */
function compositionOf(output) {
  const chunks = {};
  for (const item of output) {
    if (item.type !== 'chunk') continue;
    const sizes = new Map();
    for (const [id, info] of Object.entries(item.modules)) {
      const owner = ownerOf(id);
      sizes.set(owner, (sizes.get(owner) ?? 0) + info.renderedLength);
    }
    chunks[item.fileName] = {
      name: item.name,
      isEntry: item.isEntry,
      owners: [...sizes.entries()].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]),
    };
  }
  return chunks;
}

/** Builds both bundles; returns the composition of the production chunks and the prod-build check's verdict. */
export async function buildForBench(root) {
  const quiet = { logLevel: 'warn', root };
  const prod = await withEnv(API_BASES, () =>
    build({ ...quiet, mode: 'prod', build: { outDir: DIST_DIR, emptyOutDir: true, chunkSizeWarningLimit: 100_000 } }),
  );
  const composition = compositionOf(outputOf(prod));
  writeFileSync(resolve(root, CHUNKS_FILE), JSON.stringify(composition));
  await build({
    ...quiet,
    mode: 'dev',
    build: { ssr: HANDLERS_ENTRY, outDir: MOCK_DIR, emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 100_000 },
  });
  // The project's own guard (scripts/check-prod-build.mjs) reads `dist/` relative to its working directory.
  const check = spawnSync(process.execPath, [resolve(root, 'scripts/check-prod-build.mjs')], {
    cwd: resolve(root, BENCH_DIR),
    encoding: 'utf8',
  });
  return { composition, mockFree: check.status === 0, checkOutput: `${check.stdout}${check.stderr}`.trim() };
}

/** The composition saved by the last `buildForBench`, if any. */
export function lastComposition(root) {
  const file = resolve(root, CHUNKS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
