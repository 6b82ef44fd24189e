import { http } from '@/lib/http';
import type { IdResult, Paged, PageQuery } from './types/common';
import type {
  BillQuery,
  FeedbackQuestion,
  FeedbackRequest,
  IntegralBill,
  IntegralSummary,
  Ranking,
  RankingQuery,
  StaffProfile,
} from './types/points';
import { idResultSchema } from './schemas/common';
import * as schemas from './schemas/points';

export type * from './types/points';

export const POINTS_PATHS = {
  bills: '/recommendations/bills',
  integral: '/recommendations/integral',
  ranking: '/recommendations/ranking',
  /** The staff profile (points card); the spec leaves the call unnamed, we use this one. */
  employees: '/recommendations/employees',
  feedback: '/recommendations/feedback_question',
} as const;

/** The signed-in staff member's points card. */
export function getStaffProfile(): Promise<StaffProfile> {
  return http.get<StaffProfile>(POINTS_PATHS.employees, { schema: schemas.staffProfileSchema });
}

export function getIntegralSummary(): Promise<IntegralSummary> {
  return http.get<IntegralSummary>(POINTS_PATHS.integral, { schema: schemas.integralSummarySchema });
}

/** The points bill, newest first. */
export function getIntegralBills(query: BillQuery = {}): Promise<Paged<IntegralBill>> {
  return http.get<Paged<IntegralBill>>(POINTS_PATHS.bills, { params: { ...query }, schema: schemas.integralBillPageSchema });
}

export function getRanking(query: RankingQuery = {}): Promise<Ranking> {
  return http.get<Ranking>(POINTS_PATHS.ranking, { params: { ...query }, schema: schemas.rankingSchema });
}

/** Reports a problem (feedback question). */
export function submitFeedback(body: FeedbackRequest): Promise<IdResult> {
  return http.post<IdResult>(POINTS_PATHS.feedback, body, { schema: idResultSchema });
}

/** The signed-in staff member's feedback questions, newest first. */
export function getFeedbackQuestions(query: PageQuery = {}): Promise<Paged<FeedbackQuestion>> {
  return http.get<Paged<FeedbackQuestion>>(POINTS_PATHS.feedback, {
    params: { ...query },
    schema: schemas.feedbackQuestionPageSchema,
  });
}
