// The first screen from HTML (issue 24, docs/decisions/080): nginx serves each landing page its own HTML, every
// other path the SPA fallback, and the app takes that screen over without moving a box.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AFTER_PAINT_APP, AFTER_PAINT_HASH, AFTER_PAINT_PRELOADS } from '../build/after-paint.mjs';
import { cssHashOf, type LaterAntdComponent } from '../build/antd-css-vars';
import { WORKER_FILE } from '../build/first-screen';
import { FIRST_SCREEN_ROUTES, firstScreenAddress, firstScreenFile, type FirstScreenRoute } from '../build/first-screen-routes';
import { LIBRARY_CHUNKS, SHELL_CHUNK } from '../build/library-chunks';
import { writeTokenCookie } from '../e2e/fixtures';
import { expectSettled, seededJob, watchPage } from './helpers';
import { BASE, SERVE_DIST } from './served';

const INDEX_HTML = () => readFileSync(join(SERVE_DIST, 'index.html'), 'utf8');
const firstScreenHtml = (file: string) => readFileSync(join(SERVE_DIST, `${file}.html`), 'utf8');
/** The modulepreload links of a page: address, and whether it asks for low priority. */
const preloadLinks = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"( fetchpriority="low")? crossorigin href="([^"]+)">/g)].map((m) => ({
    href: m[2],
    low: Boolean(m[1]),
  }));
const modulepreloads = (html: string) => preloadLinks(html).map((link) => link.href);
/** The shell's library chunks by their file names (`{name}-{hash}.js`). */
const LIBRARY_FILE = new RegExp(`/(${Object.values(LIBRARY_CHUNKS).join('|')})-[\\w-]{8}\\.js$`);
/** A chunk's name from its address: `/recruit-web/assets/vendor-AbC123xy.js` → `vendor`. */
const chunkName = (href: string) => href.replace(`${BASE}/assets/`, '').replace(/-[\w-]{8}\.js$/, '');
const entryScript = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
/** The content of a landing page's after-paint template (build/after-paint.mjs). */
const templateOf = (html: string, id: string) => new RegExp(`<template id="${id}">(.*?)</template>`, 's').exec(html)?.[1] ?? '';
/** A landing page's HTML without its after-paint templates: what the browser asks for at once. */
const atOnce = (html: string) =>
  [AFTER_PAINT_PRELOADS, AFTER_PAINT_APP].reduce(
    (rest, id) => rest.replace(new RegExp(`<template id="${id}">.*?</template>`, 's'), ''),
    html,
  );
/** When the page started each request for a shell library chunk, in its own clock. */
const libraryRequestStarts = (page: Page) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    LIBRARY_FILE.source,
  );

test('each landing page gets its own HTML with the headers of index.html; every other path the fallback', async ({ request }) => {
  const fallback = await request.get(`${BASE}/candidate/social/editResume`);
  const fallbackHeaders = fallback.headers();
  expect(await fallback.text()).toBe(INDEX_HTML());
  for (const route of FIRST_SCREEN_ROUTES) {
    const path = firstScreenAddress(route);
    const response = await request.get(`${BASE}/${path}`);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).toBe(firstScreenHtml(firstScreenFile(route)));
    expect(body, `${path}: a drawn root`).toMatch(/<div id="root"><div/);
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(response.headers()[header], `${path}: ${header}`).toBe(fallbackHeaders[header]);
    }
  }
  for (const other of [`${BASE}/no/such/page`, `${BASE}/candidate/social/job/`, `${BASE}/staff/myPush`, `${BASE}/`]) {
    expect(await (await request.get(other)).text(), other).toBe(INDEX_HTML());
  }
  // A tab the build drew no screen for, or a value that is no plain word, gets the page's own first screen.
  const trends = firstScreenHtml('candidate/school/trends');
  for (const tab of ['unknown', '../../index', 'TALKS', '']) {
    const other = `${BASE}/candidate/school/trends?tab=${encodeURIComponent(tab)}`;
    expect(await (await request.get(other)).text(), other).toBe(trends);
  }
  expect(await (await request.get(`${BASE}/candidate/school/trends?tab=talks&x=1`)).text()).toBe(
    firstScreenHtml('candidate/school/trends.tab-talks'),
  );
});

