import { describe, expect, it } from 'vitest';
import { matchRoute, routesFor } from '@/app/routes';
import { recruitTypeFromQuery, rewriteOldLink, searchWithFrontRecruitType, splitAppPath } from '@/app/routes/link-rules';
import { isBusinessName } from '@/lib/config/business';

const isRoute = (business: string, rest: string) =>
  isBusinessName(business) && matchRoute(routesFor(business), rest) !== undefined;

describe('rewriteOldLink (rule LINK-1)', () => {
  it.each([
    ['/recruit-web/candidate/job', '?positionType=03', '/recruit-web/candidate/social/job?positionType=03'],
    ['/recruit-web/candidate/job', '?positionType=01', '/recruit-web/candidate/shop/job?positionType=01'],
    ['/recruit-web/candidate/jobDetail', '?positionType=02&id=7', '/recruit-web/candidate/shop/jobDetail?positionType=02&id=7'],
    [
      '/recruit-web/candidate/job',
      '?frontRecruitType=ATS_RT_001',
      '/recruit-web/candidate/social/job?frontRecruitType=ATS_RT_001',
    ],
    [
      '/recruit-web/candidate/jobDetail',
      '?frontRecruitType=ATS_RT_002&id=3',
      '/recruit-web/candidate/school/jobDetail?frontRecruitType=ATS_RT_002&id=3',
    ],
    // positionType tells shop from social, so it wins over frontRecruitType.
    [
      '/recruit-web/candidate/job',
      '?frontRecruitType=ATS_RT_001&positionType=01',
      '/recruit-web/candidate/shop/job?frontRecruitType=ATS_RT_001&positionType=01',
    ],
    ['/recruit-web/staff/jobDetail', '?positionType=03&id=1', '/recruit-web/staff/social/jobDetail?positionType=03&id=1'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(rewriteOldLink(pathname, search, isRoute)).toBe(expected);
  });

  it('keeps the hash', () => {
    expect(rewriteOldLink('/recruit-web/candidate/job', '?positionType=03', isRoute, '#top')).toBe(
      '/recruit-web/candidate/social/job?positionType=03#top',
    );
  });

  it.each([
    ['/recruit-web/candidate/social/job', '?positionType=01'], // already has a recruit type
    ['/recruit-web/candidate/job', ''], // nothing to go by
    ['/recruit-web/candidate/job', '?positionType=99'], // unknown code
    ['/recruit-web/candidate/job', '?frontRecruitType=ATS_RT_999'],
    ['/recruit-web/candidate/home', '?positionType=03'], // a real top-level page
    ['/recruit-web/staff/job', '?frontRecruitType=ATS_RT_001'], // staff job list is top-level
    ['/recruit-web/candidate/unknown', '?positionType=03'], // the rewritten path would not exist either
    ['/elsewhere/candidate/job', '?positionType=03'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(rewriteOldLink(pathname, search, isRoute)).toBeNull();
  });
});

describe('recruitTypeFromQuery', () => {
  it.each([
    ['?positionType=03', 'social'],
    ['?positionType=01', 'shop'],
    ['?positionType=02', 'shop'],
    ['?frontRecruitType=ATS_RT_001', 'social'],
    ['?frontRecruitType=ATS_RT_002', 'school'],
    ['', undefined],
  ])('%s → %s', (search, expected) => {
    expect(recruitTypeFromQuery(search)).toBe(expected);
  });
});

describe('searchWithFrontRecruitType', () => {
  it.each([
    ['', 'social', '?frontRecruitType=ATS_RT_001'],
    ['?id=5', 'shop', '?id=5&frontRecruitType=ATS_RT_001'],
    ['?id=5', 'school', '?id=5&frontRecruitType=ATS_RT_002'],
  ] as const)('adds it to "%s" for %s', (search, recruitType, expected) => {
    expect(searchWithFrontRecruitType(search, recruitType)).toBe(expected);
  });

  it('keeps a link that already carries one (a shared link names its own tab)', () => {
    expect(searchWithFrontRecruitType('?frontRecruitType=ATS_RT_002', 'social')).toBeNull();
  });
});

describe('splitAppPath', () => {
  it.each([
    ['/recruit-web/candidate/social/job', { business: 'candidate', rest: 'social/job' }],
    ['/recruit-web/staff', { business: 'staff', rest: '' }],
    ['/recruit-web', { business: undefined, rest: '' }],
    ['/recruit-webx/candidate', null],
    ['/', null],
  ])('%s', (pathname, expected) => {
    expect(splitAppPath(pathname)).toEqual(expected);
  });
});
