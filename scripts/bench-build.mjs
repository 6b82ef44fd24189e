// Builds for the benchmark (used by scripts/bench.mjs), with scripts/build-same-origin.mjs:
// 1. the production bundle (`--mode prod`, no mock code) with its API bases pointed at same-origin paths, so nginx
//    can proxy them to the mock API;
// 2. the app's mock handlers (src/mocks/handlers) bundled for Node, for scripts/mock-api-server.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildMockHandlers, buildSameOriginProd, checkMockFree } from './build-same-origin.mjs';

export const BENCH_DIR = '.bench';
export const DIST_DIR = `${BENCH_DIR}/dist`;
export const MOCK_DIR = `${BENCH_DIR}/mock`;
/** The chunk composition of the last bench build, for `--no-build` runs. */
export const CHUNKS_FILE = `${BENCH_DIR}/chunks.json`;

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
  const prod = await buildSameOriginProd(root, DIST_DIR);
  const composition = compositionOf(outputOf(prod));
  writeFileSync(resolve(root, CHUNKS_FILE), JSON.stringify(composition));
  await buildMockHandlers(root, MOCK_DIR);
  const check = checkMockFree(root, DIST_DIR);
  return { composition, mockFree: check.mockFree, checkOutput: check.output };
}

/** The composition saved by the last `buildForBench`, if any. */
export function lastComposition(root) {
  const file = resolve(root, CHUNKS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
