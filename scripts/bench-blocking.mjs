// Blocking time at 4× CPU, measured rather than simulated (used by scripts/bench.mjs; docs/decisions/111).
//
// Lighthouse's mobile TBT multiplies each task of a trace recorded at full speed by 4, and that trace's own categories
// add work to the page (each script's source copied into the trace, a stack captured at every timer call). Here the
// page runs under Chromium's 4× CPU throttling with no tracing, on Lighthouse's mobile screen and with its desktop user
// agent, in a fresh context of one browser per page; the page's own `longtask` entries give the blocking time after its
// first contentful paint: the sum of each task's time over 50 ms.
import { chromium } from '@playwright/test';
import { desktopConfig } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench-first-load.mjs';
import { BEACON_PATH, median } from './bench-lighthouse.mjs';
import { sessionCookies } from './mock-session.mjs';

/** How long the page is watched after its network goes quiet: its idle-time work (a page view's report) included. */
const SETTLE_MS = 3000;

/** The blocking time and long-task time after the first contentful paint, from a page's long-task entries. */
export function blockingOf(longTasks, fcp) {
  const after = longTasks.filter(([start]) => start >= fcp);
  return {
    tbt: Math.round(after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
    longTaskMs: Math.round(after.reduce((sum, [, duration]) => sum + duration, 0)),
    longTasks: after.length,
  };
}

async function oneRun(browser, origin, page) {
  // Lighthouse's own mobile screen (its default preset's `screenEmulation`).
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: mobile,
    ignoreHTTPSErrors: true,
    userAgent: desktopConfig.settings.emulatedUserAgent,
  });
  try {
    if (page.signedIn) await context.addCookies(sessionCookies(page.signedIn, origin, 7200));
    // Blocked as in the Lighthouse runs: a keepalive beacon never counts as finished, so the network would never be idle.
    await context.route(
      (url) => url.pathname.includes(BEACON_PATH),
      (route) => route.abort(),
    );
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.addInitScript(() => {
      const seen = [];
      Object.defineProperty(window, '__benchLongTasks', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(SETTLE_MS);
    const { longTasks, fcp } = await tab.evaluate(() => ({
      longTasks: window.__benchLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return { fcp: Math.round(fcp), ...blockingOf(longTasks, fcp) };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of every page; per page its runs and the medians.
 * @param {{ origin: string, pages: { key: string, label: string, path: string, signedIn?: object }[], runs: number,
 *   onRun?: (line: string) => void }} options
 */
export async function measureBlocking({ origin, pages, runs, onRun = () => {} }) {
  const cells = [];
  for (const page of pages) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const done = [];
    try {
      for (let i = 1; i <= runs; i += 1) {
        const run = await oneRun(browser, origin, page);
        done.push(run);
        onRun(`  4× CPU ${page.label} #${i}: TBT ${run.tbt} ms, ${run.longTasks} long tasks (${run.longTaskMs} ms)`);
      }
    } finally {
      await browser.close();
    }
    cells.push({
      page: page.key,
      label: page.label,
      runs: done,
      tbt: median(done.map((run) => run.tbt)),
      longTaskMs: median(done.map((run) => run.longTaskMs)),
    });
  }
  return cells;
}

/** The Markdown section: per page the runs' TBT and the medians. */
export function blockingSection({ cells, runs }) {
  return [
    `## Blocking time at 4× CPU, measured (median of ${runs})`,
    '',
    'No tracing, no simulation: the page under 4× CPU throttling on the mobile screen, its `longtask` entries after its first',
    'contentful paint (docs/decisions/111).',
    '',
    '| page | TBT per run | median TBT | median long-task time |',
    '| --- | --- | --- | --- |',
    ...cells.map(
      (cell) => `| ${cell.label} | ${cell.runs.map((run) => run.tbt).join(', ')} ms | ${cell.tbt} ms | ${cell.longTaskMs} ms |`,
    ),
  ].join('\n');
}
