import * as v from 'valibot';
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
export const referralPageSchema = paged(referralSchema);

export type ReferralSchemasAgree = Agree<
  [
    Same<Out<typeof friendResumeSummarySchema>, FriendResumeSummary>,
    Same<Out<typeof friendResumePageSchema>, Paged<FriendResumeSummary>>,
    Same<Out<typeof referralSchema>, Referral>,
    Same<Out<typeof referralPageSchema>, Paged<Referral>>,
  ]
>;
