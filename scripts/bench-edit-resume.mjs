// Measures the edit-resume page: time from navigation to the first filled field (the name), and the order and
// timing of the calls it waits for. A measurement, not a test (issue 10): `node scripts/bench-edit-resume.mjs
// [--runs 5] [--burn N]` against `dist-mock/` (run `npm run build:mock` first). `--burn N` keeps N extra processes
// spinning on the CPU, to measure the page on a busy machine (as while the e2e suite runs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { sessionCookies } from './mock-session.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('runs', 5);
const BURN = option('burn', 0);
const PORT = option('port', 4573);
const ORIGIN = `http://localhost:${PORT}`;
const PAGE = `${ORIGIN}/recruit-web/candidate/social/editResume?type=edit`;

function burners(count) {
  const code = 'for(;;){Math.sqrt(Math.random())}';
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' }));
}

async function waitForServer(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no server at ${url}`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

if (!existsSync('dist-mock/index.html')) throw new Error('dist-mock/ is missing: run `npm run build:mock` first');
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--mode', 'dev', '--outDir', 'dist-mock', '--port', String(PORT), '--strictPort'],
  {
    stdio: 'ignore',
  },
);
const burning = burners(BURN);
try {
  await waitForServer(`${ORIGIN}/recruit-web/candidate/home`);
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  const timings = [];
  let waterfall = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(sessionCookies({ accountId: 'cand-full', business: 'candidate' }, ORIGIN));
    const page = await context.newPage();
    await page.goto(PAGE);
    const name = page.getByLabel('姓名', { exact: true });
    await page.waitForFunction(
      (el) => el instanceof HTMLInputElement && el.value !== '',
      await name.elementHandle({ timeout: 60_000 }),
      {
        timeout: 60_000,
      },
    );
    const filledAt = await page.evaluate(() => performance.now());
    timings.push(filledAt);
    waterfall = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/') || entry.name.includes('/assets/'))
        .map((entry) => ({
          what: new URL(entry.name).pathname.replace(/^.*\/(api|assets)\//, '$1/'),
          start: Math.round(entry.startTime),
          end: Math.round(entry.responseEnd),
        })),
    );
    await context.close();
  }
  await browser.close();
  console.log(
    `edit resume, ${RUNS} runs${BURN ? `, ${BURN} CPU burners` : ''}: first filled field at ${timings.map((t) => Math.round(t)).join(', ')} ms; median ${Math.round(median(timings))} ms`,
  );
  console.log('last run, requests (start → end, ms after navigation):');
  for (const entry of waterfall.sort((a, b) => a.start - b.start))
    console.log(`  ${String(entry.start).padStart(5)} → ${String(entry.end).padStart(5)}  ${entry.what}`);
} finally {
  server.kill();
  for (const child of burning) child.kill();
}
