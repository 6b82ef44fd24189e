import * as v from 'valibot';
import { reportError } from '@/lib/error-reporting';
import type { ReferralTrail, ReferralWithTrail, TrailEnd, TrailStep } from '../referral';
import type { Paged } from '../types/common';
import type { FriendResumeSummary, Referral } from '../types/referral';
import { id, oneOfOrNull, optionalNumber, paged, text, type Agree, type Out, type Same } from './fields';

export const friendResumeSummarySchema = v.object({
  id,
  name: text,
  phone: text,
  gender: oneOfOrNull([1, 2]),
  educationName: text,
  workYears: optionalNumber,
  expectedPosition: text,
  updateTime: text,
  referralCount: optionalNumber,
});
export const friendResumePageSchema = paged(friendResumeSummarySchema);

export const referralSchema = v.object({
  id,
  friendResumeId: id,
  friendName: text,
  phone: text,
  positionDemandId: id,
  positionName: text,
  recommendTime: text,
  status: oneOfOrNull([1, 2, 3]),
  stageText: text,
  invalidReason: oneOfOrNull([1, 2, 3, 4]),
  invalidValue: optionalNumber,
  integral: optionalNumber,
});

/**
 * A trail is shown whole or not at all (issue 23): a stage or an end it cannot name would leave a gap in the path the
 * referral took, so those codes are strict inside it. A figure or a bill link it cannot read only loses that figure
 * or link.
 */
export const trailStepSchema = v.object({
  stage: v.picklist([1, 2, 3, 4, 5]),
  time: text,
  integral: optionalNumber,
  billId: v.fallback(v.nullish(id, null), null),
});
export const trailEndSchema = v.object({ result: v.picklist([1, 2, 3, 4, 5]), time: text });
export const referralTrailSchema = v.object({ steps: v.array(trailStepSchema), end: v.nullish(trailEndSchema, null) });

/**
 * The trail of a referral, lenient as a whole: missing or null is no trail, and a trail of the wrong shape is no trail
 * either — reported, while the referral shows as it did before trails (status, stage and reason).
 */
const lenientTrail = v.pipe(
  // nullish with a default, so a missing key is read (as null) rather than refused.
  v.nullish(v.unknown(), null),
  v.transform((value): ReferralTrail | null => {
    if (value === null || value === undefined) return null;
    const result = v.safeParse(referralTrailSchema, value);
    if (result.success) return result.output;
    reportError(new Error('A referral trail of the wrong shape was left out'), {
      kind: 'trail-dropped',
      issues: result.issues.slice(0, 3).map((issue) => issue.message),
    });
    return null;
  }),
);

export const referralWithTrailSchema = v.object({ ...referralSchema.entries, trail: lenientTrail });
export const referralPageSchema = paged(referralWithTrailSchema);

export type ReferralSchemasAgree = Agree<
  [
    Same<Out<typeof friendResumeSummarySchema>, FriendResumeSummary>,
    Same<Out<typeof friendResumePageSchema>, Paged<FriendResumeSummary>>,
    Same<Out<typeof referralSchema>, Referral>,
    Same<Out<typeof trailStepSchema>, TrailStep>,
    Same<Out<typeof trailEndSchema>, TrailEnd>,
    Same<Out<typeof referralTrailSchema>, ReferralTrail>,
    Same<Out<typeof referralWithTrailSchema>, ReferralWithTrail>,
    Same<Out<typeof referralPageSchema>, Paged<ReferralWithTrail>>,
  ]
>;
