import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { AFTER_PAINT_HASH } from '../build/after-paint.mjs';
import { writeTokenCookie } from '../e2e/fixtures';
import { expectSettled, seededJob, watchPage } from './helpers';
import { BASE, SERVE_DIST } from './served';
import { STOPPED_JOB_NOTICE } from '../src/features/jobs/components/stopped-job-text';
import { firstStoppedPosition } from '../src/mocks/data/positions';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOME = `${BASE}/candidate/home`;
/** A social job the mock API's seed has stopped. */
const STOPPED_JOB = firstStoppedPosition('social');

/** The file of the build behind a served path under the base. */
const fileOf = (pathname: string) => join(SERVE_DIST, pathname.slice(BASE.length + 1));

/** The address index.html names in `pattern`'s first group; `what` names it when index.html has none. */
function namedInIndexHtml(pattern: RegExp, what: string): string {
  const html = readFileSync(join(SERVE_DIST, 'index.html'), 'utf8');
  const address = pattern.exec(html)?.[1];
  if (!address) throw new Error(`no ${what} in index.html`);
  return address;
}

/** The entry script index.html names (`${BASE}/assets/index-….js`). */
const entryScript = () => namedInIndexHtml(/<script type="module" crossorigin src="([^"]+)"/, 'entry script');

/** The stylesheet index.html links (`${BASE}/assets/index-….css`). */
const entryStylesheet = () => namedInIndexHtml(/<link rel="stylesheet" crossorigin href="([^"]+\.css)"/, 'stylesheet');

