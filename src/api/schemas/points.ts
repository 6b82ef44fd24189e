import * as v from 'valibot';
import type { Paged } from '../types/common';
import type {
  IntegralBill,
  IntegralRule,
  IntegralSummary,
  LinkedBill,
  Ranking,
  RankingItem,
  StaffProfile,
} from '../types/points';
import { id, list, oneOfOrNull, optionalNumber, paged, recommendLevel, text, type Agree, type Out, type Same } from './fields';

/**
 * The points card: every missing figure shows "--" (rules CONST-9, STAFF-3). An unknown or missing level reads as no
 * level (null), which the card draws in level 1's colour (rule STATE-17), rather than failing the card.
 */
export const staffProfileSchema = v.object({
  employeeId: id,
  name: text,
  userName: text,
  departmentName: text,
  departmentCodes: list(v.string()),
  currentRecommendIntegral: optionalNumber,
  rank: optionalNumber,
  recommendIntegral: optionalNumber,
  recommendLevel,
  recommendLevelName: text,
  recommendNum: optionalNumber,
  validResumeNum: optionalNumber,
  wechatWorkThumbAvatarUrl: text,
});

export const integralRuleSchema = v.object({ title: text, integral: optionalNumber, description: text });
export const integralSummarySchema = v.object({
  currentIntegral: optionalNumber,
  totalIntegral: optionalNumber,
  usedIntegral: optionalNumber,
  rules: list(integralRuleSchema),
});

export const integralBillSchema = v.object({
  id,
  title: text,
  integral: optionalNumber,
  balance: optionalNumber,
  createTime: text,
  candidateName: text,
  positionName: text,
});
/** A line's cause (issue 23), lenient: without it the line shows as before, its title and the names it carries. */
export const linkedBillSchema = v.object({
  ...integralBillSchema.entries,
  source: oneOfOrNull([1, 2, 3]),
  referralId: v.fallback(v.nullish(id, null), null),
});
export const integralBillPageSchema = paged(linkedBillSchema);

export const rankingItemSchema = v.object({
  rank: optionalNumber,
  employeeId: id,
  name: text,
  departmentName: text,
  recommendIntegral: optionalNumber,
  recommendNum: optionalNumber,
  recommendLevel,
  avatarUrl: text,
});
export const rankingSchema = v.object({
  list: list(rankingItemSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  mine: v.nullish(rankingItemSchema, null),
});

export type PointsSchemasAgree = Agree<
  [
    Same<Out<typeof staffProfileSchema>, StaffProfile>,
    Same<Out<typeof integralRuleSchema>, IntegralRule>,
    Same<Out<typeof integralSummarySchema>, IntegralSummary>,
    Same<Out<typeof integralBillSchema>, IntegralBill>,
    Same<Out<typeof linkedBillSchema>, LinkedBill>,
    Same<Out<typeof integralBillPageSchema>, Paged<LinkedBill>>,
    Same<Out<typeof rankingItemSchema>, RankingItem>,
    Same<Out<typeof rankingSchema>, Ranking>,
  ]
>;
