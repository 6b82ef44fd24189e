import type { PageQuery } from '@/lib/routing';

/**
 * The links between a referral's trail and its points bill lines (issue 23), as query parameters of the two existing
 * pages. The points feature reads the same names (features/points/lib/bill-links.ts: features never import each other;
 * tests/features/referral/trail-links.node.test.ts holds the two together).
 */

/** My referrals opens the trail of `?referral=<id>`. */
export const TRAIL_QUERY = 'referral';

/** The points bill shows the lines of `?referral=<id>` and points at the line `?bill=<id>`. */
export const BILL_OF_REFERRAL_QUERY = { referral: 'referral', bill: 'bill' } as const;

/** The bill's query for a referral's lines, pointing at one line when given. */
export function billOfReferralQuery(referralId: string, billId?: string | null): PageQuery {
  return { [BILL_OF_REFERRAL_QUERY.referral]: referralId, [BILL_OF_REFERRAL_QUERY.bill]: billId ?? undefined };
}

/** An id of the address: trimmed, or undefined when empty. */
export function parseLinkedId(value: string | null | undefined): string | undefined {
  const id = value?.trim();
  return id ? id : undefined;
}
