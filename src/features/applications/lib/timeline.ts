import {
  APPLY_PROGRESS,
  APPLY_STAGES,
  type ApplyEndResult,
  type ApplyProgress,
  type ApplyRecord,
  type ApplyStageCode,
} from '@/api/applications';
import { END_FACTS, NEXT_HEADING, STAGE_LABEL, STAGE_NEXT } from './timeline-registry';

export * from './timeline-registry';

/** Reads the progress filter from the address (`?progress=`): one of `ApplyProgress`, else all. */
export function parseProgress(value: string | null): ApplyProgress | undefined {
  return APPLY_PROGRESS.find((progress) => progress === value);
}

export interface TimelineItem {
  key: ApplyStageCode | ApplyEndResult;
  label: string;
  /** done: reached (its date, '' when unknown); upcoming: not reached yet; ended: how it stopped. */
  state: 'done' | 'upcoming' | 'ended';
  /** When it was reached; '' for a date the server did not give, null for a stage not reached. */
  time: string | null;
  /** The stage the application is at now: the last one reached, or its end. */
  current: boolean;
}

export interface TimelineView {
  items: TimelineItem[];
  /** ongoing: still moving; hired: 入职 reached; ended: stopped short of 入职. */
  outcome: 'ongoing' | 'hired' | 'ended';
  /** What happens next (or what the end means), in one sentence under its heading. */
  next: { heading: string; text: string };
}

/**
 * The timeline of an application as its records page shows it, or null for today's view (the status text alone): the
 * answer brought no stages, or an empty list. The stages come in any order and are put in the order of the process;
 * a stage given twice keeps its first date that is not blank. 已投递 is always reached: without it, it is dated by the
 * application's own time. A stage skipped on the way to a later one (the server left it out) counts as passed, with
 * no date. With an end, the timeline stops at the last stage reached and the end is the current step; without one,
 * every stage shows and those after the current one are still to come.
 */
export function readTimeline(record: Pick<ApplyRecord, 'stages' | 'end' | 'applyTime'>): TimelineView | null {
  if (!record.stages || record.stages.length === 0) return null;
  const reached = new Map<ApplyStageCode, string>();
  for (const { stage, time } of record.stages) if (!reached.get(stage)) reached.set(stage, time);
  if (!reached.get('applied')) reached.set('applied', record.applyTime);
  const last = Math.max(...[...reached.keys()].map((stage) => APPLY_STAGES.indexOf(stage)));
  const lastStage = APPLY_STAGES[last] as ApplyStageCode;

  const stageItem = (stage: ApplyStageCode, index: number): TimelineItem =>
    index <= last
      ? { key: stage, label: STAGE_LABEL[stage], state: 'done', time: reached.get(stage) ?? '', current: false }
      : { key: stage, label: STAGE_LABEL[stage], state: 'upcoming', time: null, current: false };

  if (record.end) {
    const end = END_FACTS[record.end.result];
    const items = APPLY_STAGES.slice(0, last + 1).map(stageItem);
    items.push({ key: record.end.result, label: end.label, state: 'ended', time: record.end.time, current: true });
    return { items, outcome: 'ended', next: { heading: NEXT_HEADING.ended, text: end.meaning } };
  }

  const items = APPLY_STAGES.map((stage, index) => ({ ...stageItem(stage, index), current: index === last }));
  const hired = lastStage === 'hired';
  return {
    items,
    outcome: hired ? 'hired' : 'ongoing',
    next: { heading: hired ? NEXT_HEADING.done : NEXT_HEADING.next, text: STAGE_NEXT[lastStage] },
  };
}