test('a landing page preloads the chunks its first render runs, and a deep link with a query still works', async ({
  page,
  request,
}) => {
  const job = await seededJob(request, 'social');
  const problems = await watchPage(page);
  const scripts: string[] = [];
  const workers: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto(`${BASE}/candidate/social/jobDetail?id=${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  await expectSettled(page);
  const html = firstScreenHtml('candidate/social/jobDetail');
  const preloaded = modulepreloads(html);
  // Beyond index.html's: the page's own chunk and what it imports.
  const own = preloaded.filter((href) => !modulepreloads(INDEX_HTML()).includes(href));
  expect(own.some((href) => /\/job-detail-page-[\w-]+\.js$/.test(href))).toBe(true);
  // None is wasted: the page ran every chunk its HTML preloads.
  for (const href of preloaded) expect(scripts, href).toContain(href);
  // The shell's library chunks and the entry are asked for after the first paint on every landing page (the screen
  // paints without them, decision 122); the chunks its chunks import that it needs only later then too, at low
  // priority (decision 107); index.html's others and the page's own at once, at their own. The fallback, which paints
  // nothing before its scripts, asks for everything at once, at its own priority (decision 096).
  const libraryNames = Object.values(LIBRARY_CHUNKS).sort();
  for (const route of FIRST_SCREEN_ROUTES) {
    const file = firstScreenHtml(firstScreenFile(route));
    const first = preloadLinks(atOnce(file));
    const later = preloadLinks(templateOf(file, AFTER_PAINT_PRELOADS));
    const laterLibraries = later.filter((link) => LIBRARY_FILE.test(link.href));
    expect(laterLibraries.map((link) => chunkName(link.href)).sort(), route.path).toEqual(libraryNames);
    expect(
      laterLibraries.some((link) => link.low),
      route.path,
    ).toBe(false);
    expect(
      later.filter((link) => !LIBRARY_FILE.test(link.href)).every((link) => link.low),
      route.path,
    ).toBe(true);
    expect(
      first.some((link) => link.low || LIBRARY_FILE.test(link.href)),
      route.path,
    ).toBe(false);
    for (const href of modulepreloads(INDEX_HTML())) {
      if (!LIBRARY_FILE.test(href))
        expect(
          first.map((link) => link.href),
          href,
        ).toContain(href);
    }
    // The phone check's worker: started by the head's starter at the first paint, never preloaded (decision 130).
    const worker = new RegExp(`<script data-after="${AFTER_PAINT_PRELOADS}" data-verdict-worker="([^"]+)">`).exec(file)?.[1];
    expect(worker, route.path).toMatch(WORKER_FILE);
    expect(
      modulepreloads(file).filter((href) => WORKER_FILE.test(href)),
      route.path,
    ).toEqual([]);
    // The entry: in the template after the stylesheets at the end of the body, which its starter waits for.
    expect(entryScript(atOnce(file)), route.path).toBe('');
    expect(entryScript(templateOf(file, AFTER_PAINT_APP)), route.path).toBe(entryScript(INDEX_HTML()));
    expect(file.indexOf(`<template id="${AFTER_PAINT_APP}">`), route.path).toBeGreaterThan(
      file.lastIndexOf('<link rel="stylesheet"'),
    );
  }
  // In the browser: the libraries were asked for once the screen had been painted.
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity);
  const libraryStarts = await libraryRequestStarts(page);
  expect(libraryStarts).toHaveLength(3);
  for (const start of libraryStarts) expect(start).toBeGreaterThanOrEqual(paint);
  const pageChunk = preloadLinks(atOnce(firstScreenHtml('candidate/social/jobDetail'))).find((link) =>
    /\/job-detail-page-[\w-]+\.js$/.test(link.href),
  );
  expect(pageChunk?.low).toBe(false);
  expect(preloadLinks(INDEX_HTML()).some((link) => link.low)).toBe(false);
  expect(modulepreloads(INDEX_HTML()).filter((href) => LIBRARY_FILE.test(href))).toHaveLength(3);
  // The app's own first-load code is one chunk beside the libraries and rolldown's runtime, not two dozen (decision 108).
  expect(modulepreloads(INDEX_HTML()).map(chunkName).sort()).toEqual(
    [...Object.values(LIBRARY_CHUNKS), SHELL_CHUNK, 'rolldown-runtime'].sort(),
  );
  expect(new URL(page.url()).searchParams.get('id')).toBe(job.id);
  // One worker, its script asked for once: the app took the one the HTML started.
  expect(workers).toHaveLength(1);
  expect(workers[0]).toMatch(WORKER_FILE);
  expect(scripts.filter((script) => WORKER_FILE.test(script))).toEqual(workers);
  expect(problems).toEqual({ cspViolations: [], consoleErrors: [] });
});

