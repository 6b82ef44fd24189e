// @ts-expect-error -- a plain ES module of the bench, without types
import { EXTRA_ATTEMPTS, measuredRuns } from '../../scripts/bench-lighthouse.mjs';

/** An attempt that resolves with its number, or rejects for the numbers in `failing`. */
const attempts = (failing: number[]) => {
  const made: number[] = [];
  const attempt = (n: number) => {
    made.push(n);
    return failing.includes(n) ? Promise.reject(new Error(`NO_NAVSTART ${n}`)) : Promise.resolve(n);
  };
  return { made, attempt };
};

describe('measuredRuns', () => {
  it('makes exactly the runs asked for when none fails', async () => {
    const { made, attempt } = attempts([]);
    await expect(measuredRuns(3, 2, attempt)).resolves.toEqual({ ok: [1, 2, 3], errors: [] });
    expect(made).toEqual([1, 2, 3]);
  });

  it('replaces a run Lighthouse could not measure, so the median is still of three', async () => {
    const { made, attempt } = attempts([1]);
    await expect(measuredRuns(3, 2, attempt)).resolves.toEqual({ ok: [2, 3, 4], errors: ['NO_NAVSTART 1'] });
    expect(made).toEqual([1, 2, 3, 4]);
  });

  it('stops after the extra attempts when a page cannot be measured, keeping what it measured', async () => {
    const { made, attempt } = attempts([2, 3, 4, 5]);
    await expect(measuredRuns(3, 2, attempt)).resolves.toEqual({
      ok: [1],
      errors: ['NO_NAVSTART 2', 'NO_NAVSTART 3', 'NO_NAVSTART 4', 'NO_NAVSTART 5'],
    });
    expect(made).toEqual([1, 2, 3, 4, 5]);
  });

  it('never drops a measured run: a slow one counts like any other', async () => {
    const attempt = (n: number) => Promise.resolve({ n, tbt: n === 2 ? 240 : 10 });
    const { ok } = await measuredRuns(3, EXTRA_ATTEMPTS, attempt);
    expect(ok.map((run: { tbt: number }) => run.tbt)).toEqual([10, 240, 10]);
  });
});
