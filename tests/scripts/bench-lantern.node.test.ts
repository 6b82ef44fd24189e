// @ts-expect-error -- a plain ES module of the bench, without types
import { chunkName, graphLine, graphSummary } from '../../scripts/bench-lantern.mjs';

const network = (resourceType: string, transferSize: number, url = 'https://localhost/recruit-web/') => ({
  type: 'network',
  request: { resourceType, transferSize, url },
});

describe('graphSummary', () => {
  it('sums a simulated graph: requests and bytes by kind, main-thread time', () => {
    const timings = new Map<object, { duration: number }>([
      [network('Document', 9_800), { duration: 790 }],
      [network('Stylesheet', 7_400), { duration: 150 }],
      [network('Script', 58_400, 'https://localhost/recruit-web/assets/react-C1iE8mnY.js'), { duration: 300 }],
      [network('Script', 126_400, 'https://localhost/recruit-web/assets/vendor-D1uc_Kqj.js'), { duration: 600 }],
      [network('Script', 11_400, 'https://localhost/recruit-web/assets/device-verdict.worker-Cc-hQVdA.js'), { duration: 80 }],
      [network('Script', 700, 'https://localhost/recruit-web/assets/index-DHpsxtrb.js'), { duration: 5 }],
      [network('Font', 1_000), { duration: 10 }],
      [{ type: 'cpu' }, { duration: 393 }],
      [{ type: 'cpu' }, { duration: 322.4 }],
    ]);
    expect(graphSummary(timings)).toEqual({
      requests: 7,
      kB: { document: 9.8, stylesheet: 7.4, script: 196.9, other: 1 },
      cpuMs: 715,
      // The three largest scripts, biggest first, by chunk name.
      largest: [
        ['vendor', 126.4],
        ['react', 58.4],
        ['device-verdict.worker', 11.4],
      ],
    });
  });

  it('says so when Lantern could not tell', () => {
    expect(graphLine(undefined)).toBe('paint graphs unavailable');
  });

  it('one line for both paints, naming the largest scripts', () => {
    const g = { requests: 2, kB: { document: 9.8, stylesheet: 7.4, script: 0, other: 0 }, cpuMs: 400, largest: [] };
    const lcp = {
      ...g,
      requests: 4,
      kB: { ...g.kB, script: 184.8 },
      largest: [
        ['vendor', 126.4],
        ['react', 58.4],
      ],
    };
    expect(graphLine({ fcp: g, lcp })).toBe(
      'FCP 2 requests (scripts 0 kB, stylesheets 7.4 kB), CPU 400 ms; ' +
        'LCP 4 requests (scripts 184.8 kB, stylesheets 7.4 kB), CPU 400 ms, largest scripts vendor 126.4, react 58.4 kB',
    );
  });

  it('names a chunk without its content hash', () => {
    expect(chunkName('https://localhost/recruit-web/assets/vendor-D1uc_Kqj.js')).toBe('vendor');
    expect(chunkName('https://localhost/recruit-web/assets/device-verdict.worker-Cc-hQVdA.js?v=1')).toBe('device-verdict.worker');
    expect(chunkName('https://localhost/recruit-web/assets/rolldown-runtime-XKyaHtl9.js')).toBe('rolldown-runtime');
    // A script without a hash keeps its name.
    expect(chunkName('https://localhost/recruit-web/assets/use-when-idle.js')).toBe('use-when-idle');
  });
});
