// The first screen from HTML (issue 24, docs/decisions/080). After a production build, each landing page of
// ./first-screen-routes.ts gets `{outDir}/{path}.html`: index.html holding the page as the app's first render draws
// it before any data — header, title, skeletons of their final size — with the CSS that screen uses inline, the rest
// of the stylesheet moved out of the render path, and `modulepreload`s for the route's own chunks.
//
// How the screen is taken: Chromium opens each route on the built files, with every server call left unanswered
// (the data's loading state) and the root holding a placeholder, so the app boots as it will on that HTML
// (src/main.tsx: the page's code first, then one render). The root's markup is read at the app's first commit — the
// very DOM that replaces it in the visitor's browser. Critical CSS: beasties. nginx serves the files (deploy/nginx).
// The shell's library chunks and the entry script are asked for after the first paint there, by a starter the CSP
// allows by its hash (build/after-paint.mjs): the screen paints without them (docs/decisions/096, 122).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import Beasties from 'beasties';
import type { Plugin } from 'vite';
import { chromiumPath, sharedUse } from '../playwright.shared.ts';
import { sessionCookies } from '../scripts/mock-session.mjs';
import { antdCssVarStyles, withLaterStyles } from './antd-css-vars.ts';
import { FIRST_SCREEN_ROUTES, firstScreenAddress, firstScreenFile, type FirstScreenRoute } from './first-screen-routes.ts';
import { AFTER_PAINT_APP, AFTER_PAINT_PRELOADS, afterPaint } from './after-paint.mjs';
import { LIBRARY_CHUNKS } from './library-chunks.ts';
import { PAGE_CODE_MARK } from '../src/app/boot-marks.ts';

/** A host no request leaves for: every request of the prerender is answered from the build or not at all. */
const ORIGIN = 'https://first-screen.invalid';
/** The root's placeholder in the prerender: a root with children tells the app it replaces a first screen. */
const PLACEHOLDER = '<!--first-screen-->';
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The element after the first screen that the browser waits for before its first render (`<link rel="expect">`): the
 * parser may yield halfway through the root, and a paint of the screen's top alone is followed by one of the whole
 * page, whose scroll bar then moves every centred box (a layout shift, docs/decisions/108). After the root, not in
 * it: React replaces the root's content; an inert template, not shown, not read by assistive technology.
 */
export const FIRST_SCREEN_END = 'first-screen-end';
const RENDER_AFTER_ROOT = `<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render">`;
const ROOT_END = `<template id="${FIRST_SCREEN_END}"></template>`;
/**
 * A worker's script: Vite names the bundle of `new Worker(new URL('./x.worker.ts', import.meta.url))` after its module,
 * `assets/x.worker-[hash].js`. The only one is the phone check's (src/lib/device/device-verdict.ts), which the first
 * render waits for: the HTML's starter starts it at the first paint (build/after-paint.mjs, docs/decisions/130).
 */
export const WORKER_FILE = /\.worker-[\w-]+\.js$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

export interface FirstScreen {
  /** The root's markup at the app's first commit. */
  html: string;
  title: string;
  description: string | null;
  /** The `<style>` elements in the head at that commit (antd's theme variables), and those of its later components. */
  styles: string[];
  /** Build files the route fetched before its first render started (under the base, e.g. `assets/x.js`). */
  fetched: string[];
  /**
   * Build files the route started to load between its first render's start and that commit, needed later: a record
   * table's code, loaded ahead of its rows (docs/decisions/120).
   */
  later?: string[];
  /**
   * Chunks needed after the first paint: the later ones and the static imports of all that the route had not fetched
   * (`laterChunks`), preloaded at low priority once the screen is painted.
   */
  imports?: string[];
}

declare global {
  interface Window {
    __firstScreen?: { html: string; styles: string[]; resources: string[]; later: string[] };
  }
}

/**
 * Runs in the page before the app: keeps the root's markup as the app's first commit leaves it, and the files the page
 * loaded by then. What came before the page's code had loaded (`pageCodeMark`, set by src/main.tsx) is the first
 * screen's; what the page started after it, until the commit, is needed later. Each file counts once it has arrived,
 * so the lists wait for every file the page had started by the commit: which ones arrived before it is a race, and the
 * HTML of a build must not depend on one (docs/decisions/120).
 */
