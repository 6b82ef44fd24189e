import type { Resume, ResumeInput } from './resume';

/** A special-session registration (position candidate) and the resume registered with it. */
export interface PositionCandidateResume {
  positionCandidateId: string;
  activityId: string;
  activityName: string;
  positionDemandId: string;
  positionName: string;
  resume: Resume;
}

export type UpdatePositionCandidateResumeRequest = ResumeInput;
