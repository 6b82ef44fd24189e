import type { RecruitType } from '@/lib/config/business';
import type { Flag, PageQuery, TreeNode } from './common';

/** Position type codes (rule CONST-3): 03 social; 01 and 02 shop. School positions carry 03 with front recruit code ATS_RT_002. */
export type PositionTypeCode = '01' | '02' | '03';
/** Front recruit codes: ATS_RT_001 social and shop, ATS_RT_002 school. */
export type FrontRecruitCode = 'ATS_RT_001' | 'ATS_RT_002';
/** Publish types: 1 portal, 2 app. */
export type PublishType = 1 | 2;

/** Query of the position_demand list. Every filter is optional; codes are dictionary/tree codes. */
export interface PositionListQuery extends PageQuery {
  keyword?: string;
  /** A city tree code of any level: a province matches its cities and areas. */
  cityCode?: string;
  /** A function tree code of any level. */
  functionCode?: string;
  targetDepart?: string;
  /** Explicit recruit type; without it the server uses recruit_type_code (campus → school) and isShop. */
  recruitType?: RecruitType;
  positionType?: PositionTypeCode;
  isShop?: Flag;
  /** A salary config code `min-max` (basic_configure type 2). */
  salaryCode?: string;
  /** An education config code (basic_configure type 3). */
  educationCode?: string;
  /** Only the positions of this campus special-session activity (the session's job list, rule CAMPUS-7). */
  activityId?: string;
}

/** One position demand as lists show it. Salaries are monthly, in yuan; null means negotiable. */
export interface PositionSummary {
  /** The position demand id (used in paths). */
  id: string;
  positionId: string;
  positionForeignId: string;
  positionName: string;
  recruitType: RecruitType;
  positionType: PositionTypeCode;
  frontRecruitType: FrontRecruitCode;
  isShop: Flag;
  functionCode: string;
  functionName: string;
  targetDepart: string;
  targetDepartName: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  salaryMin: number | null;
  salaryMax: number | null;
  educationCode: string;
  educationName: string;
  /** e.g. "1-3年", "不限", "应届毕业生". */
  workYears: string;
  /** null when the server sent no figure ("--"). */
  headcount: number | null;
  /** YYYY-MM-DD */
  publishDate: string;
  tags: string[];
  /** Campus special-session activity the position belongs to, if any. */
  activityId?: string;
}

/** A position demand's detail page. Description and requirement are short HTML fragments. */
export interface PositionDetail extends PositionSummary {
  description: string;
  requirement: string;
  address: string;
  welfare: string[];
  publishType: PublishType;
  /** True when the signed-in user has favourited it (false when signed out). */
  isCollected: boolean;
  /** False once the position is closed: favourites of it become invalid. */
  isValid: boolean;
}

/** City tree node; level 1 province, 2 city, 3 area (rule CONST-5). */
export interface CityNode extends TreeNode {
  level: 1 | 2 | 3;
  children?: CityNode[];
}

/** Function tree node (two levels: family, function). */
export type FunctionNode = TreeNode;

/** A target department (hiring department). */
export interface TargetDepart {
  code: string;
  name: string;
}
