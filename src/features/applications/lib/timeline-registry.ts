/**
 * The words of an application's timeline (issue 22): its stages, what happens next at each, how it can end and what
 * the end means, and the progress filter. Written once here; the page, the tests and the browser tests read them.
 * Type-only imports on purpose: the e2e specs load this file directly.
 */
import type { ApplyEndResult, ApplyProgress, ApplyStageCode } from '@/api/types/applications';

export const STAGE_LABEL: Record<ApplyStageCode, string> = {
  applied: '已投递',
  screening: '简历筛选',
  interview: '面试',
  offer: '录用',
  hired: '入职',
};

/** What happens next while an application is at a stage (its current stage), in one sentence. */
export const STAGE_NEXT: Record<ApplyStageCode, string> = {
  applied: '简历已送达，HR 会尽快开始筛选，通常 2 个工作日内开始。',
  screening: 'HR 正在筛选简历，通常 5 个工作日内给出结果。',
  interview: '面试安排会通过短信和电话通知你，每轮面试后通常 3–5 个工作日内告知结果。',
  offer: '录用通知已发出，请查收邮件并在有效期内确认，HR 会与你联系入职事宜。',
  hired: '你已入职，欢迎加入！本次应聘流程已完成。',
};

/**
 * The ends an application can reach short of 入职: what it means and what the job seeker can do (the page adds a
 * link to the job list of the application's recruit type).
 */
export const END_FACTS: Record<ApplyEndResult, { label: string; meaning: string }> = {
  rejected: {
    label: '未通过',
    meaning: '很遗憾，用人部门评估后认为本次不太匹配；你的简历会保留在人才库中，有合适的职位时 HR 可能会联系你。',
  },
  closed: {
    label: '已结束',
    meaning: '本次招聘流程已结束，这份投递不会再推进；如果仍然感兴趣，可以投递其他职位。',
  },
  position_closed: {
    label: '职位已关闭',
    meaning: '这个职位已停止招聘，这份投递不会再推进；这与你的简历无关，可以看看相近的职位。',
  },
};

/** The line above what happens next: while moving, after the hire, after an end. */
export const NEXT_HEADING = { next: '下一步', done: '流程完成', ended: '这意味着什么' } as const;

/** The words of a stage not reached yet (no date). */
export const UPCOMING_TEXT = '未开始';

/** The visible mark of the current stage (`aria-current="step"` says it to assistive technology). */
export const CURRENT_MARK = '当前';

/** The progress filter: all, or one of `ApplyProgress`. */
export const PROGRESS_ALL = 'all';
export const PROGRESS_LABEL: Record<ApplyProgress | typeof PROGRESS_ALL, string> = {
  all: '全部',
  ongoing: '进行中',
  ended: '已结束',
};
export const PROGRESS_QUERY = 'progress';

/** The empty state of a filter that matches no record. */
export function progressEmptyText(progress: ApplyProgress): string {
  return `暂无“${PROGRESS_LABEL[progress]}”的投递记录`;
}

/** The disclosure button of a record's timeline and the timeline's name. */
export const TIMELINE_BUTTON = '查看进度';
export const timelineLabel = (positionName: string) => `${positionName}的投递进度`;
