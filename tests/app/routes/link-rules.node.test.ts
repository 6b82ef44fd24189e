import { describe, expect, it } from 'vitest';
import { matchRoute, routesFor } from '@/app/routes';
import {
  alignRecruitType,
  recruitTypeOfLink,
  resumeUpdateRedirect,
  rewriteOldLink,
  splitAppPath,
  type RecruitTypePage,
} from '@/app/routes/link-rules';
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
    // Campus positions carry position type codes too: ATS_RT_002 wins over positionType (see decision 031).
    [
      '/recruit-web/candidate/jobDetail',
      '?positionType=03&frontRecruitType=ATS_RT_002&id=4',
      '/recruit-web/candidate/school/jobDetail?positionType=03&frontRecruitType=ATS_RT_002&id=4',
    ],
    // The spec's footer link shape: the job list's activeKey names the recruit type (rule NAV-13).
    ['/recruit-web/candidate/job', '?activeKey=social', '/recruit-web/candidate/social/job?activeKey=social'],
    ['/recruit-web/candidate/job', '?activeKey=shop', '/recruit-web/candidate/shop/job?activeKey=shop'],
    ['/recruit-web/candidate/job', '?activeKey=school', '/recruit-web/candidate/school/job?activeKey=school'],
    [
      '/recruit-web/candidate/job',
      '?activeKey=school&positionType=03',
      '/recruit-web/candidate/school/job?activeKey=school&positionType=03',
    ],
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
    ['/recruit-web/candidate/job', '?activeKey=nope'],
    ['/recruit-web/candidate/jobDetail', '?activeKey=shop&id=1'], // activeKey is the job list's key only
    ['/recruit-web/staff/job', '?activeKey=school'], // the staff job list reads it itself
    ['/elsewhere/candidate/job', '?positionType=03'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(rewriteOldLink(pathname, search, isRoute)).toBeNull();
  });
});

describe('recruitTypeOfLink (rules LINK-1, LINK-2)', () => {
  it.each([
    // Without a recruit-type segment (LINK-1).
    ['?positionType=03', 'jobDetail', undefined, 'social'],
    ['?positionType=01', 'jobDetail', undefined, 'shop'],
    ['?positionType=02', 'jobDetail', undefined, 'shop'],
    ['?frontRecruitType=ATS_RT_001', 'jobDetail', undefined, 'social'],
    ['?frontRecruitType=ATS_RT_002', 'jobDetail', undefined, 'school'],
    ['?frontRecruitType=ATS_RT_002&positionType=03', 'jobDetail', undefined, 'school'],
    ['?frontRecruitType=ATS_RT_001&positionType=02', 'jobDetail', undefined, 'shop'],
    ['?activeKey=shop', 'job', undefined, 'shop'],
    ['?activeKey=shop', 'jobDetail', undefined, undefined],
    ['', 'job', undefined, undefined],
    // Under a segment (LINK-2): ATS_RT_001 agrees with social and shop; positionType alone never moves a page.
    ['?frontRecruitType=ATS_RT_001&positionType=01', 'jobDetail', 'social', 'social'],
    ['?frontRecruitType=ATS_RT_001', 'jobDetail', 'shop', 'shop'],
    ['?frontRecruitType=ATS_RT_001', 'jobDetail', 'school', 'social'],
    ['?frontRecruitType=ATS_RT_001&positionType=01', 'jobDetail', 'school', 'shop'],
    ['?frontRecruitType=ATS_RT_002', 'jobDetail', 'shop', 'school'],
    ['?positionType=03', 'jobDetail', 'school', undefined],
    ['?activeKey=school&frontRecruitType=ATS_RT_001', 'job', 'social', 'school'],
  ] as const)('%s on %s under %s → %s', (search, page, current, expected) => {
    expect(recruitTypeOfLink(search, page, current)).toBe(expected);
  });
});

