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
 * timing), a network node carrying its `request` (resource type, transfer size), a CPU node its simulated duration.
 * @param {Iterable<[{ type: string, request?: { resourceType?: string, transferSize?: number } }, { duration: number }]>} timings
 * @returns {{ requests: number, kB: { document: number, stylesheet: number, script: number, other: number }, cpuMs: number }}
 */
export function graphSummary(timings) {
  const bytes = { document: 0, stylesheet: 0, script: 0, other: 0 };
  let requests = 0;
  let cpuMs = 0;
  for (const [node, timing] of timings) {
    if (node.type === 'cpu') {
      cpuMs += timing.duration;
      continue;
    }
    if (node.type !== 'network' || !node.request) continue;
    requests += 1;
    bytes[KINDS[node.request.resourceType] ?? 'other'] += node.request.transferSize ?? 0;
  }
  const kB = Object.fromEntries(Object.entries(bytes).map(([kind, n]) => [kind, Math.round(n / 100) / 10]));
  return { requests, kB, cpuMs: Math.round(cpuMs) };
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

/** One line for a run's log and report: "FCP 32 requests (scripts 74.7 kB, stylesheets 21.4 kB), CPU 509 ms; LCP …". */
export function graphLine(graphs) {
  if (!graphs) return 'paint graphs unavailable';
  const part = (name, g) =>
    `${name} ${g.requests} requests (scripts ${g.kB.script} kB, stylesheets ${g.kB.stylesheet} kB), CPU ${g.cpuMs} ms`;
  return `${part('FCP', graphs.fcp)}; ${part('LCP', graphs.lcp)}`;
}
