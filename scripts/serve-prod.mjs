#!/usr/bin/env node
// `npm run serve:prod`: the production build served as a real host serves it (docs/decisions/019):
// 1. builds the prod bundle with same-origin API bases into .serve/dist and the mock handlers for Node
//    (scripts/build-same-origin.mjs; skipped with --no-build);
// 2. starts the mock API (scripts/mock-api-server.mjs) on loopback — or, with --api-upstream URL (or API_UPSTREAM),
//    proxies to those servers instead;
// 3. starts Debian's nginx with deploy/nginx's configuration on a loopback port, in a prefix of its own;
// 4. prints the address (a line `SERVE_PROD_READY <origin>` for scripts) and stops both on Ctrl-C or SIGTERM.
//
// Options: --port 8600 (nginx), --api-port 8601 (mock API), --host 127.0.0.1, --tls (HTTP/2 over TLS with a
// self-signed certificate), --dist DIR and --handlers FILE (another build), --prefix DIR (nginx's; default
// .serve/nginx-{port}), --no-build.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SAME_ORIGIN_API_BASES,
  SERVE_DIR,
  SERVE_DIST,
  SERVE_MOCK_API,
  buildMockHandlers,
  buildSameOriginProd,
  checkMockFree,
} from './build-same-origin.mjs';
import { buildEnv } from '../deploy/nginx/render.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { startMockApi } from './mock-api-server.mjs';
import { startNginx } from './nginx-stack.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};

const host = option('host', '127.0.0.1');
const port = Number(option('port', '8600'));
const apiPort = Number(option('api-port', String(port + 1)));
const dist = resolve(ROOT, option('dist', SERVE_DIST));
const handlersFile = resolve(ROOT, option('handlers', `${SERVE_MOCK_API}/index.js`));
const prefix = resolve(ROOT, option('prefix', `${SERVE_DIR}/nginx-${port}`));
const upstream = option('api-upstream', process.env.API_UPSTREAM);

async function main() {
  ensureNginx();
  // The build and the CSP see the same variables: .env.prod with same-origin API bases.
  Object.assign(process.env, SAME_ORIGIN_API_BASES);
  const env = buildEnv('prod', ROOT);
  if (!args.includes('--no-build')) {
    const started = Date.now();
    console.log(
      `serve:prod: building the prod bundle (${relative(ROOT, dist)}) and the mock handlers (${relative(ROOT, dirname(handlersFile))})…`,
    );
    await buildSameOriginProd(ROOT, dist);
    await buildMockHandlers(ROOT, dirname(handlersFile));
    const check = checkMockFree(ROOT, dist);
    if (!check.mockFree) throw new Error(check.output);
    console.log(`serve:prod: built in ${((Date.now() - started) / 1000).toFixed(1)} s; ${check.output}`);
  }

  const stops = [];
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    if (code === 0) console.log('serve:prod: stopped nginx and the mock API');
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  try {
    let apiUpstream = upstream;
    if (!apiUpstream) {
      const api = await startMockApi({ handlersFile, port: apiPort, host: '127.0.0.1' });
      stops.push(api.close);
      apiUpstream = api.origin;
      console.log(`serve:prod: mock API (${api.handlerCount} msw handlers) at ${api.origin}`);
    }
    const nginx = await startNginx({ dist, prefix, port, host, apiUpstream, tls: args.includes('--tls'), env });
    stops.push(nginx.stop);
    console.log(`serve:prod: nginx (${nginx.protocol}, prefix ${prefix}) proxying /api/ to ${apiUpstream}`);
    console.log(`SERVE_PROD_READY ${nginx.origin}`);
    console.log(
      `\n  ➜  ${nginx.origin}/${env.VITE_PUBLIC_NAME || 'recruit-web'}/candidate/home\n\n  Ctrl-C stops nginx and the mock API.`,
    );
  } catch (error) {
    console.error(`serve:prod: ${error instanceof Error ? error.message : error}`);
    await stopAll(1);
  }
}

main().catch((error) => {
  console.error(`serve:prod: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
