import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import type { IdResult, Paged, PageQuery } from './types/common';
import type {
  BillQuery,
  FeedbackQuestion,
  FeedbackRequest,
  IntegralBill,
  IntegralSummary,
  Ranking,
  RankingQuery,
  RecommendLevel,
  StaffProfile,
} from './types/points';
import { idResultSchema } from './schemas/common';
import * as schemas from './schemas/points';

export type * from './types/points';

// Where bill lines come from (issue 23). These would sit in types/points.ts beside `IntegralBill`
// (docs/decisions/024); that file belongs to another part of the work, so they live here (decision 065).

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

/**
 * The referral level names (rule STATE-17): the one place the product names its levels. Every level tag reads them
 * (home card, user card, ranking, my rank), and the mock backend sends them as `recommendLevelName`.
 */
export const LEVEL_NAMES: Record<RecommendLevel, string> = {
  1: '推荐新人',
  2: '推荐达人',
  3: '推荐精英',
  4: '推荐大师',
  5: '推荐王者',
};

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

/** The points bill, newest first, each line with its cause. */
export function getIntegralBills(query: LinkedBillQuery = {}): Promise<Paged<LinkedBill>> {
  return http.get<Paged<LinkedBill>>(POINTS_PATHS.bills, { params: { ...query }, schema: schemas.integralBillPageSchema });
}

export function getRanking(query: RankingQuery = {}): Promise<Ranking> {
  return http.get<Ranking>(POINTS_PATHS.ranking, { params: { ...query }, schema: schemas.rankingSchema });
}

/** For a caller that shows the server's message itself, next to its form (rule HTTP-7). */
export interface FeedbackCallOptions {
  noMessage?: boolean;
}

/** Reports a problem (feedback question). */
export function submitFeedback(body: FeedbackRequest, options: FeedbackCallOptions = {}): Promise<IdResult> {
  return http.post<IdResult>(POINTS_PATHS.feedback, body, { schema: idResultSchema, noMessage: options.noMessage });
}

/** The signed-in staff member's feedback questions, newest first. */
export function getFeedbackQuestions(query: PageQuery = {}): Promise<Paged<FeedbackQuestion>> {
  return http.get<Paged<FeedbackQuestion>>(POINTS_PATHS.feedback, {
    params: { ...query },
    schema: schemas.feedbackQuestionPageSchema,
  });
}

// Server state.

export const pointsKeys = createQueryKeys('points');

/** How long the staff profile stays fresh (ms). */
const PROFILE_STALE_MS = 5 * 60_000;

export const pointsQueries = {
  /** The signed-in staff member's points card (user card, staff home, rank page's own row). */
  /**
   * The staff profile: the home card's and the header user card's figures. Fresh for five minutes, so the card, the
   * header and the menu opening later share one request (issue 19): the figures change on the server's side only (a
   * hire, a reward), never through anything the staff member does here.
   */
  profile: (enabled = true) =>
    queryOptions({ queryKey: pointsKeys.custom('profile'), queryFn: getStaffProfile, enabled, staleTime: PROFILE_STALE_MS }),
  summary: () => queryOptions({ queryKey: pointsKeys.custom('summary'), queryFn: getIntegralSummary }),
  bills: (query: LinkedBillQuery) =>
    queryOptions({
      queryKey: pointsKeys.custom('bills', query),
      queryFn: () => getIntegralBills(query),
      placeholderData: keepPreviousData,
    }),
  ranking: (query: RankingQuery) =>
    queryOptions({
      queryKey: pointsKeys.custom('ranking', query),
      queryFn: () => getRanking(query),
      placeholderData: keepPreviousData,
    }),
  feedback: (query: PageQuery) =>
    queryOptions({
      queryKey: pointsKeys.custom('feedback', query),
      queryFn: () => getFeedbackQuestions(query),
      placeholderData: keepPreviousData,
    }),
};

export const pointsMutations = {
  /** Reports a problem; the list of reports is read again before the mutation settles, so it shows the new one. */
  submitFeedback: (options: FeedbackCallOptions = {}) =>
    mutationOptions({
      mutationFn: (body: FeedbackRequest) => submitFeedback(body, options),
      onSuccess: (_result, _body, _context, { client }) => client.invalidateQueries({ queryKey: pointsKeys.custom('feedback') }),
    }),
};
