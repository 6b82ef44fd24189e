import { describe, expect, it } from 'vitest';
import { CAMPUS_TABS, CANDIDATE_TABS, STAFF_TABS, headerKindOf, matchHeaderTab } from '@/app/layouts/header-tabs';
import { BASE } from '@/lib/config/paths';

describe('matchHeaderTab (rule NAV-5)', () => {
  it.each([
    [`${BASE}/candidate/home`, 'home'],
    [`${BASE}/candidate/social/job`, 'social'],
    [`${BASE}/candidate/social/jobDetail`, 'social'],
    [`${BASE}/candidate/social/deliveryResume`, 'social'],
    [`${BASE}/candidate/social/sendResult`, 'social'],
    [`${BASE}/candidate/shop/job`, 'shop'],
    [`${BASE}/candidate/shop/jobDetail/`, 'shop'],
    [`${BASE}/candidate/shop/sendResult`, 'shop'],
    [`${BASE}/candidate/social/collectingPosition`, undefined],
    [`${BASE}/candidate/social/editResume`, undefined],
    [`${BASE}/candidate/nowhere`, undefined],
  ])('candidate: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, CANDIDATE_TABS)).toBe(key);
  });

  it.each([
    [`${BASE}/candidate/school/home`, 'schoolHome'],
    [`${BASE}/candidate/school/job`, 'schoolJob'],
    [`${BASE}/candidate/school/jobDetail`, 'schoolJob'],
    [`${BASE}/candidate/school/deliveryResume`, 'schoolJob'],
    [`${BASE}/candidate/school/sendResult`, 'schoolJob'],
    [`${BASE}/candidate/school/deliverySchoolResume`, 'schoolJob'],
    [`${BASE}/candidate/school/speicalDeliveryResult`, 'schoolJob'],
    [`${BASE}/candidate/school/trends`, 'trends'],
    [`${BASE}/candidate/school/noticeDetail`, 'trends'],
    [`${BASE}/candidate/school/knowMore`, 'knowMore'],
    [`${BASE}/candidate/school/about`, undefined],
  ])('campus: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, CAMPUS_TABS)).toBe(key);
  });

  it.each([
    [`${BASE}/staff/home`, 'staffHome'],
    [`${BASE}/staff/job`, 'staffJob'],
    [`${BASE}/staff/social/jobDetail`, 'staffJob'],
    [`${BASE}/staff/shop/deliveryResume`, 'staffJob'],
    [`${BASE}/staff/sendResult`, 'staffJob'],
    [`${BASE}/staff/rank`, 'rank'],
    [`${BASE}/staff/myPush`, undefined],
  ])('staff: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, STAFF_TABS)).toBe(key);
  });

  it('opens campus from the candidate header and the social home from the campus header in a new window', () => {
    expect(CANDIDATE_TABS.find((tab) => tab.key === 'school')).toMatchObject({
      path: `${BASE}/candidate/school/home`,
      isOpenNew: true,
    });
    expect(CAMPUS_TABS.find((tab) => tab.key === 'socialHome')?.isOpenNew).toBe(true);
  });
});

describe('headerKindOf', () => {
  it.each([
    ['candidate', undefined, 'candidate'],
    ['candidate', 'social', 'candidate'],
    ['candidate', 'shop', 'candidate'],
    ['candidate', 'school', 'campus'],
    ['staff', undefined, 'staff'],
    ['staff', 'school', 'staff'],
    ['interview', 'social', 'bare'],
  ] as const)('%s/%s → %s', (business, recruitType, kind) => {
    expect(headerKindOf(business, recruitType)).toBe(kind);
  });
});
