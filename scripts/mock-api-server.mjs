#!/usr/bin/env node
// The mock backend as a Node HTTP server: the app's own msw handlers (src/mocks/handlers, bundled for Node by
// scripts/build-same-origin.mjs) answer every request, exactly as the browser worker does in `npm start`, without
// its latency (the handlers only wait when the browser worker calls setMockLatency(true)). nginx proxies `/api/…`
// here for `npm run serve:prod`, the nginx e2e suite and the benchmark (deploy/nginx, docs/decisions/019).
//
// Usage: node scripts/mock-api-server.mjs [--handlers .serve/mock-api/index.js] [--port 8601] [--host 127.0.0.1]
// Prints `MOCK_API_READY <origin>` once listening.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';

/** The `handlers` array of a Node bundle of src/mocks/handlers. */
export async function loadHandlers(file) {
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`no mock handlers bundle at ${path} (build it with scripts/build-same-origin.mjs)`);
  const { handlers } = await import(pathToFileURL(path).href);
  if (!Array.isArray(handlers)) throw new Error(`${path} does not export a handlers array`);
  return handlers;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The Fetch API request msw's handlers expect, from a Node request. */
async function toRequest(req) {
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? await readBody(req) : undefined });
}

/** An HTTP/1.1 server (not listening yet) answering with `handlers`; a request no handler takes gets a 404 envelope. */
export function createMockApiServer(handlers) {
  return createServer((req, res) => {
    (async () => {
      const response = await getResponse(handlers, await toRequest(req));
      if (!response) {
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ code: 404, msg: `mock API: no handler for ${req.method} ${req.url}`, data: null }));
        return;
      }
      // HttpResponse.error(): a network failure; behind nginx the browser sees a 502.
      if (response.type === 'error') {
        res.destroy();
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = { 'cache-control': 'no-store' };
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
      });
      headers['content-length'] = body.length;
      res.writeHead(response.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error) => {
      console.error(`mock API: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('mock handler error');
    });
  });
}

/**
 * Starts the mock API on `host:port`; resolves once it listens.
 * @param {{ handlersFile: string, port: number, host?: string }} options
 * @returns {Promise<{ origin: string, handlerCount: number, close: () => Promise<void> }>}
 */
export async function startMockApi({ handlersFile, port, host = '127.0.0.1' }) {
  const handlers = await loadHandlers(handlersFile);
  const server = createMockApiServer(handlers);
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://${host}:${boundPort}`,
    handlerCount: handlers.length,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

function argOf(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main() {
  const api = await startMockApi({
    handlersFile: argOf('handlers', '.serve/mock-api/index.js'),
    port: Number(argOf('port', '8601')),
    host: argOf('host', '127.0.0.1'),
  });
  console.log(`MOCK_API_READY ${api.origin} (${api.handlerCount} handlers)`);
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`mock API: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
