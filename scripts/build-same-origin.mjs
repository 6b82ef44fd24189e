#!/usr/bin/env node
// The production bundle with same-origin API bases, and the app's mock handlers bundled for Node: what nginx serves
// and proxies to for `npm run serve:prod`, the nginx e2e suite (`npm run test:nginx`) and the benchmark
// (docs/decisions/014, 019).
// 1. `--mode prod` (no mock code, .env.prod) with VITE_API_BASE, VITE_ACCOUNT_BASE and VITE_DICT_BASE set to the
//    dev mode's `/api/…` paths and the SSO to the mock API's stand-in (environment variables win over .env files in Vite), so nginx can proxy them;
// 2. src/mocks/handlers as an SSR bundle (mode dev, whose bases the handlers listen on), for
//    scripts/mock-api-server.mjs.
//
// Usage: node scripts/build-same-origin.mjs [--out .serve/dist] [--mock-out .serve/mock-api]
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVE_DIR = '.serve';
export const SERVE_DIST = `${SERVE_DIR}/dist`;
export const SERVE_MOCK_API = `${SERVE_DIR}/mock-api`;
const HANDLERS_ENTRY = 'src/mocks/handlers/index.ts';

/** Same-origin API bases (the dev mode's, which the mock handlers listen on and nginx proxies). */
export const SAME_ORIGIN_API_BASES = {
  VITE_API_BASE: '/api/recruit',
  VITE_ACCOUNT_BASE: '/api/account',
  VITE_DICT_BASE: '/api/dict',
  // The mock API's SSO stand-in (src/mocks/sso/sso-endpoint.ts): a real redirect with `state`, so QA signs in
  // through the same login page as production (`…/login?login_hint=cand-full`, docs/decisions/050).
  VITE_SSO_AUTHORIZE_URL: '/api/account/sso/authorize',
};

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

/** Builds the prod bundle with same-origin API bases into `outDir`; resolves with Vite's build result. */
export function buildSameOriginProd(root, outDir) {
  return withEnv(SAME_ORIGIN_API_BASES, () =>
    build({ logLevel: 'warn', root, mode: 'prod', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 100_000 } }),
  );
}

/** Bundles the mock handlers for Node into `outDir` (`index.js` exports `handlers`). */
export function buildMockHandlers(root, outDir) {
  return build({
    logLevel: 'warn',
    root,
    mode: 'dev',
    build: { ssr: HANDLERS_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 100_000 },
  });
}

/** The project's guard (scripts/check-prod-build.mjs) on a build directory: `{ mockFree, output }`. */
export function checkMockFree(root, dir) {
  const check = spawnSync(process.execPath, [resolve(root, 'scripts/check-prod-build.mjs'), dir], {
    cwd: root,
    encoding: 'utf8',
  });
  return { mockFree: check.status === 0, output: `${check.stdout}${check.stderr}`.trim() };
}

function argOf(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main() {
  const out = argOf('out', SERVE_DIST);
  const mockOut = argOf('mock-out', SERVE_MOCK_API);
  const started = Date.now();
  await buildSameOriginProd(ROOT, out);
  await buildMockHandlers(ROOT, mockOut);
  const check = checkMockFree(ROOT, out);
  if (!check.mockFree) throw new Error(check.output);
  console.log(
    `build-same-origin: ${out} (prod, same-origin API) and ${mockOut} (mock handlers) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${check.output}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`build-same-origin: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
