// Lighthouse runs for the benchmark (used by scripts/bench.mjs): performance category only, mobile (Lighthouse's
// default: Moto G Power screen, 4x CPU slowdown, slow 4G, simulated) and desktop presets. One Chromium serves the
// runs of one page and preset (Lighthouse clears the cache and storage of the origin before each run); a run that
// fails is replaced by another, in a fresh one.
//
// The mobile preset keeps its screen, CPU and network emulation but sends the desktop preset's user agent: with the
// mobile user agent this app redirects the visit to the separate h5 app (rule LINK-4), and Lighthouse would measure
// that redirect instead of the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './bench-first-load.mjs';
import { sessionCookies } from './mock-session.mjs';
import { graphLine, paintGraphs } from './bench-lantern.mjs';

const DESKTOP_UA = desktopConfig.settings.emulatedUserAgent;

/**
 * The tracking beacon is a `fetch(…, { keepalive: true })` POST. Chromium hands such requests to the browser process
 * and never reports them finished over the DevTools protocol, so Lighthouse would wait for network quiet until its
 * 45 s load limit ("The page loaded too slowly") on every run. Blocking it changes nothing a visitor waits for:
 * the page never awaits the beacon.
 */
export const BEACON_PATH = '/client/recruit/v1/behaviors';
const SHARED = {
  onlyCategories: ['performance'],
  blockedUrlPatterns: [`*${BEACON_PATH}*`],
  // Screenshots cost seconds a run and count for nothing in the score.
  disableFullPageScreenshot: true,
  skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
};

export const PRESETS = {
  mobile: { extends: 'lighthouse:default', settings: { ...SHARED, emulatedUserAgent: DESKTOP_UA } },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, ...SHARED } },
  /**
   * The mobile preset with its CPU and network throttled while the page loads, instead of simulated from an
   * unthrottled load (Lighthouse's `devtools` method): what the slow PC on slow 4G sees, run by run. Only when asked
   * for (`--presets mobile-devtools`): simulation decides the score (docs/decisions/117).
   */
  'mobile-devtools': {
    extends: 'lighthouse:default',
    settings: { ...SHARED, emulatedUserAgent: DESKTOP_UA, throttlingMethod: 'devtools' },
  },
};
/** The presets a bench runs unless told otherwise. */
export const DEFAULT_PRESETS = ['mobile', 'desktop'];

// nginx's certificate in the bench is self-signed (scripts/nginx-stack.mjs).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--ignore-certificate-errors',
];

/**
 * A Chromium for Lighthouse; for a signed-in page it carries the demo account's token cookies (Lighthouse's storage
 * reset clears caches and service workers, not cookies), written over the DevTools protocol before the first run.
 */
async function launchChrome(origin, signedIn) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  if (signedIn) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      // Valid for 2 hours: longer than the runs of one page and preset.
      await browser.contexts()[0].addCookies(sessionCookies(signedIn, origin, 7200));
      // Disconnects only: the default context (and its cookies) stays with the browser.
      await browser.close();
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }
  return chrome;
}

const describe = (node) =>
  node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60)}"` : undefined;

/**
 * One Lighthouse run in the Chromium listening on `port`; the full report goes to `saveTo` when given.
 * @returns {Promise<{ score: number, lcp: number, tbt: number, cls: number, fcp: number, lcpElement?: string,
 *   benchmarkIndex?: number, finalUrl: string, warnings: string[], graphs?: object }>}
 */
