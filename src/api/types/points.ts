import type { PageQuery } from './common';

/** Referral level 1–5 (tag colours: 1 gray, 2 blue, 3 green, 4 yellow, 5 orange). */
export type RecommendLevel = 1 | 2 | 3 | 4 | 5;

/** The staff member's points card (rule STAFF-3). Numbers may be null: shown as "--". */
export interface StaffProfile {
  employeeId: string;
  name: string;
  userName: string;
  departmentName: string;
  /** Codes of the department and its ancestors; the tech centre check looks for ATS_SCFT_011. */
  departmentCodes: string[];
  currentRecommendIntegral: number | null;
  rank: number | null;
  recommendIntegral: number | null;
  recommendLevel: RecommendLevel | null;
  recommendLevelName: string;
  /** Referred hires (unit 人). */
  recommendNum: number | null;
  /** Valid resumes (unit 份). */
  validResumeNum: number | null;
  wechatWorkThumbAvatarUrl: string;
}

/** Points summary and the rules that earn points. */
export interface IntegralSummary {
  currentIntegral: number | null;
  totalIntegral: number | null;
  usedIntegral: number | null;
  rules: IntegralRule[];
}

export interface IntegralRule {
  title: string;
  integral: number | null;
  description: string;
}

export interface BillQuery extends PageQuery {
  /** YYYY-MM; absent: all months. */
  month?: string;
}

/** One line of the points bill; integral is negative for spending. */
export interface IntegralBill {
  id: string;
  title: string;
  /** null when the server sent no figure ("--"). */
  integral: number | null;
  /** The current points right after this line (ours: the spec names no field; null when the server leaves it out). */
  balance: number | null;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  candidateName: string;
  positionName: string;
}

export interface RankingQuery extends PageQuery {
  /** 1 by cumulative points (default), 2 by referred hires. */
  rankType?: 1 | 2;
}

/** A row of the ranking; figures and level may be null (shown as "--", level 1's colour). */
export interface RankingItem {
  rank: number | null;
  employeeId: string;
  name: string;
  departmentName: string;
  recommendIntegral: number | null;
  recommendNum: number | null;
  recommendLevel: RecommendLevel | null;
  avatarUrl: string;
}

export interface Ranking {
  list: RankingItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The signed-in staff member's own row. */
  mine: RankingItem | null;
}

// Where bill lines come from (issue 23, decision 065).

/** Where a bill line's points came from: 1 a stage of a referral, 2 an award (monthly star, first referral), 3 an exchange. */
export type BillSource = 1 | 2 | 3;

/** A bill line with its cause: the referral it belongs to (source 1), or another cause. */
export interface LinkedBill extends IntegralBill {
  /** null when the server sent none or an unknown one (the line then shows as before: its title and names). */
  source: BillSource | null;
  /** The referral whose stage earned the points (source 1). */
  referralId: string | null;
}

export interface LinkedBillQuery extends BillQuery {
  /** Only the lines of this referral. */
  referralId?: string;
}
