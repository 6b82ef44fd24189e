import type { PageQuery } from '@/lib/routing';

/**
 * The links between the points bill and the referrals its lines came from (issue 23). My referrals reads the same
 * names (features/referral/lib/trail-links.ts: features never import each other; a test holds the two together).
 */

/** The bill shows only the lines of `?referral=<id>`, and points at the line `?bill=<id>`. */
export const BILL_QUERY = { referral: 'referral', bill: 'bill' } as const;

/** My referrals opens the trail of `?referral=<id>`. */
export const REFERRAL_TRAIL_QUERY = 'referral';

/** The query of my referrals that opens a referral's trail. */
export function referralTrailQuery(referralId: string): PageQuery {
  return { [REFERRAL_TRAIL_QUERY]: referralId };
}

/** An id of the address: trimmed, or undefined when empty. */
export function parseLinkedId(value: string | null | undefined): string | undefined {
  const id = value?.trim();
  return id ? id : undefined;
}