function watchFirstCommit(pageCodeMark: string): void {
  new MutationObserver((_records, observer) => {
    const root = document.getElementById('root');
    // Until the app commits, the root holds only the placeholder (a comment).
    if (!root?.firstElementChild) return;
    observer.disconnect();
    const committed = performance.now();
    const html = root.innerHTML;
    // antd's theme variables, written into the head at run time (zero-runtime styles, a CSS-variable theme).
    const styles = Array.from(document.head.querySelectorAll('style')).map((style) => style.outerHTML);
    const started = new Set(
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
        (link) => link.href,
      ),
    );
    const keep = () => {
      const entries = performance.getEntriesByType('resource');
      const arrived = new Set(entries.map((entry) => entry.name));
      // Vite's preload helper links every file of a dynamic import when it starts; a link is all that shows of one on its way.
      if ([...started].some((href) => !arrived.has(href)) && performance.now() - committed < 10_000) {
        setTimeout(keep, 20);
        return;
      }
      const pageCode = performance.getEntriesByName(pageCodeMark, 'mark')[0]?.startTime ?? committed;
      window.__firstScreen = {
        html,
        styles,
        resources: entries.filter((entry) => entry.startTime < pageCode).map((entry) => entry.name),
        later: entries.filter((entry) => entry.startTime >= pageCode && entry.startTime <= committed).map((entry) => entry.name),
      };
    };
    keep();
  }).observe(document, { childList: true, subtree: true });
}

/** Opens every route on the build in `outDir` and reads its first screen, by its file (`firstScreenFile`). */
export async function takeFirstScreens(
  outDir: string,
  base: string,
  routes: readonly FirstScreenRoute[] = FIRST_SCREEN_ROUTES,
): Promise<Map<string, FirstScreen>> {
  const { chromium } = await import('@playwright/test');
  if (!chromiumPath && !existsSync(chromium.executablePath())) {
    throw new Error('first-screen: no Chromium to render the landing pages with — run `node scripts/ensure-browser.mjs`');
  }
  const browser = await chromium.launch(sharedUse.launchOptions);
  const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8').replace(EMPTY_ROOT, `<div id="root">${PLACEHOLDER}</div>`);
  const screens = new Map<string, FirstScreen>();
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        locale: sharedUse.locale,
        timezoneId: sharedUse.timezoneId,
        viewport: sharedUse.viewport,
        serviceWorkers: 'block',
      });
      try {
        // Any unexpired token passes the login guard; the frame's user data is never part of the screen (not answered).
        if (route.signedIn)
          await context.addCookies(sessionCookies({ accountId: 'first-screen', business: route.signedIn }, ORIGIN));
        await context.route('**/*', async (request) => {
          const url = new URL(request.request().url());
          // Server calls and anything not of this build stay unanswered: the page shows its loading state.
          if (url.origin !== ORIGIN || !url.pathname.startsWith(base)) return;
          const file = url.pathname.slice(base.length);
          const path = join(outDir, file);
          if (file && extname(file) && existsSync(path)) {
            await request.fulfill({
              body: readFileSync(path),
              contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
            });
          } else {
            await request.fulfill({ body: indexHtml, contentType: 'text/html' });
          }
        });
        const page = await context.newPage();
        // A page that throws or logs an error is not drawn into HTML: the build would ship a crash screen or a
        // broken first render as every visitor's first sight.
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.addInitScript(watchFirstCommit, PAGE_CODE_MARK);
        await page.goto(`${ORIGIN}${base}${firstScreenAddress(route)}`, { waitUntil: 'commit' });
        const handle = await page
          .waitForFunction(() => window.__firstScreen, undefined, { timeout: 30_000 })
          .catch((error: unknown) => {
            throw new Error(`first-screen: ${route.path} never rendered (${errors.join('; ') || String(error)})`);
          });
        const { html, styles, resources, later } = (await handle.jsonValue()) as NonNullable<Window['__firstScreen']>;
        // The title and description are set in the commit's effects, a frame later.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
        const head = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        }));
        if (errors.length > 0) throw new Error(`first-screen: ${route.path} reported errors: ${errors.join('; ')}`);
        if (!new URL(page.url()).pathname.endsWith(route.path)) {
          throw new Error(`first-screen: ${route.path} went to ${page.url()} (signed out?)`);
        }
        // By name: the order files arrive in, or even are asked for (a module's imports once it has arrived), is a race.
        const ofBuild = (urls: string[]) =>
          [
            ...new Set(
              urls
                .map((url) => new URL(url))
                .filter((url) => url.origin === ORIGIN && url.pathname.startsWith(base))
                .map((url) => url.pathname.slice(base.length)),
            ),
          ].sort();
        // With the variables of the antd components the page shows later (docs/decisions/105).
        const allStyles = withLaterStyles(styles, antdCssVarStyles(route.later ?? []));
        screens.set(firstScreenFile(route), {
          html,
          styles: allStyles,
          ...head,
          fetched: ofBuild(resources),
          later: ofBuild(later),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return screens;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Form fields of the first screen take no input: React replaces them within the second, and what was typed into
 * them would be lost (standards: nothing a user types is lost).
 */
export function inertFields(html: string): string {
  return html.replace(/<(input|textarea|select)\b/g, '<$1 inert');
}

/**
 * index.html without its `modulepreload`s of the shell's library chunks (`files`), and those links, in its order. A
 * landing page asks for them after its first paint (`afterPaint`): the screen paints from the HTML and its inline CSS,
 * and these chunks (react-dom, antd and the other packages, ~185 kB brotli) are needed only when the app takes it
 * over, after the page's own chunks, which the HTML asks for at once (docs/decisions/096, 122).
 */
export function withoutLibraryPreloads(html: string, files: ReadonlySet<string>): { html: string; links: string[] } {
  const links: string[] = [];
  const lines = html.split('\n').filter((line) => {
    const href = /^\s*<link rel="modulepreload" crossorigin href="([^"]+)">\s*$/.exec(line)?.[1];
    if (href === undefined || !files.has(href)) return true;
    links.push(line.trim());
    return false;
  });
  const rest = lines.join('\n');
  for (const href of files) {
    if (rest.includes(`"${href}"`)) throw new Error(`first-screen: ${href} is linked, but not as the expected modulepreload`);
  }
  return { html: rest, links };
}