test('the entry imports no chunk statically: it imports the chunks index.html preloads one at a time, the shell last', () => {
  const html = INDEX_HTML();
  const entry = readFileSync(join(SERVE_DIST, entryScript(html).replace(`${BASE}/`, '')), 'utf8');
  // A static import would make them one graph, linked in one task (decision 123).
  expect(entry).not.toMatch(/(^|[;}])\s*import\s*["'`{*]/);
  const imported = [...entry.matchAll(/await import\(["'`]\.\/([^"'`]+)["'`]\)/g)].map((m) => `${BASE}/assets/${m[1]}`);
  expect([...imported].sort()).toEqual([...modulepreloads(html)].sort());
  expect(chunkName(imported.at(-1) ?? '')).toBe(SHELL_CHUNK);
});

test("a landing page's only inline scripts are its starter, allowed by its hash; it starts the app where no paint is reported", async ({
  page,
}) => {
  const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]);
  for (const route of FIRST_SCREEN_ROUTES) {
    const scripts = inlineScripts(firstScreenHtml(firstScreenFile(route)));
    expect(scripts, route.path).toHaveLength(2);
    for (const source of scripts) {
      expect(`'sha256-${createHash('sha256').update(source).digest('base64')}'`, route.path).toBe(AFTER_PAINT_HASH);
    }
  }
  expect(inlineScripts(INDEX_HTML())).toEqual([]);
  // A browser without paint timing: the starter adds the templates at once, and the app takes the screen over.
  const problems = await watchPage(page);
  await page.addInitScript(() =>
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['mark', 'measure', 'resource'] }),
  );
  await page.goto(`${BASE}/candidate/home`);
  await expectSettled(page);
  await expect.poll(async () => (await libraryRequestStarts(page)).length).toBe(3);
  expect(problems).toEqual({ cspViolations: [], consoleErrors: [] });
});

declare global {
  interface Window {
    __boxesUnderRoot?: () => string[];
    __takeOverBoxes?: Promise<string[]>;
  }
}

/**
 * Installed before the page's scripts: every element's layout box under the root, in document order (`tag x,y w×h`,
 * from the offset parent). Layout, not paint: a transform (a spinner turning) moves no box.
 */
function installBoxes(): void {
  window.__boxesUnderRoot = () =>
    Array.from(document.getElementById('root')?.querySelectorAll('*') ?? [])
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} ${element.offsetLeft},${element.offsetTop} ${element.offsetWidth}×${element.offsetHeight}`,
      );
}

/** Holds back the requests `held` picks until the returned function is called. */
async function holdRequests(page: Page, held: (url: URL) => boolean): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The boxes of the HTML's first screen, painted with its inline CSS alone (the stylesheets and the entry script held
 * back), then the boxes at the app's first commit over it (everything released; the API never answers, so the app
 * shows its loading state, as on a first visit before data).
 */
async function boxesBeforeAndAfterTakeOver(page: Page, path: string, search = ''): Promise<{ html: string[]; app: string[] }> {
  const entry = entryScript(firstScreenHtml(path));
  await page.route('**/api/**', () => undefined);
  const release = await holdRequests(page, (url) => url.pathname === entry || url.pathname.endsWith('.css'));
  await page.addInitScript(installBoxes);
  await page.goto(`${BASE}/${path}${search}`, { waitUntil: 'commit' });
  await expect(page.locator('#root > *').first()).toBeVisible();
  const html = await page.evaluate(() => window.__boxesUnderRoot?.() ?? []);
  await page.evaluate(() => {
    window.__takeOverBoxes = new Promise((resolve) => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((_records, observer) => {
        observer.disconnect();
        resolve(window.__boxesUnderRoot?.() ?? []);
      }).observe(root, { childList: true });
    });
  });
  release();
  const app = await page.evaluate(() => window.__takeOverBoxes ?? Promise.resolve([]));
  return { html, app };
}

// The screen is drawn at 1280 × 800; its markup is the same at any width, and the CSS lays it out as the app's.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });
    for (const { path, search, account } of [
      { path: 'candidate/home' },
      { path: 'candidate/social/job' },
      // A job's own address: the screen is the skeleton of the job being loaded, not the "not found" page.
      { path: 'candidate/social/jobDetail', search: '?id=PD20080' },
      { path: 'staff/home', account: 'staff-wang' as const },
      { path: 'interview/social/list', account: 'interviewer-liu' as const },
    ]) {
      test(`${path}: the app's first render occupies the HTML's boxes`, async ({ page, baseURL }) => {
        if (account) await writeTokenCookie(page, account, baseURL ?? '');
        const { html, app } = await boxesBeforeAndAfterTakeOver(page, path, search);
        expect(html.length, 'a drawn first screen').toBeGreaterThan(50);
        expect(app).toEqual(html);
      });
    }
  });
}

