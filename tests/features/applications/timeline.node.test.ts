import { describe, expect, it } from 'vitest';
import {
  APPLY_END_RESULTS,
  APPLY_PROGRESS,
  APPLY_STAGES,
  type ApplyEnd,
  type ApplyStage,
  type ApplyStageCode,
} from '@/api/applications';
import {
  END_FACTS,
  NEXT_HEADING,
  PROGRESS_LABEL,
  progressEmptyText,
  readTimeline,
  STAGE_LABEL,
  STAGE_NEXT,
} from '@/features/applications/lib/timeline';
import { APPLY_RECORD_FIELDS, applyRecord } from '../../fixtures/application-record';

/** Issue 22: the stage registry and the timeline an application record opens (features/applications/lib/timeline.ts). */

const APPLY_TIME = APPLY_RECORD_FIELDS.applyTime;
const timeOf = (stage: ApplyStageCode) => `2026-11-0${APPLY_STAGES.indexOf(stage) + 1} 10:00:00`;
const reached = (...stages: ApplyStageCode[]): ApplyStage[] => stages.map((stage) => ({ stage, time: timeOf(stage) }));
const record = (stages: ApplyStage[] | null, end: ApplyEnd | null = null) => ({ applyTime: APPLY_TIME, stages, end });
const shown = (view: ReturnType<typeof readTimeline>) =>
  view?.items.map((item) => [item.label, item.state, item.time, item.current]);

describe('the stage registry', () => {
  it('names the five stages in the order of the issue', () => {
    expect(APPLY_STAGES.map((stage) => STAGE_LABEL[stage])).toEqual(['已投递', '简历筛选', '面试', '录用', '入职']);
  });

  it('says in one sentence what happens next at each stage', () => {
    for (const stage of APPLY_STAGES) expect(STAGE_NEXT[stage]).toMatch(/^[^。]+。$/);
    expect(STAGE_NEXT.screening).toBe('HR 正在筛选简历，通常 5 个工作日内给出结果。');
  });

  it('gives every end a distinct label and what it means', () => {
    expect(APPLY_END_RESULTS.map((result) => END_FACTS[result].label)).toEqual(['未通过', '已结束', '职位已关闭']);
    for (const result of APPLY_END_RESULTS) expect(END_FACTS[result].meaning).toMatch(/。$/);
  });

  it('labels the filter and its empty state', () => {
    expect([PROGRESS_LABEL.all, ...APPLY_PROGRESS.map((p) => PROGRESS_LABEL[p])]).toEqual(['全部', '进行中', '已结束']);
    expect(progressEmptyText('ongoing')).toBe('暂无“进行中”的投递记录');
  });
});

describe('readTimeline', () => {
  it('is null without stages or with none: the status text stands alone', () => {
    expect(readTimeline(record(null))).toBeNull();
    expect(readTimeline(record([]))).toBeNull();
  });

  it('shows every stage while moving: those reached dated, the last one current, the rest to come', () => {
    const view = readTimeline(record(reached('applied', 'screening')));
    expect(shown(view)).toEqual([
      ['已投递', 'done', timeOf('applied'), false],
      ['简历筛选', 'done', timeOf('screening'), true],
      ['面试', 'upcoming', null, false],
      ['录用', 'upcoming', null, false],
      ['入职', 'upcoming', null, false],
    ]);
    expect(view?.outcome).toBe('ongoing');
    expect(view?.next).toEqual({ heading: NEXT_HEADING.next, text: STAGE_NEXT.screening });
  });

  it('says what happens next at each stage reached', () => {
    for (const [index, stage] of APPLY_STAGES.entries()) {
      const view = readTimeline(record(reached(...APPLY_STAGES.slice(0, index + 1))));
      expect(view?.items.filter((item) => item.current).map((item) => item.key)).toEqual([stage]);
      expect(view?.next.text).toBe(STAGE_NEXT[stage]);
    }
  });

  it('is complete once hired: all five dated, 入职 current', () => {
    const view = readTimeline(record(reached(...APPLY_STAGES)));
    expect(view?.outcome).toBe('hired');
    expect(view?.items.every((item) => item.state === 'done' && item.time)).toBe(true);
    expect(view?.next.heading).toBe(NEXT_HEADING.done);
  });

  it.each(APPLY_END_RESULTS)('stops at the last stage reached for the end %s, which is the current step', (result) => {
    const view = readTimeline(record(reached('applied', 'screening'), { result, time: '2026-11-09 17:00:00' }));
    expect(shown(view)).toEqual([
      ['已投递', 'done', timeOf('applied'), false],
      ['简历筛选', 'done', timeOf('screening'), false],
      [END_FACTS[result].label, 'ended', '2026-11-09 17:00:00', true],
    ]);
    expect(view?.outcome).toBe('ended');
    expect(view?.next).toEqual({ heading: NEXT_HEADING.ended, text: END_FACTS[result].meaning });
  });

  it('lets an end win over a hire given with it', () => {
    const view = readTimeline(record(reached(...APPLY_STAGES), { result: 'closed', time: '' }));
    expect(view?.outcome).toBe('ended');
    expect(view?.items.at(-1)).toMatchObject({ key: 'closed', current: true, time: '' });
  });

  it('puts stages in the order of the process whatever order they came in', () => {
    const view = readTimeline(record(reached('interview', 'applied', 'screening')));
    expect(view?.items.map((item) => item.key)).toEqual(APPLY_STAGES);
    expect(view?.items.find((item) => item.current)?.key).toBe('interview');
  });

  describe('missing times and gaps', () => {
    it('keeps a stage without a date, its date blank ("--" on screen)', () => {
      const view = readTimeline(record([...reached('applied'), { stage: 'screening', time: '' }]));
      expect(view?.items[1]).toMatchObject({ key: 'screening', state: 'done', time: '', current: true });
    });

    it('dates 已投递 by the application’s own time when it is missing or undated', () => {
      expect(readTimeline(record(reached('screening')))?.items[0]).toMatchObject({ key: 'applied', time: APPLY_TIME });
      const undated = record([{ stage: 'applied', time: '' }, ...reached('screening')]);
      expect(readTimeline(undated)?.items[0]?.time).toBe(APPLY_TIME);
    });

    it('counts a stage skipped on the way to a later one as passed, without a date', () => {
      const view = readTimeline(record(reached('applied', 'interview')));
      expect(shown(view)?.slice(0, 3)).toEqual([
        ['已投递', 'done', timeOf('applied'), false],
        ['简历筛选', 'done', '', false],
        ['面试', 'done', timeOf('interview'), true],
      ]);
    });

    it('keeps the first date of a stage given twice, unless it is blank', () => {
      const twice = [...reached('applied'), { stage: 'screening' as const, time: '' }, ...reached('screening')];
      expect(readTimeline(record(twice))?.items[1]?.time).toBe(timeOf('screening'));
      const again = [...reached('applied', 'screening'), { stage: 'screening' as const, time: '2026-11-20 10:00:00' }];
      expect(readTimeline(record(again))?.items[1]?.time).toBe(timeOf('screening'));
    });
  });

  it('reads a whole record (the type the page gets)', () => {
    const full = applyRecord({ stages: reached('applied'), end: null });
    expect(readTimeline(full)?.next.text).toBe(STAGE_NEXT.applied);
  });
});
