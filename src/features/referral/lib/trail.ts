import type { ReferralWithTrail, TrailEndResult, TrailStage } from '@/api/referral';
import type { Agree } from '@/api/schemas/fields';
import { invalidReasonText } from './invalid-reason';
import { HIRED_TEXT, NEXT_HEADING, NEXT_STAGE_TEXT, TRAIL_END, TRAIL_STAGE_LABEL } from './trail-registry';

export * from './trail-registry';

// The registry names every stage and end the API knows: a new code fails to compile here until it is named.
type Covers<R, K extends PropertyKey> = [K] extends [keyof R] ? true : false;
export type TrailRegistryAgrees = Agree<[Covers<typeof TRAIL_STAGE_LABEL, TrailStage>, Covers<typeof TRAIL_END, TrailEndResult>]>;

export interface TrailStepView {
  stage: TrailStage;
  label: string;
  time: string;
  /** Points this stage earned: 0 for none, null when unknown. */
  integral: number | null;
  billId: string | null;
}

export interface TrailView {
  /** The stages reached, in the order of the process. */
  steps: TrailStepView[];
  /** How it ended short of 入职: the reason in words and what happens next. */
  end: { result: TrailEndResult; label: string; reason: string; time: string; next: string } | null;
  /** While it has not ended: the stage it waits for and what happens then, or that it is done (stage null). */
  next: { heading: string; stage: TrailStage | null; text: string } | null;
  /** The points the stages earned (the figures that are known). */
  total: number;
}

/** Whether a step earned points that can be shown as "+N". */
export function earnedPoints(integral: number | null): integral is number {
  return typeof integral === 'number' && Number.isFinite(integral) && integral > 0;
}

/**
 * The trail of a referral as the trail dialog shows it, or null for today's view (status, stage and reason): the answer
 * brought no trail, or an empty one. Steps are put in the order of the process whatever order they came in.
 */
export function readTrail(referral: ReferralWithTrail): TrailView | null {
  const trail = referral.trail;
  if (!trail || (trail.steps.length === 0 && !trail.end)) return null;
  const steps = [...trail.steps]
    .sort((a, b) => a.stage - b.stage)
    .map((step) => ({ ...step, label: TRAIL_STAGE_LABEL[step.stage] }));
  const total = steps.reduce((sum, step) => sum + (earnedPoints(step.integral) ? step.integral : 0), 0);

  if (trail.end) {
    const known = TRAIL_END[trail.end.result];
    const reason =
      trail.end.result === 5 ? (invalidReasonText(referral.invalidReason, referral.invalidValue) ?? known.reason) : known.reason;
    const end = { result: trail.end.result, label: known.label, reason, time: trail.end.time, next: known.next };
    return { steps, end, next: null, total };
  }

  // Without an end the trail has steps (an empty one is today's view, above).
  const last = steps.at(-1);
  if (last?.stage === 5) {
    const text = earnedPoints(last.integral) ? HIRED_TEXT.done : HIRED_TEXT.pending;
    return { steps, end: null, next: { heading: NEXT_HEADING.done, stage: null, text }, total };
  }
  const waiting = ((last?.stage ?? 1) + 1) as Exclude<TrailStage, 1>;
  return { steps, end: null, next: { heading: NEXT_HEADING.next, stage: waiting, text: NEXT_STAGE_TEXT[waiting] }, total };
}