/**
 * The animations running inside the loading skeletons, the properties they animate, and how many of the skeletons'
 * elements paint a gradient: opacity only and no gradient is what the compositor animates with no main-thread paint
 * per frame (docs/decisions/097); and the delays before they start: a skeleton replaced within its first second never
 * pulses, nor sends the app an animation event (docs/decisions/103).
 */
function skeletonAnimations(): { animations: number; animated: string[]; gradients: number; delays: number[] } {
  const inSkeleton = (target: Element | null | undefined) => target?.closest('.ant-skeleton-active') != null;
  const animations = document
    .getAnimations()
    .filter((animation) => inSkeleton((animation.effect as KeyframeEffect | null)?.target));
  const bookkeeping = new Set(['offset', 'computedOffset', 'easing', 'composite']);
  const animated = new Set<string>();
  const delays = new Set<number>();
  for (const animation of animations) {
    const effect = animation.effect as KeyframeEffect;
    delays.add(Number(effect.getTiming().delay));
    for (const frame of effect.getKeyframes())
      for (const property of Object.keys(frame)) if (!bookkeeping.has(property)) animated.add(property);
  }
  const gradients = Array.from(document.querySelectorAll('.ant-skeleton-active *')).filter(
    (element) => getComputedStyle(element).backgroundImage !== 'none',
  ).length;
  return { animations: animations.length, animated: [...animated], gradients, delays: [...delays] };
}

test("a record page's HTML preloads its table's code at low priority, whatever arrived before the prerender's commit", () => {
  // The table's code starts loading in the task after the page's code runs, before the first commit; whether it had
  // arrived by then was a race, which made it a high-priority preload in some builds and left it out in others
  // (docs/decisions/120).
  for (const [file, page] of [
    ['staff/rank', 'rank-page'],
    ['interview/social/list', 'evaluation-list-page'],
  ]) {
    const html = firstScreenHtml(file);
    const first = preloadLinks(atOnce(html));
    const later = preloadLinks(templateOf(html, AFTER_PAINT_PRELOADS));
    expect(first.find((link) => new RegExp(`/${page}-[\\w-]{8}\\.js$`).test(link.href))?.low, file).toBe(false);
    expect(later.find((link) => /\/antd-table-[\w-]{8}\.js$/.test(link.href))?.low, file).toBe(true);
    expect(
      first.some((link) => /\/antd-table-[\w-]{8}\.js$/.test(link.href)),
      file,
    ).toBe(false);
  }
});

test("the loading skeletons pulse in opacity after a second, in the HTML's first screen and in the app's", async ({
  page,
  baseURL,
}) => {
  const path = 'staff/job';
  await writeTokenCookie(page, 'staff-wang', baseURL ?? '');
  await page.route('**/api/**', () => undefined);
  const entry = entryScript(firstScreenHtml(path));
  const release = await holdRequests(page, (url) => url.pathname === entry);
  await page.goto(`${BASE}/${path}?activeKey=social`, { waitUntil: 'commit' });
  await expect(page.locator('#root > *').first()).toBeVisible();
  const fromHtml = await page.evaluate(skeletonAnimations);
  expect(fromHtml.animations, 'skeleton animations in the first screen').toBeGreaterThan(5);
  expect(fromHtml).toEqual({ animations: fromHtml.animations, animated: ['opacity'], gradients: 0, delays: [1000] });
  // The app's first commit replaces the root's children (the API never answers: the app shows its skeletons).
  await page.evaluate(() => {
    const root = document.getElementById('root');
    if (root) new MutationObserver(() => root.setAttribute('data-taken-over', '')).observe(root, { childList: true });
  });
  release();
  await expect(page.locator('#root[data-taken-over]')).toBeAttached();
  const fromApp = await page.evaluate(skeletonAnimations);
  expect(fromApp.animations, 'skeleton animations in the app').toBeGreaterThan(5);
  expect(fromApp).toEqual({ animations: fromApp.animations, animated: ['opacity'], gradients: 0, delays: [1000] });
});

/**
 * What shows that an antd component has rendered. A Dropdown shows nothing until it opens (its trigger is the card's),
 * a Spin is a table's; a list's pagination may render nothing for a single page, so its code's arrival is waited for.
 */
