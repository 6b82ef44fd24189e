import { describe, expect, it } from 'vitest';
import {
  BILL_QUERY,
  parseLinkedId as parseBillLinkId,
  REFERRAL_TRAIL_QUERY,
  referralTrailQuery,
} from '@/features/points/lib/bill-links';
import { BILL_OF_REFERRAL_QUERY, billOfReferralQuery, parseLinkedId, TRAIL_QUERY } from '@/features/referral/lib/trail-links';

/**
 * Issue 23: my referrals and the points bill link to each other through query parameters. Each feature states the
 * names it reads and writes (features never import each other); here they must be the same names.
 */
describe('the links between a referral’s trail and its bill lines', () => {
  it('my referrals reads the name the bill writes, and the bill reads the names the trail writes', () => {
    expect(REFERRAL_TRAIL_QUERY).toBe(TRAIL_QUERY);
    expect(BILL_QUERY).toEqual(BILL_OF_REFERRAL_QUERY);
  });

  it('builds the query of a referral’s lines, with the line pointed at when there is one', () => {
    expect(billOfReferralQuery('RF-W5', 'BILL-RF-W5-S5')).toEqual({ referral: 'RF-W5', bill: 'BILL-RF-W5-S5' });
    expect(billOfReferralQuery('RF-W5')).toEqual({ referral: 'RF-W5', bill: undefined });
    expect(billOfReferralQuery('RF-W5', null)).toEqual({ referral: 'RF-W5', bill: undefined });
    expect(referralTrailQuery('RF-W5')).toEqual({ referral: 'RF-W5' });
  });

  it.each([
    ['RF-W5', 'RF-W5'],
    ['  RF-W5 ', 'RF-W5'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads the id %j of the address as %j', (value, id) => {
    expect(parseLinkedId(value)).toBe(id);
    expect(parseBillLinkId(value)).toBe(id);
  });
});