/**
 * A landing page's entry script moved from its head into a template at the end of its body, run after the first paint
 * (`afterPaint`): its imports would otherwise fetch the shell's library chunks before it. After the stylesheets
 * `inlineCriticalCss` moves there, so that, as a parser-blocking script, the starter also waits for them: the app must
 * not draw what they style before them.
 */
export function appAfterPaint(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const entry = /[ \t]*(<script type="module" crossorigin src="[^"]+"><\/script>)\n?/.exec(head);
  if (!entry) throw new Error('first-screen: no entry script in the head to start after the first paint');
  if (!html.includes('</body>')) throw new Error('first-screen: no end of the body');
  return html.replace(entry[0], '').replace('</body>', `${afterPaint(AFTER_PAINT_APP, entry[1])}</body>`);
}

/** The build's chunks by file: the chunks each imports statically. */
export type ChunkGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The static imports of the chunks in `fetched`, all the way down, that `fetched` lacks. The first commit can come
 * while a chunk's imports are still on their way (a record table, preloaded in the task after the page's code runs),
 * and every file the HTML lacks Vite's preload helper links at run time: one element per file, all in one task, 36 ms
 * for the table's on the interview list, unthrottled (docs/decisions/107). Their stylesheets stay the helper's: in the
 * HTML they would be fetched, and counted, before the first paint.
 */
export function missingStaticImports(fetched: readonly string[], graph: ChunkGraph): string[] {
  const files = new Set(fetched);
  const missing: string[] = [];
  const queue = fetched.filter((file) => graph.has(file));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const dep of graph.get(file) ?? []) {
      if (files.has(dep)) continue;
      files.add(dep);
      missing.push(dep);
      queue.push(dep);
    }
  }
  return missing;
}

/**
 * What a route's HTML preloads at low priority, in order: the static imports its fetched chunks lack
 * (`missingStaticImports`), then the chunks it started after its first render began (`later`: a record table's code)
 * and their static imports. Stylesheets stay Vite's preload helper's, as for `missingStaticImports`.
 */
export function laterChunks(fetched: readonly string[], later: readonly string[], graph: ChunkGraph): string[] {
  const first = missingStaticImports(fetched, graph);
  const known = new Set([...fetched, ...first]);
  const started = later.filter((file) => file.endsWith('.js') && !known.has(file));
  return [...first, ...started, ...missingStaticImports([...known, ...started], graph)];
}

