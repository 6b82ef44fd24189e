import dayjs from 'dayjs';
import type { ApplyEnd, ApplyProgress, ApplyStage } from '@/api/types/applications';
import { DATE_TIME } from './prng';

/**
 * The stages each seeded application reached (issue 22), as days after its apply time, and how it ended. Dated from
 * the application's own time, so a demo kept over days stays in step; every offset stays before the seed's day.
 * The codes are written out (not imported from the API) so the e2e specs can read this file without the HTTP client.
 */
interface StagePlan {
  stages: Array<[stage: ApplyStage['stage'], daysAfter: number]>;
  end?: [result: ApplyEnd['result'], daysAfter: number];
}

export const APPLICATION_STAGE_PLANS: Record<string, StagePlan> = {
  // cand-full: three still moving (screening, interview, offer) and one of each end.
  'AP-F1': {
    stages: [
      ['applied', 0],
      ['screening', 1],
    ],
  },
  'AP-F2': {
    stages: [
      ['applied', 0],
      ['screening', 2],
      ['interview', 6],
    ],
  },
  'AP-F3': {
    stages: [
      ['applied', 0],
      ['screening', 1],
      ['interview', 5],
      ['offer', 15],
    ],
  },
  'AP-F4': {
    stages: [
      ['applied', 0],
      ['screening', 3],
      ['interview', 10],
    ],
    end: ['rejected', 16],
  },
  'AP-F5': {
    stages: [
      ['applied', 0],
      ['screening', 4],
    ],
    end: ['position_closed', 30],
  },
  'AP-F6': {
    stages: [
      ['applied', 0],
      ['screening', 2],
      ['interview', 9],
    ],
    end: ['closed', 40],
  },
  // cand-campus: its two special-session applications, one in screening, one just sent.
  'AP-C1': {
    stages: [
      ['applied', 0],
      ['screening', 1],
    ],
  },
  'AP-C2': { stages: [['applied', 0]] },
};

/** The hour of the day a stage after 已投递 is recorded at (office hours). */
const STAGE_HOUR = 10;

const after = (applyTime: string, days: number): string =>
  days === 0 ? applyTime : dayjs(applyTime).add(days, 'day').hour(STAGE_HOUR).minute(0).second(0).format(DATE_TIME);

/**
 * The stages and end of an application: the seeded plan, or — for one made in the demo — 已投递 at its apply time.
 */
export function stagesOf(application: { id: string; applyTime: string }): { stages: ApplyStage[]; end: ApplyEnd | null } {
  const plan = APPLICATION_STAGE_PLANS[application.id] ?? { stages: [['applied', 0]] };
  return {
    stages: plan.stages.map(([stage, days]) => ({ stage, time: after(application.applyTime, days) })),
    end: plan.end ? { result: plan.end[0], time: after(application.applyTime, plan.end[1]) } : null,
  };
}

/** Where an application stands for the records' filter: over once it ended or reached 入职. */
export function progressOf(progress: { stages: ApplyStage[]; end: ApplyEnd | null }): ApplyProgress {
  return progress.end || progress.stages.some((stage) => stage.stage === 'hired') ? 'ended' : 'ongoing';
}
