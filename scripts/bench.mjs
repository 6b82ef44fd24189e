#!/usr/bin/env node
// Benchmark of the production build (issue 5) — a measurement, not a test: it exits 0 whether or not the targets
// are met, and non-zero only when it could not measure.
//
// 1. Builds the prod bundle into .bench/dist with same-origin API bases, and the app's mock handlers for Node.
// 2. Serves both as a real host does: Debian's nginx with deploy/nginx's configuration (precompressed files, cache
//    and security headers, SPA fallback under the base) over HTTP/2 with a self-signed certificate (`--http1`: plain
//    HTTP/1.1), proxying /api/ to the mock API (no latency) — scripts/serve-prod.mjs, docs/decisions/014 and 019.
// 3. First-load JS: the gzip size of every script a first visit loads, a figure.
// 4. The machine: kernel, CPU, and the first layout of two lines of Chinese in a fresh Chromium (scripts/bench-machine.mjs:
//    the same Lighthouse benchmark index can hide a machine whose browser work is 3× slower, docs/decisions/097).
// 5. Lighthouse 12.8.2, performance only, median of N runs (default 3), mobile and desktop presets.
//    Pages: home, job list, job detail, campus home, campus trends (talk overview); signed in: staff home, staff job
//    list, rank (staff-wang) and the social interview list (interviewer-liu).
// 6. Blocking time at 4× CPU, measured in Chromium rather than simulated (scripts/bench-blocking.mjs), 5 runs a page
//    (or --runs, if more), with Lighthouse.
// 7. Prints Markdown tables and PASS/MISS per target; writes .bench/results.md and .bench/results.json, and the
//    first Lighthouse report of each page and preset to .bench/lighthouse/.
//
// Options: --runs N, --no-build (reuse .bench), --no-lighthouse, --detail-id ID, --pages home,jobList,jobDetail,campusHome,campusTrends,staffHome,staffJobList,rank,interviewList,
// --presets mobile,desktop (Lighthouse on a subset, for quick iterations; the targets then speak only of what ran;
// mobile-devtools: the mobile preset throttled for real, only when named),
// --http1, --port N (nginx's; default 8620, the mock API on N+1), --all-reports (every run's Lighthouse report, not only
// the first: to see what differs between runs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BENCH_DIR, DIST_DIR, MOCK_DIR, buildForBench, lastComposition } from './bench-build.mjs';
import { blockingSection, measureBlocking } from './bench-blocking.mjs';
import { measureFirstLoad } from './bench-first-load.mjs';
import { DEFAULT_PRESETS, PRESETS, measureLighthouse } from './bench-lighthouse.mjs';
import { machineLine, measureMachine } from './bench-machine.mjs';
import { firstLoadSection, lighthouseSection, targetsSection } from './bench-report.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Math.max(1, Number(option('runs') ?? 3) || 3);
const BUILD = !args.includes('--no-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const PRESETS_RUN = option('presets')?.split(',') ?? DEFAULT_PRESETS;
const UNKNOWN_PRESETS = PRESETS_RUN.filter((preset) => !Object.hasOwn(PRESETS, preset));
if (UNKNOWN_PRESETS.length) {
  console.error(`bench: --presets: no preset ${UNKNOWN_PRESETS.join(', ')} (${Object.keys(PRESETS).join(', ')})`);
  process.exit(2);
}
/** Runs per page of the measured blocking time: its runs spread more than Lighthouse's, so at least 5. */
const BLOCKING_RUNS = Math.max(5, RUNS);

const JOB_LIST = '/recruit-web/candidate/social/job';
const STAFF = { accountId: 'staff-wang', business: 'staff' };
/** Where the build is served (Vite's `base` of a production build). */
const BASE = '/recruit-web/';
const PORT = Number(option('port') ?? 8620);
const log = (line = '') => console.log(line);

/** Starts nginx and the mock API (scripts/serve-prod.mjs) as a child process; resolves with the origin once both answer. */
function startServer() {
  const serveArgs = [
    '--no-build',
    '--dist',
    DIST_DIR,
    '--handlers',
    join(MOCK_DIR, 'index.js'),
    '--prefix',
    join(BENCH_DIR, 'nginx'),
    '--port',
    String(PORT),
  ];
  if (!args.includes('--http1')) serveArgs.push('--tls');
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve-prod.mjs'), ...serveArgs], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error('nginx and the mock API did not start within 30 s')), 30_000);
    child.on('exit', (code) => reject(new Error(`serve-prod exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^SERVE_PROD_READY (\S+)$/.exec(line);
      if (!match) {
        if (line.startsWith('serve:prod: ')) log(`[server] ${line.slice('serve:prod: '.length)}`);
        return;
      }
      clearTimeout(timer);
      log(`nginx at ${match[1]}`);
      resolveStart({ origin: match[1], stop });
    });
  });
}

/** A real position id of the seeded social list, from the mock backend. */
async function seededDetailId(origin) {
  const fromArgs = option('detail-id');
  if (fromArgs) return fromArgs;
  // nginx's self-signed certificate (HTTP/2 needs TLS in browsers); only this process trusts it.
  if (origin.startsWith('https:')) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  try {
    const response = await fetch(
      `${origin}/api/recruit/client/recruit/v1/position_demand?page=1&page_size=1&recruit_type=social&recruit_type_code=social`,
    );
    const body = await response.json();
    const id = body?.data?.list?.[0]?.id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    log(`WARNING: the position list answered without an id (${response.status} ${JSON.stringify(body).slice(0, 160)})`);
  } catch (error) {
    log(`WARNING: could not read the position list: ${error instanceof Error ? error.message : error}`);
  }
  return undefined;
}

async function main() {
  const started = Date.now();
  const results = { date: new Date().toISOString(), runs: RUNS };
  let build;
  if (BUILD) {
    log('Building the prod bundle (.bench/dist) and the mock handlers for Node (.bench/mock)…');
    build = await buildForBench(ROOT);
    log(build.mockFree ? `prod bundle is mock-free (${build.checkOutput})` : `WARNING: ${build.checkOutput}`);
    results.mockFree = build.mockFree;
  } else {
    log('Reusing the previous build in .bench (--no-build).');
    build = { composition: lastComposition(ROOT) };
  }

  const server = await startServer();
  try {
    const detailId = await seededDetailId(server.origin);
    const pages = [
      { key: 'home', label: 'home', path: '/recruit-web/candidate/home' },
      { key: 'jobList', label: 'job list', path: JOB_LIST },
      {
        key: 'jobDetail',
        label: 'job detail',
        path: `/recruit-web/candidate/social/jobDetail?id=${encodeURIComponent(detailId ?? 'missing')}`,
      },
      // Campus (issue 11): the home with its season sections, and trends on the talk overview (the filters and list).
      { key: 'campusHome', label: 'campus home', path: '/recruit-web/candidate/school/home' },
      { key: 'campusTrends', label: 'campus trends', path: '/recruit-web/candidate/school/trends?tab=talks' },
      // Signed-in pages (issues 12 and 13): the demo account's token cookies ride along (scripts/mock-session.mjs).
      { key: 'staffHome', label: 'staff home', path: '/recruit-web/staff/home', signedIn: STAFF },
      { key: 'staffJobList', label: 'staff job list', path: '/recruit-web/staff/job?activeKey=social', signedIn: STAFF },
      { key: 'rank', label: 'rank', path: '/recruit-web/staff/rank', signedIn: STAFF },
      {
        key: 'interviewList',
        label: 'interview list',
        path: '/recruit-web/interview/social/list',
        signedIn: { accountId: 'interviewer-liu', business: 'interview' },
      },
    ];
    results.pages = pages;
    results.detailIdFound = detailId !== undefined;

    log('Measuring first-load JavaScript…');
    const firstLoad = await measureFirstLoad({ origin: server.origin, dist: resolve(ROOT, DIST_DIR), base: BASE, pages });
    results.firstLoad = firstLoad;

    log('Timing the machine…');
    results.machine = await measureMachine();
    log(machineLine(results.machine));

    let cells = [];
    let blocking = [];
    if (LIGHTHOUSE) {
      const reportDir = resolve(ROOT, BENCH_DIR, 'lighthouse');
      const only = option('pages')?.split(',');
      const measured = only ? pages.filter((page) => only.includes(page.key)) : pages;
      log(`Running Lighthouse (${RUNS} run(s) × ${measured.length} pages × ${PRESETS_RUN.length} presets)…`);
      cells = await measureLighthouse({
        origin: server.origin,
        pages: measured,
        runs: RUNS,
        reportDir,
        allReports: args.includes('--all-reports'),
        presets: PRESETS_RUN,
        onRun: log,
      });
      results.lighthouse = cells;
      log(`Measuring blocking time at 4× CPU (${BLOCKING_RUNS} run(s) × ${measured.length} pages)…`);
      blocking = await measureBlocking({ origin: server.origin, pages: measured, runs: BLOCKING_RUNS, onRun: log });
      results.blocking = blocking;
    }

    const sections = [
      `# Benchmark of the production build (${results.date.slice(0, 10)})`,
      firstLoadSection({ pages, firstLoad, composition: build?.composition, focus: 'jobList' }),
      LIGHTHOUSE ? lighthouseSection({ cells, runs: RUNS }) : '',
      LIGHTHOUSE ? blockingSection({ cells: blocking, runs: BLOCKING_RUNS }) : '',
      machineLine(results.machine),
      targetsSection({
        firstLoad,
        cells,
        lighthouse: LIGHTHOUSE,
        mockFree: build?.mockFree,
        detailIdFound: results.detailIdFound,
      }),
    ].filter(Boolean);
    const markdown = `${sections.join('\n\n')}\n`;
    log();
    log(markdown);
    mkdirSync(resolve(ROOT, BENCH_DIR), { recursive: true });
    writeFileSync(resolve(ROOT, BENCH_DIR, 'results.md'), markdown);
    writeFileSync(resolve(ROOT, BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    log(`Written to ${BENCH_DIR}/results.md and ${BENCH_DIR}/results.json in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

    const unmeasured = cells.filter((cell) => cell.runs.length === 0);
    if (unmeasured.length > 0) {
      console.error(`bench: no successful Lighthouse run for ${unmeasured.map((c) => `${c.label} (${c.preset})`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(`bench: measurement failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
