// @ts-expect-error -- a plain ES module of the bench, without types
import { graphLine, graphSummary } from '../../scripts/bench-lantern.mjs';

const network = (resourceType: string, transferSize: number) => ({ type: 'network', request: { resourceType, transferSize } });

describe('graphSummary', () => {
  it('sums a simulated graph: requests and bytes by kind, main-thread time', () => {
    const timings = new Map<object, { duration: number }>([
      [network('Document', 9_800), { duration: 790 }],
      [network('Stylesheet', 7_400), { duration: 150 }],
      [network('Script', 126_400), { duration: 600 }],
      [network('Script', 58_400), { duration: 300 }],
      [network('Font', 1_000), { duration: 10 }],
      [{ type: 'cpu' }, { duration: 393 }],
      [{ type: 'cpu' }, { duration: 322.4 }],
    ]);
    expect(graphSummary(timings)).toEqual({
      requests: 5,
      kB: { document: 9.8, stylesheet: 7.4, script: 184.8, other: 1 },
      cpuMs: 715,
    });
  });

  it('says so when Lantern could not tell', () => {
    expect(graphLine(undefined)).toBe('paint graphs unavailable');
  });

  it('one line for both paints', () => {
    const g = { requests: 2, kB: { document: 9.8, stylesheet: 7.4, script: 0, other: 0 }, cpuMs: 400 };
    expect(graphLine({ fcp: g, lcp: { ...g, requests: 3, kB: { ...g.kB, script: 184.8 } } })).toBe(
      'FCP 2 requests (scripts 0 kB, stylesheets 7.4 kB), CPU 400 ms; LCP 3 requests (scripts 184.8 kB, stylesheets 7.4 kB), CPU 400 ms',
    );
  });
});
