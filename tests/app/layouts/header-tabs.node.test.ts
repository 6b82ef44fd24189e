import { describe, expect, it } from 'vitest';
import { CAMPUS_TABS, CANDIDATE_TABS, STAFF_TABS, headerKindOf, matchHeaderTab } from '@/app/layouts/header-tabs';
import { BASE } from '@/lib/config/paths';
import { pagePath } from '@/lib/routing';

describe('matchHeaderTab (rule NAV-5)', () => {
  it.each([
    [pagePath('candidate', 'home'), 'home'],
    [pagePath('candidate', 'job', 'social'), 'social'],
    [pagePath('candidate', 'jobDetail', 'social'), 'social'],
    [pagePath('candidate', 'deliveryResume', 'social'), 'social'],
    [pagePath('candidate', 'sendResult', 'social'), 'social'],
    [pagePath('candidate', 'job', 'shop'), 'shop'],
    [`${BASE}/candidate/shop/jobDetail/`, 'shop'],
    [pagePath('candidate', 'sendResult', 'shop'), 'shop'],
    [pagePath('candidate', 'collectingPosition', 'social'), undefined],
    [pagePath('candidate', 'editResume', 'social'), undefined],
    [`${BASE}/candidate/nowhere`, undefined],
  ])('candidate: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, CANDIDATE_TABS)).toBe(key);
  });

  it.each([
    [pagePath('candidate', 'home', 'school'), 'schoolHome'],
    [pagePath('candidate', 'job', 'school'), 'schoolJob'],
    [pagePath('candidate', 'jobDetail', 'school'), 'schoolJob'],
    [`${BASE}/candidate/school/deliveryResume`, 'schoolJob'],
    [pagePath('candidate', 'sendResult', 'school'), 'schoolJob'],
    [pagePath('candidate', 'deliverySchoolResume', 'school'), 'schoolJob'],
    [pagePath('candidate', 'speicalDeliveryResult', 'school'), 'schoolJob'],
    [pagePath('candidate', 'trends', 'school'), 'trends'],
    [pagePath('candidate', 'noticeDetail', 'school'), 'trends'],
    [pagePath('candidate', 'knowMore', 'school'), 'knowMore'],
    [pagePath('candidate', 'about', 'school'), undefined],
  ])('campus: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, CAMPUS_TABS)).toBe(key);
  });

  it.each([
    [pagePath('staff', 'home'), 'staffHome'],
    [pagePath('staff', 'job'), 'staffJob'],
    [pagePath('staff', 'jobDetail', 'social'), 'staffJob'],
    [pagePath('staff', 'deliveryResume', 'shop'), 'staffJob'],
    [pagePath('staff', 'sendResult'), 'staffJob'],
    [pagePath('staff', 'rank'), 'rank'],
    [pagePath('staff', 'myPush'), undefined],
  ])('staff: %s → %s', (pathname, key) => {
    expect(matchHeaderTab(pathname, STAFF_TABS)).toBe(key);
  });

  it('opens campus from the candidate header and the social home from the campus header in a new window', () => {
    expect(CANDIDATE_TABS.find((tab) => tab.key === 'school')).toMatchObject({
      path: pagePath('candidate', 'home', 'school'),
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
