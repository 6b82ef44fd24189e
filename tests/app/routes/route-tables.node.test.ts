import { describe, expect, it } from 'vitest';
import type { BusinessName, RecruitType } from '@/lib/config/business';
import { matchRoute, routesFor } from '@/app/routes';

type Expected = readonly (readonly [page: string, needLogin: boolean])[];

// Rule CAND-1, as a table: page, login needed.
const SOCIAL_SHOP: Expected = [
  ['job', false],
  ['jobDetail', false],
  ['deliveryResume', false],
  ['deliverySchoolResume', false],
  ['collectingPosition', true],
  ['applyForTheRecord', true],
  ['applyRegistration', false],
  ['sendResult', false],
  ['registrationResult', false],
  ['editResume', true],
  ['deliveryTransfer', false],
];

// Rule CAMPUS-1.
const SCHOOL: Expected = [
  ['job', false],
  ['jobDetail', false],
  ['home', false],
  ['trends', false],
  ['noticeDetail', false],
  ['about', false],
  ['knowMore', false],
  ['applyRegistration', false],
  ['sendResult', false],
  ['registrationResult', false],
  ['speicalDeliveryResult', false],
  ['deliverySchoolResume', true],
  ['collectingPosition', true],
  ['applyForTheRecord', true],
  ['editResume', true],
  ['deliveryTransfer', true],
  ['modificationRegistration', true],
];

// Rule STAFF-1: all staff pages need login.
const STAFF_PER_RECRUIT: Expected = [
  ['jobDetail', true],
  ['deliveryResume', true],
];
const STAFF_TOP: Expected = [
  ['home', true],
  ['job', true],
  ['collectingPosition', true],
  ['maintainedResume', true],
  ['myPush', true],
  ['sendResult', true],
  ['editResume', true],
  ['rank', true],
  ['integralBill', true],
  ['feedBack', true],
];

// Rule INTERVIEW-1.
const INTERVIEW_PER_RECRUIT: Expected = [
  ['list', true],
  ['fillin', true],
];

const ALL_RECRUIT: readonly RecruitType[] = ['social', 'school', 'shop'];

const CASES: readonly { business: BusinessName; recruitTypes: readonly (RecruitType | undefined)[]; pages: Expected }[] = [
  { business: 'candidate', recruitTypes: ['social', 'shop'], pages: SOCIAL_SHOP },
  { business: 'candidate', recruitTypes: ['school'], pages: SCHOOL },
  { business: 'candidate', recruitTypes: [undefined], pages: [['home', false]] },
  { business: 'staff', recruitTypes: ALL_RECRUIT, pages: STAFF_PER_RECRUIT },
  { business: 'staff', recruitTypes: [undefined], pages: STAFF_TOP },
  { business: 'interview', recruitTypes: ALL_RECRUIT, pages: INTERVIEW_PER_RECRUIT },
  { business: 'interview', recruitTypes: [undefined], pages: [['home', true]] },
];

const rows = CASES.flatMap(({ business, recruitTypes, pages }) =>
  recruitTypes.flatMap((recruitType) =>
    pages.map(([page, needLogin]) => ({ business, path: recruitType ? `${recruitType}/${page}` : page, recruitType, needLogin })),
  ),
);

describe('route tables (rules CAND-1, CAMPUS-1, STAFF-1, INTERVIEW-1)', () => {
  it.each(rows)('$business/$path exists with needLogin=$needLogin', ({ business, path, recruitType, needLogin }) => {
    const entry = routesFor(business).find((candidate) => candidate.path === path);
    expect(entry).toBeDefined();
    expect(entry?.needLogin).toBe(needLogin);
    expect(entry?.recruitType).toBe(recruitType);
    expect(entry?.title).not.toBe('');
    expect(entry?.trackingPage).not.toBe('');
  });

  it.each(['candidate', 'staff', 'interview'] as const)('%s has a login page that needs no login', (business) => {
    const login = matchRoute(routesFor(business), 'login');
    expect(login?.needLogin).toBe(false);
  });

  it.each(['candidate', 'staff', 'interview'] as const)('%s has no route beyond the spec and no duplicates', (business) => {
    const expected = new Set(rows.filter((row) => row.business === business).map((row) => row.path));
    const paths = routesFor(business).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path !== 'login').sort()).toEqual([...expected].sort());
  });

  it('staff has only jobDetail and deliveryResume under a recruit type', () => {
    const underRecruit = routesFor('staff').filter((entry) => entry.recruitType);
    expect(new Set(underRecruit.map((entry) => entry.path.split('/')[1]))).toEqual(new Set(['jobDetail', 'deliveryResume']));
  });

  it('interview pages are hidden from navigation', () => {
    const pages = routesFor('interview').filter((entry) => entry.recruitType);
    expect(pages.every((entry) => entry.hideInMenu)).toBe(true);
  });
});

describe('non-exact routes', () => {
  it.each([
    ['social/applyRegistration/act-1', 'social/applyRegistration'],
    ['shop/applyRegistration/a/b', 'shop/applyRegistration'],
    ['school/applyRegistration/act-9', 'school/applyRegistration'],
    ['school/modificationRegistration/r-2', 'school/modificationRegistration'],
  ])('%s matches %s, hidden in menu', (path, routePath) => {
    const entry = matchRoute(routesFor('candidate'), path);
    expect(entry?.path).toBe(routePath);
    expect(entry?.exact).toBe(false);
    expect(entry?.hideInMenu).toBe(true);
  });

  it.each(['social/job/extra', 'school/home/x', 'social/jobDetailX'])('exact route %s does not match sub-paths', (path) => {
    expect(matchRoute(routesFor('candidate'), path)).toBeUndefined();
  });

  it('ignores trailing slashes', () => {
    expect(matchRoute(routesFor('candidate'), 'social/job/')?.path).toBe('social/job');
  });
});
