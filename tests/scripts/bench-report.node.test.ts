// @ts-expect-error -- a plain ES module of the bench, without types
import { lighthouseTargets, TARGETS } from '../../scripts/bench-report.mjs';

interface Cell {
  preset: string;
  page: string;
  label: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const cell = (preset: string, page: string, label: string, figures: Partial<Cell> = {}): Cell => ({
  preset,
  page,
  label,
  score: 100,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  ...figures,
});

describe('lighthouseTargets (issue 24)', () => {
  it('passes every target when every median meets it', () => {
    const cells = [
      cell('mobile', 'home', 'home', { score: 98, lcp: 1800, tbt: 50 }),
      cell('mobile', 'jobDetail', 'job detail', { score: 99, lcp: 2200, tbt: 41, cls: 0.0004 }),
      cell('desktop', 'home', 'home'),
      cell('desktop', 'jobDetail', 'job detail'),
    ];
    const results = lighthouseTargets(cells);
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, true, true, true, true, true]);
    expect(results.map((r: { text: string }) => r.text)).toEqual([
      'Lighthouse mobile ≥ 98 on every page: home 98, job detail 99',
      'Lighthouse desktop ≥ 100 on every page: home 100, job detail 100',
      'mobile LCP ≤ 1.80 s where the first screen is static: home 1.80 s',
      'mobile LCP ≤ 2.20 s where it waits for data: job detail 2.20 s',
      'mobile TBT ≤ 50 ms: home 50 ms, job detail 41 ms',
      'mobile CLS ≤ 0.000: home 0.000, job detail 0.000',
      'desktop CLS ≤ 0.000: home 0.000, job detail 0.000',
    ]);
  });

  it('marks each page that misses, with the limit of its kind of first screen', () => {
    const cells = [
      // 1.9 s is over the static limit and under the data limit.
      cell('mobile', 'campusHome', 'campus home', { lcp: 1900 }),
      cell('mobile', 'rank', 'rank', { lcp: 1900, score: 93, tbt: 316 }),
      cell('desktop', 'rank', 'rank', { cls: 0.0006 }),
    ];
    const [score, desktop, lcpStatic, lcpData, tbt, mobileCls, desktopCls] = lighthouseTargets(cells);
    expect(score).toEqual({ ok: false, text: 'Lighthouse mobile ≥ 98 on every page: campus home 100, rank 93 ✗' });
    expect(desktop).toEqual({ ok: true, text: 'Lighthouse desktop ≥ 100 on every page: rank 100' });
    expect(lcpStatic).toEqual({ ok: false, text: 'mobile LCP ≤ 1.80 s where the first screen is static: campus home 1.90 s ✗' });
    expect(lcpData).toEqual({ ok: true, text: 'mobile LCP ≤ 2.20 s where it waits for data: rank 1.90 s' });
    expect(tbt).toEqual({ ok: false, text: 'mobile TBT ≤ 50 ms: campus home 0 ms, rank 316 ms ✗' });
    expect(mobileCls).toEqual({ ok: true, text: 'mobile CLS ≤ 0.000: campus home 0.000, rank 0.000' });
    expect(desktopCls).toEqual({ ok: false, text: 'desktop CLS ≤ 0.000: rank 0.001 ✗' });
  });

  it('checks only the presets that ran, and a page without a median misses', () => {
    const results = lighthouseTargets([cell('desktop', 'staffHome', 'staff home', { score: NaN, cls: NaN })]);
    expect(results).toEqual([
      { ok: false, text: 'Lighthouse desktop ≥ 100 on every page: staff home — ✗' },
      { ok: false, text: 'desktop CLS ≤ 0.000: staff home — ✗' },
    ]);
  });

  it('names the homes as the pages whose first screen is static', () => {
    expect(TARGETS.staticPages).toEqual(['home', 'campusHome', 'staffHome']);
  });
});
