import { describe, expect, it } from 'vitest';
import { CAMPUS_TABS, CANDIDATE_TABS, STAFF_TABS, headerKindOf, matchHeaderTab } from '@/app/layouts/header-tabs';

describe('matchHeaderTab (rule NAV-5)', () => {
  it.each([
    ['/recruit-web/candidate/home', 'home'],
    ['/recruit-web/candidate/social/job', 'social'],
    ['/recruit-web/candidate/social/jobDetail', 'social'],
    ['/recruit-web/candidate/social/deliveryResume', 'social'],
    ['/recruit-web/candidate/social/sendResult', 'social'],
    ['/recruit-web/candidate/shop/job', 'shop'],
    ['/recruit-web/candidate/shop/jobDetail/', 'shop'],
    ['/recruit-web/candidate/shop/sendResult', 'shop'],
    ['/recruit-web/candidate/social/collectingPosition', undefined],
    ['/recruit-web/candidate/social/editResume', undefined],
    ['/recruit-web/candidate/nowhere', undefined],
  ])('candidate: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, CANDIDATE_TABS)).toBe(key);
  });

  it.each([
    ['/recruit-web/candidate/school/home', 'schoolHome'],
    ['/recruit-web/candidate/school/job', 'schoolJob'],
    ['/recruit-web/candidate/school/jobDetail', 'schoolJob'],
    ['/recruit-web/candidate/school/deliveryResume', 'schoolJob'],
    ['/recruit-web/candidate/school/sendResult', 'schoolJob'],
    ['/recruit-web/candidate/school/deliverySchoolResume', 'schoolJob'],
    ['/recruit-web/candidate/school/speicalDeliveryResult', 'schoolJob'],
    ['/recruit-web/candidate/school/trends', 'trends'],
    ['/recruit-web/candidate/school/noticeDetail', 'trends'],
    ['/recruit-web/candidate/school/knowMore', 'knowMore'],
    ['/recruit-web/candidate/school/about', undefined],
  ])('campus: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, CAMPUS_TABS)).toBe(key);
  });

  it.each([
    ['/recruit-web/staff/home', 'staffHome'],
    ['/recruit-web/staff/job', 'staffJob'],
    ['/recruit-web/staff/social/jobDetail', 'staffJob'],
    ['/recruit-web/staff/shop/deliveryResume', 'staffJob'],
    ['/recruit-web/staff/sendResult', 'staffJob'],
    ['/recruit-web/staff/rank', 'rank'],
    ['/recruit-web/staff/myPush', undefined],
  ])('staff: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, STAFF_TABS)).toBe(key);
  });

  it('opens campus from the candidate header and the social home from the campus header in a new window', () => {
    expect(CANDIDATE_TABS.find((tab) => tab.key === 'school')).toMatchObject({
      path: '/recruit-web/candidate/school/home',
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
