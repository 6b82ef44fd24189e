// @ts-expect-error -- a plain ES module of the bench, without types
import { blockingOf } from '../../scripts/bench-blocking.mjs';

describe('blockingOf', () => {
  it('counts the time over 50 ms of each long task from the first contentful paint on', () => {
    const tasks = [
      [100, 120], // before the paint: not counted
      [400, 90],
      [600, 51],
      [900, 50],
    ];
    expect(blockingOf(tasks, 300)).toEqual({ tbt: 40 + 1 + 0, longTaskMs: 191, longTasks: 3 });
  });

  it('is zero for a page without long tasks after its paint', () => {
    expect(blockingOf([[10, 80]], 300)).toEqual({ tbt: 0, longTaskMs: 0, longTasks: 0 });
  });
});
