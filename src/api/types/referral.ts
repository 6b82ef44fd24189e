import type { PageQuery } from './common';

/** Referral status (rule STATE-5): 1 in progress, 2 ended, 3 succeeded. */
export type ReferralStatus = 1 | 2 | 3;
/**
 * Invalid referral reasons (rule STATE-13): 1 too soon since the last application (n months), 2 position
 * candidate (already in another process), 3 current employee, 4 re-hire within n days.
 */
export type InvalidReason = 1 | 2 | 3 | 4;

export interface FriendResumeQuery extends PageQuery {
  keyword?: string;
}

/** A friend's resume kept by a staff member (resume management). Full content: GET /resume/{id}/resume_detail. */
export interface FriendResumeSummary {
  id: string;
  name: string;
  phone: string;
  gender: 1 | 2 | null;
  educationName: string;
  workYears: number | null;
  expectedPosition: string;
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: string;
  /** Number of referrals made with this resume. */
  referralCount: number | null;
}

export interface ReferralQuery extends PageQuery {
  status?: ReferralStatus;
  keyword?: string;
}

/** One referral of the signed-in staff member. */
export interface Referral {
  id: string;
  friendResumeId: string;
  friendName: string;
  phone: string;
  positionDemandId: string;
  positionName: string;
  /** YYYY-MM-DD HH:mm:ss */
  recommendTime: string;
  /** null when unknown (shown as "--"). */
  status: ReferralStatus | null;
  /** The process stage, e.g. "简历筛选", "一面", "已入职". */
  stageText: string;
  /** Present when the referral was judged invalid (it then ends, status 2). */
  invalidReason: InvalidReason | null;
  /** The n of reasons 1 (months) and 4 (days). */
  invalidValue: number | null;
  /** Points earned by this referral so far. */
  integral: number | null;
}