/**
 * index.html with a route's first screen: title, description, root, its chunks and stylesheets. Asked for after the
 * first paint (`afterPaint`): `libraries` (the addresses of the shell's library chunks) at their own priority, and the
 * chunks its chunks import that it had not fetched yet at low priority. The first render waits for the whole root
 * (`FIRST_SCREEN_END`).
 */
export function firstScreenHtml(
  indexHtml: string,
  screen: FirstScreen,
  base: string,
  libraries: ReadonlySet<string> = new Set(),
): string {
  const linked = new Set([...indexHtml.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]));
  const fetched = screen.fetched.map((file) => `${base}${file}`).filter((href) => !linked.has(href));
  // The phone check's worker: started by the head's starter at the first paint, not preloaded as a module (it is none).
  const workers = fetched.filter((href) => WORKER_FILE.test(href));
  if (workers.length > 1) throw new Error(`first-screen: ${workers.join(', ')}: one worker is started from the HTML`);
  const extra = fetched
    .filter((href) => !WORKER_FILE.test(href))
    .flatMap((href) => {
      if (href.endsWith('.js')) return [`<link rel="modulepreload" crossorigin href="${href}">`];
      if (href.endsWith('.css')) return [`<link rel="stylesheet" crossorigin href="${href}">`];
      return [];
    });
  const later = (screen.imports ?? [])
    .map((file) => `${base}${file}`)
    .filter((href) => href.endsWith('.js') && !linked.has(href))
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`);
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error('first-screen: index.html has no empty root to fill');
  const shell = withoutLibraryPreloads(indexHtml, libraries);
  const afterPaintLinks = [...shell.links, ...later];
  const head = [RENDER_AFTER_ROOT, ...extra, ...screen.styles];
  if (afterPaintLinks.length > 0 || workers.length > 0)
    head.push(afterPaint(AFTER_PAINT_PRELOADS, afterPaintLinks.join(''), workers[0]));
  let html = shell.html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
    .replace(EMPTY_ROOT, `<div id="root">${inertFields(screen.html)}</div>${ROOT_END}`)
    .replace('</head>', `${head.map((line) => `  ${line}\n`).join('')}  </head>`);
  if (screen.description !== null) {
    html = html.replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${escapeHtml(screen.description ?? '')}${close}`,
    );
  }
  return html;
}

/** The page's CSS inline, every stylesheet moved to the end of the body (painted without waiting for it). */
export async function inlineCriticalCss(html: string, outDir: string, base: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    // CSP-safe: no onload handlers, no inline scripts (docs/decisions/018); a stylesheet after the content blocks
    // neither its paint nor — as it must — the scripts, which wait for it before replacing the screen.
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    // The head's own styles (antd's theme variables) stay whole.
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
  return beasties.process(html);
}

/** The Vite plugin: writes the first screens after a production build (a mock or SSR build has none). */
export function firstScreen(enabled: boolean): Plugin {
  let outDir = 'dist';
  let base = '/';
  let skip = !enabled;
  const libraries = new Set<string>();
  const libraryNames = new Set<string>(Object.values(LIBRARY_CHUNKS));
  const graph = new Map<string, string[]>();
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
      base = resolved.base;
      skip = !enabled || Boolean(resolved.build.ssr);
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (libraryNames.has(chunk.name)) libraries.add(`${base}${chunk.fileName}`);
        graph.set(chunk.fileName, chunk.imports);
      }
    },
    closeBundle: {
      // After the files are written, before build/precompress.ts compresses them (both post; this one first).
      order: 'post',
      sequential: true,
      async handler() {
        if (skip) return;
        const started = Date.now();
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const screens = await takeFirstScreens(outDir, base);
        let bytes = 0;
        for (const [path, screen] of screens) {
          const complete = { ...screen, imports: laterChunks(screen.fetched, screen.later ?? [], graph) };
          const html = appAfterPaint(
            await inlineCriticalCss(firstScreenHtml(indexHtml, complete, base, libraries), outDir, base),
          );
          const file = join(outDir, `${path}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
          bytes += Buffer.byteLength(html);
        }
        this.info(
          `${screens.size} first screens from HTML in ${((Date.now() - started) / 1000).toFixed(1)} s (${(bytes / 1024).toFixed(0)} kB before compression)`,
        );
      },
    },
  };
}
