/**
 * The words of a referral's trail (issue 23): its stages, what happens next, and how it can end. Written once here;
 * the trail, the tests and the browser tests read them. Dependency-free on purpose: the e2e specs load this file
 * directly (trail.ts checks the codes against the API's `TrailStage` and `TrailEndResult`).
 */

/** A stage's code (`TrailStage` of api/referral.ts). */
type StageCode = 1 | 2 | 3 | 4 | 5;
/** An end's code (`TrailEndResult` of api/referral.ts). */
type EndCode = 1 | 2 | 3 | 4 | 5;

/** The stages of a referral in their order (issue 23): 推荐成功 → 简历筛选 → 面试 → 录用 → 入职. */
export const TRAIL_STAGES: readonly StageCode[] = [1, 2, 3, 4, 5];

export const TRAIL_STAGE_LABEL: Record<StageCode, string> = { 1: '推荐成功', 2: '简历筛选', 3: '面试', 4: '录用', 5: '入职' };

/** What happens next while a referral waits for a stage, by the stage it waits for. */
export const NEXT_STAGE_TEXT: Record<Exclude<StageCode, 1>, string> = {
  2: '等待 HR 筛选简历，简历通过筛选后你将获得积分。',
  3: '等待面试结果，好友通过初面后你将获得积分。',
  4: '等待后续面试与录用结果。',
  5: '等待好友入职，入职后按岗位规则发放入职奖励。',
};

/** What happens after 入职: the reward is still to come, or it came and the referral is complete. */
export const HIRED_TEXT = {
  pending: '好友已入职，入职奖励将按岗位规则发放。',
  done: '好友已入职，奖励积分已发放，本次推荐已完成。',
} as const;

/** The heading of the last line of a trail that has no end: the stage it waits for, or done. */
export const NEXT_HEADING = { next: '下一步', done: '推荐完成' } as const;

/**
 * The ends a referral can reach short of 入职, each with its reason in words and what happens next. An invalid
 * referral's reason is the one the server gave (`invalidReasonText`); the reason here stands in when it gave none.
 */
export const TRAIL_END: Record<EndCode, { label: string; reason: string; next: string }> = {
  1: {
    label: '简历未通过',
    reason: '用人部门筛选后，认为好友的简历与职位要求不符。',
    next: '本次推荐已结束，可以为好友推荐其他更合适的职位。',
  },
  2: {
    label: '面试未通过',
    reason: '好友参加了面试，未能通过面试评估。',
    next: '本次推荐已结束，已获得的积分不受影响；可以为好友推荐其他职位。',
  },
  3: {
    label: '候选人放弃',
    reason: '好友主动放弃了本次应聘。',
    next: '本次推荐已结束，已获得的积分不受影响。',
  },
  4: {
    label: '放弃录用',
    reason: '好友收到录用通知后，决定不接受这份工作。',
    next: '本次推荐已结束，已获得的积分不受影响。',
  },
  5: {
    label: '推荐无效',
    reason: '本次推荐不符合内推规则。',
    next: '本次推荐不计积分；如有疑问，可以在“问题反馈”中告诉我们。',
  },
};
