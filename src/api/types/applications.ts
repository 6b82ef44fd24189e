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

export interface ApplyRecordQuery extends PageQuery {
  recruitType?: RecruitType;
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
}
