#!/usr/bin/env node
// Serves a production build for the benchmark (scripts/bench.mjs) the way a real host would, plus the app's
// own mock backend on the same origin:
// - /assets/* with long immutable cache headers, other files of the build as they are;
// - any other GET path falls back to index.html (SPA routing, e.g. /recruit-web/candidate/social/job);
// - js, css, html, svg and json compressed with brotli or gzip (by Accept-Encoding), compressed once and cached;
// - /api/* answered by the msw handlers of src/mocks (bundled for Node by bench.mjs), without latency:
//   the handlers only wait when the browser worker calls setMockLatency(true);
// - over HTTP/2 with TLS (a throwaway self-signed certificate made with openssl in .bench/tls; browsers must
//   ignore certificate errors), as the company's HTTPS host and CDN serve it; plain HTTP/1.1 with `--http1` or
//   when openssl is missing. See docs/decisions/014-bench-over-http2.md.
//
// Usage: node scripts/bench-server.mjs [--dist .bench/dist] [--handlers .bench/mock/index.js] [--port 0] [--http1]
// Prints `BENCH_SERVER_READY <origin>` once listening (the parent reads the origin from it).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { constants as http2Constants, createSecureServer } from 'node:http2';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { getResponse } from 'msw';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
const API_PREFIX = '/api/';

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

function compress(bytes, encoding, level) {
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: level === 'static' ? 11 : 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  }
  return gzipSync(bytes, { level: level === 'static' ? 9 : 6 });
}

/** A throwaway self-signed certificate for 127.0.0.1 in `dir`, or undefined without openssl. */
function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) return undefined;
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Creates the server (not listening yet): HTTP/2 over TLS when `tls` (key and cert) is given, else HTTP/1.1.
 * @param {{ dist: string, handlers: import('msw').RequestHandler[], tls?: { key: Buffer, cert: Buffer } }} options
 */
export function createBenchServer({ dist, handlers, tls }) {
  const root = resolve(dist);
  const indexHtml = join(root, 'index.html');
  /** Compressed (or raw) bodies by `path|encoding`: a static build never changes while served. */
  const cache = new Map();

  function fileFor(pathname) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const file = normalize(join(root, decoded));
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  }

  function sendFile(req, res, file, cacheControl) {
    const ext = extname(file).toLowerCase();
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : undefined;
    const key = `${file}|${encoding ?? 'identity'}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = encoding ? compress(raw, encoding, 'static') : raw;
      cache.set(key, body);
    }
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl, 'Content-Length': body.length };
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  async function sendApi(req, res) {
    const url = `http://${req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1'}${req.url}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      // HTTP/2 pseudo-headers (:method, :path …) are not request headers.
      if (value === undefined || name.startsWith(':')) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, { method: req.method, headers, body: hasBody ? await readBody(req) : undefined });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 404, msg: `bench server: no mock handler for ${req.method} ${req.url}`, data: null }));
      return;
    }
    // HttpResponse.error(): what the browser would see as a network failure.
    if (response.type === 'error') {
      if (res.stream) res.stream.close(http2Constants.NGHTTP2_INTERNAL_ERROR);
      else res.destroy();
      return;
    }
    let body = Buffer.from(await response.arrayBuffer());
    const out = {};
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    const encoding = body.length > 1024 ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      body = compress(body, encoding, 'dynamic');
      out['content-encoding'] = encoding;
    }
    out['content-length'] = body.length;
    out['cache-control'] = 'no-store';
    res.writeHead(response.status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const handle = (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(API_PREFIX)) {
      sendApi(req, res).catch((error) => {
        console.error(`bench server: ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('mock handler error');
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const file = pathname.endsWith('/') ? undefined : fileFor(pathname);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    if (pathname.startsWith('/assets/') || extname(pathname) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    // SPA fallback (what `try_files $uri /index.html` does on the real host).
    sendFile(req, res, indexHtml, 'no-cache');
  };
  return tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
}

function argOf(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main() {
  const dist = argOf('dist', '.bench/dist');
  const handlersFile = resolve(argOf('handlers', '.bench/mock/index.js'));
  const port = Number(argOf('port', '0'));
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist} (run scripts/bench.mjs)`);
  if (!existsSync(handlersFile)) throw new Error(`no mock handlers bundle at ${handlersFile} (run scripts/bench.mjs)`);
  const { handlers } = await import(pathToFileURL(handlersFile).href);
  if (!Array.isArray(handlers)) throw new Error(`${handlersFile} does not export a handlers array`);
  const tls = process.argv.includes('--http1') ? undefined : selfSignedCertificate(join(dirname(resolve(dist)), 'tls'));
  const server = createBenchServer({ dist, handlers, tls });
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    const protocol = tls ? 'https' : 'http';
    console.log(`BENCH_SERVER_READY ${protocol}://127.0.0.1:${address.port} (${tls ? 'HTTP/2' : 'HTTP/1.1'}, ${handlers.length} mock handlers)`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`bench server: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