describe('alignRecruitType (rule LINK-2)', () => {
  const candidate = (recruitType: RecruitTypePage['recruitType'], pageName: string): RecruitTypePage => ({
    business: 'candidate',
    recruitType,
    pageName,
  });

  it.each([
    // Written when missing, corrected when unknown.
    [
      '/recruit-web/candidate/social/job',
      '',
      candidate('social', 'job'),
      '/recruit-web/candidate/social/job?frontRecruitType=ATS_RT_001',
    ],
    [
      '/recruit-web/candidate/shop/jobDetail',
      '?id=5',
      candidate('shop', 'jobDetail'),
      '/recruit-web/candidate/shop/jobDetail?id=5&frontRecruitType=ATS_RT_001',
    ],
    [
      '/recruit-web/candidate/school/jobDetail',
      '?id=5',
      candidate('school', 'jobDetail'),
      '/recruit-web/candidate/school/jobDetail?id=5&frontRecruitType=ATS_RT_002',
    ],
    [
      '/recruit-web/candidate/social/job',
      '?frontRecruitType=X',
      candidate('social', 'job'),
      '/recruit-web/candidate/social/job?frontRecruitType=ATS_RT_001',
    ],
    // A shared link's value moves the page to its recruit type.
    [
      '/recruit-web/candidate/social/jobDetail',
      '?id=3&frontRecruitType=ATS_RT_002',
      candidate('social', 'jobDetail'),
      '/recruit-web/candidate/school/jobDetail?id=3&frontRecruitType=ATS_RT_002',
    ],
    [
      '/recruit-web/candidate/school/jobDetail',
      '?id=3&frontRecruitType=ATS_RT_001&positionType=02',
      candidate('school', 'jobDetail'),
      '/recruit-web/candidate/shop/jobDetail?id=3&frontRecruitType=ATS_RT_001&positionType=02',
    ],
    [
      '/recruit-web/staff/shop/deliveryResume',
      '?id=3&frontRecruitType=ATS_RT_002',
      { business: 'staff', recruitType: 'shop', pageName: 'deliveryResume' },
      '/recruit-web/staff/school/deliveryResume?id=3&frontRecruitType=ATS_RT_002',
    ],
    // The job list's own activeKey wins, its frontRecruitType follows in the same step.
    [
      '/recruit-web/candidate/social/job',
      '?activeKey=school&frontRecruitType=ATS_RT_001',
      candidate('social', 'job'),
      '/recruit-web/candidate/school/job?activeKey=school&frontRecruitType=ATS_RT_002',
    ],
    [
      '/recruit-web/candidate/social/job',
      '?activeKey=social&frontRecruitType=ATS_RT_002',
      candidate('social', 'job'),
      '/recruit-web/candidate/social/job?activeKey=social&frontRecruitType=ATS_RT_001',
    ],
    // A page the named recruit type lacks stays, with the path's value.
    [
      '/recruit-web/candidate/school/home',
      '?frontRecruitType=ATS_RT_001',
      candidate('school', 'home'),
      '/recruit-web/candidate/school/home?frontRecruitType=ATS_RT_002',
    ],
  ] as const)('%s%s → %s', (pathname, search, page, expected) => {
    expect(alignRecruitType(pathname, search, page, isRoute)).toBe(expected);
  });

  it('keeps the hash', () => {
    expect(
      alignRecruitType(
        '/recruit-web/candidate/social/job',
        '?frontRecruitType=ATS_RT_002',
        candidate('social', 'job'),
        isRoute,
        '#a',
      ),
    ).toBe('/recruit-web/candidate/school/job?frontRecruitType=ATS_RT_002#a');
  });

  it.each([
    ['/recruit-web/candidate/social/job', '?frontRecruitType=ATS_RT_001', candidate('social', 'job')],
    ['/recruit-web/candidate/shop/job', '?frontRecruitType=ATS_RT_001&positionType=03', candidate('shop', 'job')],
    ['/recruit-web/candidate/school/jobDetail', '?frontRecruitType=ATS_RT_002&positionType=03', candidate('school', 'jobDetail')],
    [
      '/recruit-web/interview/social/list',
      '?frontRecruitType=ATS_RT_002',
      { business: 'interview', recruitType: 'social', pageName: 'list' },
    ],
  ] as const)('leaves %s%s alone', (pathname, search, page) => {
    expect(alignRecruitType(pathname, search, page, isRoute)).toBeNull();
  });
});

describe('resumeUpdateRedirect (rule CAMPUS-9)', () => {
  it.each([
    [
      '/recruit-web/candidate/school/deliverySchoolResume',
      '?type=updateResume',
      '/recruit-web/candidate/school/editResume?type=updateResume',
    ],
    [
      '/recruit-web/candidate/social/deliverySchoolResume',
      '?type=updateResume&frontRecruitType=ATS_RT_001',
      '/recruit-web/candidate/social/editResume?type=updateResume&frontRecruitType=ATS_RT_001',
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(resumeUpdateRedirect(pathname, search)).toBe(expected);
  });

  it.each([
    ['/recruit-web/candidate/school/deliverySchoolResume', '?type=updateResume&id=9'], // a delivery to a job
    ['/recruit-web/candidate/school/deliverySchoolResume', '?id=9'],
    ['/recruit-web/candidate/school/deliveryResume', '?type=updateResume'],
    ['/recruit-web/staff/school/deliverySchoolResume', '?type=updateResume'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(resumeUpdateRedirect(pathname, search)).toBeNull();
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
