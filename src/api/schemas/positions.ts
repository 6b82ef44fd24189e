import * as v from 'valibot';
import type { CityNode, PositionDetail, PositionSummary, TargetDepart } from '../types/positions';
import type { Paged } from '../types/common';
import { treeNodeSchema } from './common';
import {
  booleanOr,
  flag,
  id,
  list,
  optionalNumber,
  optionalText,
  paged,
  recruitType,
  text,
  type Agree,
  type Out,
  type Same,
} from './fields';

/** One position demand as lists show it: strict on what links and labels it, lenient on what it shows. */
export const positionSummarySchema = v.object({
  id,
  positionId: id,
  positionForeignId: text,
  positionName: text,
  recruitType,
  positionType: v.picklist(['01', '02', '03']),
  frontRecruitType: v.picklist(['ATS_RT_001', 'ATS_RT_002']),
  isShop: flag,
  functionCode: text,
  functionName: text,
  targetDepart: text,
  targetDepartName: text,
  provinceCode: text,
  provinceName: text,
  cityCode: text,
  cityName: text,
  areaCode: text,
  areaName: text,
  salaryMin: optionalNumber,
  salaryMax: optionalNumber,
  educationCode: text,
  educationName: text,
  workYears: text,
  headcount: optionalNumber,
  publishDate: text,
  tags: list(v.string()),
  activityId: optionalText,
});

export const positionPageSchema = paged(positionSummarySchema);
export const positionListSchema = list(positionSummarySchema);

/** A detail page without its id or recruit type has nothing to show: strict (the page says so). */
export const positionDetailSchema = v.object({
  ...positionSummarySchema.entries,
  description: text,
  requirement: text,
  address: text,
  welfare: list(v.string()),
  publishType: v.picklist([1, 2]),
  isCollected: booleanOr(false),
  isValid: v.boolean(),
});

export const cityNodeSchema: v.GenericSchema<unknown, CityNode> = v.object({
  ...v.object({ id, parentId: text, name: text }).entries,
  level: v.picklist([1, 2, 3]),
  children: v.pipe(
    v.nullish(v.array(v.lazy(() => cityNodeSchema))),
    v.transform((children) => children ?? undefined),
  ),
});
export const cityTreeSchema = list(cityNodeSchema);
export const functionTreeSchema = list(treeNodeSchema);

export const targetDepartSchema = v.object({ code: id, name: text });
export const targetDepartListSchema = list(targetDepartSchema);

export type PositionSchemasAgree = Agree<
  [
    Same<Out<typeof positionSummarySchema>, PositionSummary>,
    Same<Out<typeof positionPageSchema>, Paged<PositionSummary>>,
    Same<Out<typeof positionDetailSchema>, PositionDetail>,
    Same<Out<typeof targetDepartSchema>, TargetDepart>,
  ]
>;
