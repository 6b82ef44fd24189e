import { describe, expect, it } from 'vitest';
import { activityStatusOf } from '@/entities/activity/activity-status-tag';
import { specialSessionApplyBlock, specialSessionStatusNote, usedUpText } from '@/entities/activity/special-session-rules';

/** Rule CAMPUS-7: whether a special session's job can be applied to, and why not. */
describe('special-session rules', () => {
  const running = { status: 2 as const, startTime: '2026-11-05 09:00:00' };
  const upcoming = { status: 1 as const, startTime: '2026-12-10 09:00:00' };
  const finished = { status: 3 as const, startTime: '2026-05-01 09:00:00' };

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [0, 3],
    [7, 3],
    [null, 3],
    [undefined, 3],
  ])('status %s reads as %s (an unknown one as finished)', (status, expected) => {
    expect(activityStatusOf(status)).toBe(expected);
  });

  it('says whether one can apply now, by status', () => {
    expect(specialSessionStatusNote(running)).toBe('专场进行中，欢迎投递');
    expect(specialSessionStatusNote(upcoming)).toBe('本专场尚未开始，2026-12-10 起可投递');
    expect(specialSessionStatusNote(finished)).toBe('本专场已结束，不能再投递本专场的职位');
  });

  it('blocks a session that is not running, whatever is left', () => {
    expect(specialSessionApplyBlock(upcoming, { limit: 3, remaining: 3 })).toBe('本专场尚未开始，2026-12-10 起可投递');
    expect(specialSessionApplyBlock(finished, { limit: 3, remaining: 3 })).toBe('本专场已结束，不能再投递本专场的职位');
  });

  it('blocks a running session with no deliveries left, naming the limit', () => {
    expect(specialSessionApplyBlock(running, { limit: 3, remaining: 0 })).toBe(usedUpText({ limit: 3 }));
    expect(usedUpText({ limit: 3 })).toBe('本专场的投递次数已用完（最多 3 个）');
  });

  it('lets a running session with deliveries left, or one not loaded yet, through (the server has the last word)', () => {
    expect(specialSessionApplyBlock(running, { limit: 3, remaining: 1 })).toBeUndefined();
    expect(specialSessionApplyBlock(undefined, undefined)).toBeUndefined();
    expect(specialSessionApplyBlock(running, undefined)).toBeUndefined();
  });
});
