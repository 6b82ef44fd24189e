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

/** Feedback types (rule STATE-14): 1 reward not received, 2 feedback timing, 3 change position, 4 duplicate resume, 5 other. */
export type FeedbackType = 1 | 2 | 3 | 4 | 5;
/** Feedback question status (rule STATE-6): 0 untreated, 1 processing, 2 handled. */
export type FeedbackStatus = 0 | 1 | 2;

export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  /** The referral the question is about, if any. */
  referralId?: string;
}

export interface FeedbackQuestion {
  id: string;
  /** null when unknown (shown as "--"). */
  type: FeedbackType | null;
  content: string;
  referralId: string | null;
  status: FeedbackStatus | null;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  reply: string;
  replyTime: string;
}