/** `{ name: sources }` of a Content-Security-Policy header. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('a deep link loads and reloads', async ({ page, request }) => {
  const job = await seededJob(request, 'social');
  const problems = await watchPage(page);
  const address = `${BASE}/candidate/social/jobDetail?id=${job.id}`;

  const first = await page.goto(address);
  expect(first?.status()).toBe(200);
  expect(first?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  await expectSettled(page);

  // index.html is no-cache: a reload revalidates it (200, or 304 from its ETag) and the route renders again.
  const again = await page.reload();
  expect([200, 304]).toContain(again?.status());
  const url = new URL(page.url());
  expect(url.pathname).toBe(`${BASE}/candidate/social/jobDetail`);
  expect(url.searchParams.get('id')).toBe(job.id);
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  await expectSettled(page);
  expect(problems).toEqual({ cspViolations: [], consoleErrors: [] });
});

test('an unknown asset answers 404, never index.html; other paths under the base get the app', async ({ request }) => {
  for (const missing of [`${BASE}/assets/x.js`, `${BASE}/assets/index-00000000.js`, `${BASE}/assets/index-00000000.css`]) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(await response.text(), missing).not.toContain('<div id="root">');
  }
  for (const route of [`${BASE}/`, `${BASE}/candidate/social/job?keyword=店长`, `${BASE}/staff/home`, `${BASE}/no/such/page`]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).toContain('<div id="root">');
  }
  // Outside the base and /api/, nothing is the portal's.
  expect((await request.get('/elsewhere/index.html')).status()).toBe(404);
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe(HOME);
});

test('index.html is no-cache, hashed assets are immutable', async ({ page, request }) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(`${BASE}/assets/`)) assets.push(response);
  });
  const document = await page.goto(HOME);
  expect((await document?.allHeaders())?.['cache-control']).toBe('no-cache');
  await expectSettled(page);

  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) {
    const { pathname } = new URL(asset.url());
    expect(pathname, 'a content hash in the name').toMatch(/-[\w-]{8}\.(js|css)$/);
    expect((await asset.allHeaders())['cache-control'], pathname).toBe(IMMUTABLE);
  }
  for (const path of [`${BASE}/index.html`, `${BASE}/candidate/social/job`]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get(`${BASE}/favicon.svg`)).headers()['cache-control']).toBe('no-cache');
});

test("ua-parser-js stays off the main thread: the boot's worker judges the phone and the browser", async ({ page }) => {
  // docs/decisions/118: the parser is in the worker's script; the page loads its own copy only where no worker answers.
  const scripts: string[] = [];
  const workers: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  // A landing page (its own HTML) and a page of the fallback index.html, each until the browser prompt's check has run
  // (when the page is first idle, at the latest 2 s after the first render). Without the worker's answers, the main
  // thread's judging would load the parser's chunk (user-agent-….js) then.
  for (const path of [HOME, `${BASE}/candidate/school/about`]) {
    await page.goto(path);
    await expectSettled(page);
    // Twice: the prompt's own idle callback, then one after the tasks it started (a chunk's request would be on its way).
    for (let idle = 0; idle < 2; idle += 1) {
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 2000 })));
    }
  }
  expect(workers).toHaveLength(2);
  for (const worker of workers) expect(worker).toMatch(/\/device-verdict\.worker-[\w-]+\.js$/);
  expect(scripts.filter((script) => /\/user-agent-[\w-]+\.js$/.test(script))).toEqual([]);
});

test("popups' and the Collapse's code stay out of a landing page's first load", async ({ page, request }) => {
  // docs/decisions/121: ConfigProvider's provider of unique tooltips and the Button's style token imported them into
  // the vendor chunk, which every page loads. Their default class prefixes name them in the built code.
  const job = await seededJob(request, 'social');
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  // (The job list's filters are Selects: a popup is their first screen's.)
  for (const path of [HOME, `${BASE}/candidate/social/jobDetail?id=${job.id}`]) {
    await page.goto(path);
    await expectSettled(page);
  }
  expect([...scripts].filter((script) => /\/vendor-[\w-]{8}\.js$/.test(script))).toHaveLength(1);
  for (const script of scripts) {
    const code = readFileSync(fileOf(script), 'utf8');
    expect(code.includes('rc-trigger-popup'), script).toBe(false);
    expect(code.includes('rc-collapse'), script).toBe(false);
  }
});

test("the trends page loads the open tab's code: the talks without the Q&A's sanitiser and collapse", async ({ page }) => {
  // docs/decisions/133: each tab's body is a chunk of its own, the open one loaded with the page. DOMPurify's and
  // rc-collapse's code name themselves in the build (its `ALLOWED_TAGS` setting, the collapse's class prefix).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const loaded = (marker: string) => scripts.filter((script) => readFileSync(fileOf(script), 'utf8').includes(marker));
  await page.goto(`${BASE}/candidate/school/trends?tab=talks`);
  await expect(page.getByRole('heading', { name: '宣讲总览', level: 2 })).toBeVisible();
  await expectSettled(page);
  expect(loaded('ALLOWED_TAGS')).toEqual([]);
  expect(loaded('rc-collapse')).toEqual([]);
  await page.getByRole('navigation', { name: '招聘动态栏目' }).getByRole('link', { name: '问答专区' }).click();
  await expect(page.getByRole('heading', { name: '问答专区', level: 2 })).toBeVisible();
  await expect.poll(() => loaded('ALLOWED_TAGS').length).toBe(1);
  await expect.poll(() => loaded('rc-collapse').length).toBe(1);
});

test("an open job's detail loads no Alert: a stopped job's loads it with its notice", async ({ page, request }) => {
  // docs/decisions/135: the notice of a stopped job is the detail page's only Alert; its code names its own modifier.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const loaded = () => scripts.filter((script) => readFileSync(fileOf(script), 'utf8').includes('-with-description'));
  const open = await seededJob(request, 'social');
  await page.goto(`${BASE}/candidate/social/jobDetail?id=${open.id}`);
  await expect(page.getByRole('heading', { name: open.name, level: 1 })).toBeVisible();
  await expectSettled(page);
  expect(loaded()).toEqual([]);
  await page.goto(`${BASE}/candidate/social/jobDetail?id=${STOPPED_JOB?.id ?? ''}`);
  await expect(page.getByRole('alert').filter({ hasText: STOPPED_JOB_NOTICE })).toBeVisible();
  expect(loaded()).toHaveLength(1);
});

test("antd's components share one breakpoint observer: the ranking's avatars, table and pager listen once", async ({
  page,
  baseURL,
}) => {
  // docs/decisions/119: a build patch of antd's observer; one per component queried matchMedia 169 times here.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    const queried: string[] = [];
    Object.assign(window, { breakpointQueries: queried });
    window.matchMedia = (query: string) => {
      if (/^\((min|max)-width: \d+px\)$/.test(query)) queried.push(query);
      return matchMedia(query);
    };
  });
  await writeTokenCookie(page, 'staff-wang', baseURL ?? '');
  await page.goto(`${BASE}/staff/rank`);
  await expectSettled(page);
  // A page of rows, each with its antd Avatar (each a subscriber of the breakpoints).
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const rows = await page.locator('tbody tr.ant-table-row').count();
  expect(rows).toBeGreaterThanOrEqual(10);
  await expect(page.locator('tbody .ant-avatar')).toHaveCount(rows);
  const queried = await page.evaluate(() => (window as unknown as { breakpointQueries: string[] }).breakpointQueries);
  // antd's seven breakpoints, registered once, or twice where every subscriber left in the commit that mounted the next.
  expect(new Set(queried).size).toBe(7);
  expect(queried.length).toBeLessThanOrEqual(14);
});

test('JavaScript arrives brotli- or gzip-encoded according to Accept-Encoding', async ({ page, request }) => {
  // In Chromium: every script comes encoded as its request allowed, brotli first (Chromium offers br over HTTPS and
  // to localhost). Only a script of a few bytes, which neither encoding makes smaller, has no encoded copy.
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(HOME);
  await expectSettled(page);
  expect(scripts.length).toBeGreaterThan(5);
  // A worker's script (the phone check's, docs/decisions/116) shows Playwright no request headers; the browser sends it
  // the Accept-Encoding it sends the page's scripts.
  const acceptedBy = await Promise.all(scripts.map(async (script) => (await script.request().allHeaders())['accept-encoding']));
  const pageAccepts = acceptedBy.find((accepted) => accepted !== undefined);
  expect(pageAccepts, 'the scripts’ Accept-Encoding').toBeDefined();
  const encodings = new Set<string>();
  for (const [at, script] of scripts.entries()) {
    const file = fileOf(new URL(script.url()).pathname);
    const accepted = acceptedBy[at] ?? pageAccepts ?? '';
    const headers = await script.allHeaders();
    if (statSync(file).size >= 1024) {
      expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`), `${file}: .br and .gz beside it`).toBe(true);
    }
    const expected =
      /\bbr\b/.test(accepted) && existsSync(`${file}.br`)
        ? 'br'
        : /\bgzip\b/.test(accepted) && existsSync(`${file}.gz`)
          ? 'gzip'
          : undefined;
    expect(headers['content-encoding'], script.url()).toBe(expected);
    if (expected) {
      expect(headers.vary, script.url()).toContain('Accept-Encoding');
      encodings.add(expected);
    }
  }
  expect(encodings.size, 'scripts arrived encoded').toBeGreaterThan(0);

  // By hand: the precompressed file beside the script is sent as it is (its exact length); decoded, it is the script.
  const entry = entryScript();
  const original = readFileSync(fileOf(entry));
  const cases: [accept: string, encoding: string | undefined, size: number][] = [
    ['br', 'br', statSync(`${fileOf(entry)}.br`).size],
    ['gzip', 'gzip', statSync(`${fileOf(entry)}.gz`).size],
    ['gzip, deflate, br', 'br', statSync(`${fileOf(entry)}.br`).size],
    ['identity', undefined, original.length],
  ];
  for (const [accept, encoding, size] of cases) {
    const response = await request.get(entry, { headers: { 'Accept-Encoding': accept } });
    const headers = response.headers();
    expect(response.status(), accept).toBe(200);
    expect(headers['content-encoding'], accept).toBe(encoding);
    expect(headers['content-type'], accept).toMatch(/^application\/javascript/);
    expect(Number(headers['content-length']), accept).toBe(size);
    expect((await response.body()).equals(original), `${accept}: decoded body is the script`).toBe(true);
  }
});

test('the response headers carry the CSP and the other security headers', async ({ request }) => {
  // Documents, files other than scripts and stylesheets, errors (an unknown script included) and API answers.
  const answers = [
    HOME,
    `${BASE}/favicon.svg`,
    `${BASE}/assets/x.js`,
    '/api/recruit/client/recruit/v1/position_demand?page=1&page_size=1',
  ];
  for (const path of answers) {
    const headers = (await request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    const csp = directives(policy);
    expect(policy, path).not.toContain("'unsafe-eval'");
    expect(csp['script-src'], path).toEqual(expect.arrayContaining(["'self'"]));
    expect(csp['script-src'], path).not.toContain("'unsafe-inline'");
    // No nonce; one hash: the landing pages' starter's (decision 122).
    expect(
      csp['script-src']?.filter((source) => source.startsWith("'nonce-") || source.startsWith("'sha")),
      path,
    ).toEqual([AFTER_PAINT_HASH]);
    expect(csp['default-src'], path).toEqual(["'self'"]);
    expect(csp['object-src'], path).toEqual(["'none'"]);
    expect(csp['base-uri'], path).toEqual(["'self'"]);
    expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    // A Referer is the origin alone: no page URL (a staff token in its query) leaves in one (docs/decisions/051).
    expect(headers['referrer-policy'], path).toBe('strict-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    // Plain HTTP: no HSTS (e2e-nginx/privacy.spec.ts checks it over TLS).
    expect(headers['strict-transport-security'], path).toBeUndefined();
    // Only the clipboard (the share popover's copy) is allowed, to the portal's own origin; nothing else.
    const permissions = Object.fromEntries((headers['permissions-policy'] ?? '').split(/,\s*/).map((entry) => entry.split('=')));
    expect(permissions['clipboard-write'], path).toBe('(self)');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'display-capture']) {
      expect(permissions[feature], `${path}: ${feature}`).toBe('()');
    }
    expect(
      Object.entries(permissions)
        .filter(([, allow]) => allow !== '()')
        .map(([feature]) => feature),
      path,
    ).toEqual(['clipboard-write']);
  }
});

test('a script or stylesheet is sent without the headers only a document reads', async ({ request }) => {
  // nginx's HTTP/2 sends every response header in full on every answer; a first visit fetches ~50 scripts, and a
  // script ignores a CSP, framing, opener or permissions policy (docs/decisions/091).
  for (const path of [entryScript(), entryStylesheet()]) {
    const first = await request.get(path);
    const again = await request.get(path, { headers: { 'If-None-Match': first.headers()['etag'] ?? '' } });
    expect(again.status(), path).toBe(304);
    for (const headers of [first.headers(), again.headers()]) {
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin');
      expect(headers['cache-control'], path).toBe(IMMUTABLE);
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
      ]) {
        expect(headers[documentOnly], `${path}: ${documentOnly}`).toBeUndefined();
      }
    }
  }
});