export async function lighthouseRun(url, preset, port, saveTo) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, PRESETS[preset]);
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (saveTo) {
    mkdirSync(dirname(saveTo), { recursive: true });
    writeFileSync(saveTo, JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const metric = (id) => lhr.audits[id]?.numericValue;
  const values = {
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
  if (typeof score !== 'number' || Object.values(values).some((v) => typeof v !== 'number')) {
    throw new Error(`incomplete result (score ${score}, ${JSON.stringify(values)}): ${lhr.runWarnings.join('; ')}`);
  }
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items;
  const shiftItems = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    score: Math.round(score * 100),
    ...values,
    fcp: metric('first-contentful-paint') ?? NaN,
    lcpElement: describe(lcpItems?.[0]?.node),
    shifts: shiftItems.slice(0, 3).map((item) => ({ element: describe(item.node) ?? '(unknown)', score: item.score })),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
    // What the simulated paints counted (./bench-lantern.mjs): why the same page's LCP moves between runs.
    graphs: preset === 'mobile' ? await paintGraphs(result) : undefined,
  };
}

/** Median of a list of numbers (mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * How many attempts beyond `runs` a page and preset may take to get `runs` measured runs. A run Lighthouse could not
 * measure (`NO_NAVSTART`: its trace lost the navigation; a crashed Chromium) is no figure of the page: without a retry,
 * one such run left a page's median of 3 the mean of 2, which one slow run decides (docs/decisions/140).
 */
export const EXTRA_ATTEMPTS = 2;

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * Calls `attempt(n)` (n = 1, 2, …) until `runs` calls have resolved or `runs + extra` have been made: a rejected call
 * is recorded and replaced, a resolved one is always kept, in order. A page that cannot be measured at all stops after
 * `runs + extra` attempts, its errors reported.
 * @template T
 * @param {number} runs
 * @param {number} extra
 * @param {(n: number) => Promise<T>} attempt
 * @returns {Promise<{ ok: T[], errors: string[] }>}
 */
export async function measuredRuns(runs, extra, attempt) {
  const ok = [];
  const errors = [];
  for (let n = 1; ok.length < runs && n <= runs + extra; n += 1) {
    try {
      ok.push(await attempt(n));
    } catch (error) {
      errors.push(messageOf(error));
    }
  }
  return { ok, errors };
}

/**
 * `runs` measured Lighthouse runs of every page with every preset; a failed run is recorded, left out of the median
 * and replaced by another (at most `EXTRA_ATTEMPTS` more).
 * @param {{ origin: string, pages: { key: string, label: string, path: string, signedIn?: object }[], runs: number,
 *   reportDir?: string, allReports?: boolean, presets?: string[], onRun?: (line: string) => void }} options — the first run's
 *   full report of each page and preset is saved in `reportDir` (open it in the Lighthouse viewer); every run's with
 *   `allReports` (`{page}-{preset}-{run}.json`).
 */
export async function measureLighthouse({
  origin,
  pages,
  runs,
  reportDir,
  allReports = false,
  presets = DEFAULT_PRESETS,
  onRun = () => {},
}) {
  const cells = [];
  for (const preset of presets) {
    for (const page of pages) {
      let chrome;
      let measured = 0;
      const { ok, errors } = await measuredRuns(runs, EXTRA_ATTEMPTS, async (i) => {
        const started = Date.now();
        try {
          chrome ??= await launchChrome(origin, page.signedIn);
          const saved = allReports || measured === 0;
          const saveTo = reportDir && saved ? `${reportDir}/${page.key}-${preset}${allReports ? `-${i}` : ''}.json` : undefined;
          const url = `${origin}${page.path}`;
          const run = await lighthouseRun(url, preset, chrome.port, saveTo);
          // A signed-in page that lost its session would be measured as the sign-in redirect: say so in the report.
          if (new URL(run.finalUrl).pathname !== new URL(url).pathname) run.warnings.push(`ended at ${run.finalUrl}`);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          onRun(
            `  ${preset} ${page.label} #${i}: ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)} (${seconds} s)`,
          );
          if (run.graphs) onRun(`    ${graphLine(run.graphs)}`);
          measured += 1;
          return run;
        } catch (error) {
          onRun(`  ${preset} ${page.label} #${i}: FAILED ${messageOf(error)}`);
          chrome?.kill();
          chrome = undefined;
          throw error;
        }
      });
      chrome?.kill();
      const med = (key) => (ok.length ? median(ok.map((run) => run[key])) : NaN);
      cells.push({
        preset,
        page: page.key,
        label: page.label,
        runs: ok,
        errors,
        score: med('score'),
        lcp: med('lcp'),
        tbt: med('tbt'),
        cls: med('cls'),
        fcp: med('fcp'),
      });
    }
  }
  return cells;
}
