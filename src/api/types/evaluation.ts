import type { RecruitType } from '@/lib/config/business';
import type { PageQuery } from './common';

/** 0 to fill in, 1 submitted. */
export type EvaluationStatus = 0 | 1;
/** Interview conclusion: 1 pass, 2 fail, 3 undecided (hold). */
export type EvaluationConclusion = 1 | 2 | 3;

export interface EvaluationQuery extends PageQuery {
  /** Sent as `recruit_type`: the `recruit_type_code` every call carries does not tell social from shop. */
  recruitType?: RecruitType;
  status?: EvaluationStatus;
  keyword?: string;
}

export interface EvaluationSummary {
  id: string;
  candidateName: string;
  positionName: string;
  recruitType: RecruitType;
  /** e.g. "初试", "复试", "终面". */
  interviewRound: string;
  /** YYYY-MM-DD HH:mm:ss */
  interviewTime: string;
  /** null when unknown: shown as "--", opened read as the server then says. */
  status: EvaluationStatus | null;
  conclusion: EvaluationConclusion | null;
  /** Average of the dimension scores, 1–5, once submitted. */
  score: number | null;
}

/** What one level of a dimension's 1–5 scale means, e.g. `{ score: 3, meaning: '能独立完成岗位核心工作' }` (issue 23). */
export interface RubricLevel {
  score: number;
  meaning: string;
}

/** One scored dimension (score 1–5) with its note (`comment`, required beside a 1 or a 5) and the meanings of its levels. */
export interface EvaluationDimension {
  code: string;
  name: string;
  score: number | null;
  comment: string;
  /** Empty or incomplete when the server sends none: the form then shows its default meanings (docs/decisions/066). */
  rubric: RubricLevel[];
}

export interface EvaluationDetail extends Omit<EvaluationSummary, 'status'> {
  /** Strict: decides whether the form may still be filled in. */
  status: EvaluationStatus;
  /** The candidate in this position's hiring process: their resume is `GET /position_candidate/{id}/resume`. */
  positionCandidateId: string;
  candidatePhone: string;
  resumeId: string;
  educationName: string;
  workYears: number | null;
  dimensions: EvaluationDimension[];
  comment: string;
  /** YYYY-MM-DD HH:mm:ss; empty until submitted. */
  submitTime: string;
}

/** The evaluation body on PUT. */
export interface SubmitEvaluationRequest {
  id: string;
  dimensions: Array<Pick<EvaluationDimension, 'code' | 'score' | 'comment'>>;
  conclusion: EvaluationConclusion;
  comment: string;
}
