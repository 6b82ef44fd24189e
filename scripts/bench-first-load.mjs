// First-load JavaScript of a page (used by scripts/bench.mjs): opens the page in a fresh browser context, waits for
// the network to go idle, and sums the gzip size (zlib level 9, computed from the build's files, so the figure does
// not depend on how the server compresses) of every script the page loaded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { sessionCookies } from './mock-session.mjs';

export const CHROMIUM_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * The HTML a path is served (nginx: a landing page's first screen `{path}.html`, or its tab's `{path}.tab-{tab}.html`,
 * else index.html — docs/decisions/080):
 * its file, its brotli bytes (the `.br` beside it, as nginx sends it), the CSS inline in it, and whether its root is
 * drawn.
 */
export function servedDocument(dist, base, path) {
  const { pathname, searchParams } = new URL(path, 'http://x');
  const route = pathname.startsWith(base) ? join(dist, decodeURIComponent(pathname.slice(base.length))) : '';
  const tab = searchParams.get('tab') ?? '';
  const candidates = route ? [...(/^[a-z]+$/.test(tab) ? [`${route}.tab-${tab}.html`] : []), `${route}.html`] : [];
  const file = candidates.find((candidate) => existsSync(candidate)) ?? join(dist, 'index.html');
  const html = readFileSync(file, 'utf8');
  const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(html).length;
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
  return {
    file: file.slice(dist.length + 1),
    raw: Buffer.byteLength(html),
    brotli,
    inlineCss,
    drawn: /<div id="root"><[a-z]/.test(html),
  };
}

/**
 * Resolves once no GET request has been in flight for `quietMs` (at most `maxMs`). Playwright's 'networkidle' never
 * comes here: the tracking beacon is a `fetch(…, { keepalive: true })` POST, and Chromium never reports such a
 * request as finished to the page, so it looks in flight forever. Beacons carry no code; scripts and page data
 * are GETs.
 */
function trackIdle(page, quietMs = 1000, maxMs = 30_000) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const done = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async wait() {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(100);
      }
      throw new Error(`network still busy after ${maxMs / 1000} s: ${[...inFlight].map((r) => r.url()).join(', ')}`);
    },
  };
}

/**
 * @param {{ origin: string, dist: string, base?: string, pages: { key: string, path: string, signedIn?: { accountId:
 *   string, business: string } }[] }} options — `base`: the path the build is served under (`/recruit-web/`);
 *   `signedIn`: the demo account whose token cookies the visit carries (scripts/mock-session.mjs).
 * @returns {Promise<Record<string, { scripts: { file: string, raw: number, gzip: number }[], totalGzip: number,
 *   totalRaw: number, title: string, apiErrors: string[], consoleErrors: string[] }>>}
 */
export async function measureFirstLoad({ origin, dist, base = '/', pages }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const { key, path, signedIn } of pages) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, ignoreHTTPSErrors: true });
      if (signedIn) await context.addCookies(sessionCookies(signedIn, origin));
      const page = await context.newPage();
      const scripts = new Map();
      const apiErrors = [];
      const consoleErrors = [];
      const pending = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
      });
      page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message.slice(0, 200)}`));
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiErrors.push(`${request.method()} ${request.url()} failed`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/') && response.status() >= 400) {
          apiErrors.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
        }
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
        // The build's own file: `{base}assets/x.js` → `{dist}/assets/x.js`.
        const inBuild = url.pathname.startsWith(base) ? decodeURIComponent(url.pathname.slice(base.length)) : undefined;
        const file = inBuild === undefined ? undefined : join(dist, inBuild);
        if (url.origin === origin && file && existsSync(file)) {
          const bytes = readFileSync(file);
          scripts.set(url.pathname, { file: inBuild, raw: bytes.length, gzip: gzipSize(bytes) });
        } else {
          // A script from elsewhere (none expected): measure what arrived.
          pending.push(
            response
              .body()
              .then((bytes) => scripts.set(url.href, { file: url.href, raw: bytes.length, gzip: gzipSize(bytes) }))
              .catch(() => undefined),
          );
        }
      });
      const idle = trackIdle(page);
      await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await idle.wait();
      await Promise.all(pending);
      const title = await page.title();
      await context.close();
      const list = [...scripts.values()].sort((a, b) => b.gzip - a.gzip);
      results[key] = {
        scripts: list,
        totalGzip: list.reduce((sum, s) => sum + s.gzip, 0),
        totalRaw: list.reduce((sum, s) => sum + s.raw, 0),
        title,
        document: servedDocument(dist, base, path),
        apiErrors,
        consoleErrors,
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