const RENDERED: Record<LaterAntdComponent, string | null> = {
  Avatar: '.ant-avatar',
  Button: '.ant-btn',
  Cascader: '.ant-cascader',
  Collapse: '.ant-collapse',
  Dropdown: null,
  Pagination: null,
  Radio: '.ant-radio-group',
  Select: '.ant-select',
  Spin: null,
  Steps: '.ant-steps',
  Table: '.ant-table',
  Tag: '.ant-tag',
};

/** The `data-css-hash` of each antd style element in the head, with the start of its rule. */
const antdStyles = () =>
  Array.from(document.head.querySelectorAll('style[data-css-hash]')).map(
    (style) => `${style.getAttribute('data-css-hash')} ${(style.textContent ?? '').slice(0, 40)}`,
  );

/**
 * Opens a landing page of `FIRST_SCREEN_ROUTES` as its visitor would (signed in where it asks, a seeded job's own
 * address for a job detail) and waits until it has its data, no skeleton left; returns the route's address.
 */
async function landingPageVisitor(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<(route: FirstScreenRoute) => Promise<string>> {
  const jobs = { social: await seededJob(request, 'social'), shop: await seededJob(request, 'shop') };
  return async (route) => {
    const address = firstScreenAddress(route);
    if (route.signedIn)
      await writeTokenCookie(page, route.signedIn === 'staff' ? 'staff-wang' : 'interviewer-liu', baseURL ?? '');
    const detailOf = /^candidate\/(social|shop)\/jobDetail$/.exec(route.path)?.[1] as 'social' | 'shop' | undefined;
    await page.goto(`${BASE}/${detailOf ? `${route.path}?id=${jobs[detailOf].id}` : address}`);
    await expectSettled(page);
    await expect(page.locator('.ant-skeleton'), address).toHaveCount(0);
    return address;
  };
}

test('once its data has arrived, antd inserts no style sheet on a landing page: its HTML has the variables', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visit = await landingPageVisitor(page, request, baseURL);
  for (const route of FIRST_SCREEN_ROUTES) {
    const address = await visit(route);
    // The pagination loads as the end of the list nears.
    await page.mouse.wheel(0, 10_000);
    for (const component of route.later ?? []) {
      const selector = RENDERED[component];
      if (selector) await expect(page.locator(selector).first(), `${address}: ${component}`).toBeAttached();
    }
    // A list's own pagination (components/paging) loads its code apart; a table's comes with the table.
    if (route.later?.includes('Pagination') && (await page.locator('nav[aria-label="分页"]').count()) > 0) {
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/antd-pagination-[\w-]+\.js$/.test(entry.name)),
      );
      await expect(
        page.locator('nav[aria-label="分页"] > div:not([class])'),
        `${address}: the pagination's placeholder`,
      ).toHaveCount(0);
    }
    const fromHtml = new Set(
      [...firstScreenHtml(firstScreenFile(route)).matchAll(/<style[^>]*>/g)].map((match) => cssHashOf(match[0])),
    );
    const inserted = (await page.evaluate(antdStyles)).filter((style) => !fromHtml.has(style.split(' ')[0]));
    expect(inserted, address).toEqual([]);
  }
});

/**
 * Every layout shift of the page, from its start, with the boxes that moved: `{value} {node} {from} → {to}`. Kept in
 * the page (`window.__shifts`) by an init script.
 */
function recordShifts(): void {
  type Shift = PerformanceEntry & {
    value: number;
    sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const shifts: string[] = [];
  Object.defineProperty(window, '__shifts', { value: shifts });
  const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      const moved = entry.sources.map(
        (source) =>
          `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : (source.node?.textContent ?? '?')} ${box(source.previousRect)} → ${box(source.currentRect)}`,
      );
      shifts.push(`${entry.value.toExponential(2)} ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// Issue 24's CLS 0.000 as an exact zero, at Lighthouse's desktop size: from the first paint until its data is on screen,
// a landing page moves no box. The signed-in header's user card loads behind a skeleton of its own width, and the
// interview list keeps its to-do count's room (docs/decisions/139).
test.describe('1350 × 940', () => {
  test.use({ viewport: { width: 1350, height: 940 } });
  test('a landing page moves no box while it loads, signed in or not', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const visit = await landingPageVisitor(page, request, baseURL);
    await page.addInitScript(recordShifts);
    for (const route of FIRST_SCREEN_ROUTES) {
      const address = await visit(route);
      expect(await page.evaluate(() => (window as Window & { __shifts?: string[] }).__shifts), address).toEqual([]);
    }
  });
});
