import type { RecruitType } from '@/lib/config/business';
import type { PageQuery } from './common';

/** Application record source (rule STATE-9): 0 referral, 1 portal, 2 campus special session, 3 HR recommendation. */
export type ApplySource = 0 | 1 | 2 | 3;
export const APPLY_SOURCE_LABEL: Record<ApplySource, string> = {
  0: '内部推荐',
  1: '官网投递',
  2: '校招专场',
  3: 'HR推荐',
};

/**
 * The stages of an application in the order of the process (issue 22): 已投递 → 简历筛选 → 面试 → 录用 → 入职. A stage in
 * `stages` is one the application has reached (entered), dated when it was reached. Ours: the spec shows no stages.
 */
export const APPLY_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export type ApplyStageCode = (typeof APPLY_STAGES)[number];

/** How an application can end short of 入职: 未通过, 已结束 (closed without a verdict), 职位已关闭. */
export const APPLY_END_RESULTS = ['rejected', 'closed', 'position_closed'] as const;
export type ApplyEndResult = (typeof APPLY_END_RESULTS)[number];

/** The progress filter of the records (`progress` on the call): still moving, or over (an end, or 入职). */
export const APPLY_PROGRESS = ['ongoing', 'ended'] as const;
export type ApplyProgress = (typeof APPLY_PROGRESS)[number];

export interface ApplyStage {
  stage: ApplyStageCode;
  /** YYYY-MM-DD HH:mm:ss; '' when the server gave none. */
  time: string;
}

export interface ApplyEnd {
  result: ApplyEndResult;
  /** YYYY-MM-DD HH:mm:ss; '' when the server gave none. */
  time: string;
}

export interface ApplyRecordQuery extends PageQuery {
  recruitType?: RecruitType;
  /** Only the applications still moving, or only those that are over; all when absent. */
  progress?: ApplyProgress;
}

/** One application of the signed-in candidate. `statusText` is the server's process stage. */
export interface ApplyRecord {
  id: string;
  positionDemandId: string;
  positionId: string;
  positionName: string;
  recruitType: RecruitType;
  cityName: string;
  targetDepartName: string;
  /** YYYY-MM-DD HH:mm:ss */
  applyTime: string;
  source: ApplySource;
  statusText: string;
  /** False once the position closed. */
  positionValid: boolean;
  /**
   * The special-session registration (position candidate) this application made, for source 2: its resume can be
   * corrected at `school/modificationRegistration` (rule CAMPUS-8). Absent for the other sources.
   */
  positionCandidateId?: string;
  /**
   * The stages reached, with their dates (issue 22). Optional on the wire: missing, null or of the wrong shape reads
   * as null, and the record shows its `statusText` alone.
   */
  stages: ApplyStage[] | null;
  /** How it ended short of 入职; null while it is still moving (or once hired). Read only together with `stages`. */
  end: ApplyEnd | null;
}
