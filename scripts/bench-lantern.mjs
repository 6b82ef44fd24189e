// What Lighthouse's simulated first and largest paints counted, run by run (issue 24, docs/decisions/112).
//
// Lighthouse's mobile preset does not measure the paints: Lantern simulates them on slow 4G and a 4× slower CPU from
// a dependency graph of the run. That graph keeps the requests that finished before the paint observed in the run
// (for the largest paint: every request but low-priority images, whatever its priority) and the main-thread tasks
// that paint needs. Module scripts are never set aside as "evaluated after the paint" (Lantern looks for classic
// scripts' `EvaluateScript` events), so when a page's scripts reach the local server's browser before its HTML has
// painted, all of them count: the same page's LCP then moves by about a second between runs. This summary says,
// for each run, how many bytes of which kind and how much main-thread time each simulated paint counted.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const KINDS = { Script: 'script', Stylesheet: 'stylesheet', Document: 'document' };

/**
 * The requests and main-thread time of one simulated graph: `timings` is Lantern's `nodeTimings` (node → simulated
 * timing), a network node carrying its `request` (resource type, transfer size, URL), a CPU node its simulated
 * duration. `largest`: the graph's largest scripts, biggest first (a build's chunk named without its hash). On slow 4G
 * every byte counted is on the paint's path: the job detail's LCP graph holds the library chunks (decision 124).
 * @param {Iterable<[{ type: string, request?: { resourceType?: string, transferSize?: number, url?: string } }, { duration: number }]>} timings
 * @returns {{ requests: number, kB: { document: number, stylesheet: number, script: number, other: number }, cpuMs: number,
 *   largest: [string, number][] }}
 */
export function graphSummary(timings) {
  const bytes = { document: 0, stylesheet: 0, script: 0, other: 0 };
  const scripts = [];
  let requests = 0;
  let cpuMs = 0;
  for (const [node, timing] of timings) {
    if (node.type === 'cpu') {
      cpuMs += timing.duration;
      continue;
    }
    if (node.type !== 'network' || !node.request) continue;
    requests += 1;
    const size = node.request.transferSize ?? 0;
    const kind = KINDS[node.request.resourceType] ?? 'other';
    bytes[kind] += size;
    if (kind === 'script') scripts.push([chunkName(node.request.url ?? ''), size]);
  }
  const kB = Object.fromEntries(Object.entries(bytes).map(([kind, n]) => [kind, toKB(n)]));
  const largest = scripts
    .sort((a, b) => b[1] - a[1])
    .slice(0, LARGEST)
    .map(([name, size]) => [name, toKB(size)]);
  return { requests, kB, cpuMs: Math.round(cpuMs), largest };
}

/** How many of a graph's scripts `graphSummary` names. */
const LARGEST = 3;

const toKB = (bytes) => Math.round(bytes / 100) / 10;

/** `…/assets/vendor-D1uc_Kqj.js?x` → `vendor`: a chunk's name without its content hash (8 characters after a dash). */
export function chunkName(url) {
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') || url;
}

/**
 * The pessimistic graphs (the larger, which every request ending before the paint joins) of a run's simulated FCP
 * and LCP, from the run's artifacts and settings (Lighthouse's `RunnerResult`). Undefined when Lantern cannot compute
 * them (a trace without a paint, say): the run's figures stand without this explanation.
 * @param {{ artifacts: any, lhr: any }} result
 */
export async function paintGraphs(result) {
  try {
    const { artifacts, lhr } = result;
    const settings = lhr.configSettings;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const context = { computedCache: new Map(), settings };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    return {
      fcp: graphSummary(fcp.pessimisticEstimate.nodeTimings),
      lcp: graphSummary(lcp.pessimisticEstimate.nodeTimings),
    };
  } catch {
    return undefined;
  }
}

/**
 * One line for a run's log and report: "FCP 32 requests (scripts 74.7 kB, stylesheets 21.4 kB), CPU 509 ms, largest
 * scripts job-detail-page 5.3, … kB; LCP …".
 */
export function graphLine(graphs) {
  if (!graphs) return 'paint graphs unavailable';
  const largest = (g) =>
    g.largest?.length ? `, largest scripts ${g.largest.map(([name, kB]) => `${name} ${kB}`).join(', ')} kB` : '';
  const part = (name, g) =>
    `${name} ${g.requests} requests (scripts ${g.kB.script} kB, stylesheets ${g.kB.stylesheet} kB), CPU ${g.cpuMs} ms${largest(g)}`;
  return `${part('FCP', graphs.fcp)}; ${part('LCP', graphs.lcp)}`;
}
