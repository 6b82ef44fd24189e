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
import { BASE } from '@/lib/config/paths';

const isRoute = (business: string, rest: string) =>
  isBusinessName(business) && matchRoute(routesFor(business), rest) !== undefined;

describe('rewriteOldLink (rule LINK-1)', () => {
  it.each([
    [`${BASE}/candidate/job`, '?positionType=03', `${BASE}/candidate/social/job?positionType=03`],
    [`${BASE}/candidate/job`, '?positionType=01', `${BASE}/candidate/shop/job?positionType=01`],
    [`${BASE}/candidate/jobDetail`, '?positionType=02&id=7', `${BASE}/candidate/shop/jobDetail?positionType=02&id=7`],
    [`${BASE}/candidate/job`, '?frontRecruitType=ATS_RT_001', `${BASE}/candidate/social/job?frontRecruitType=ATS_RT_001`],
    [
      `${BASE}/candidate/jobDetail`,
      '?frontRecruitType=ATS_RT_002&id=3',
      `${BASE}/candidate/school/jobDetail?frontRecruitType=ATS_RT_002&id=3`,
    ],
    // positionType tells shop from social, so it wins over frontRecruitType.
    [
      `${BASE}/candidate/job`,
      '?frontRecruitType=ATS_RT_001&positionType=01',
      `${BASE}/candidate/shop/job?frontRecruitType=ATS_RT_001&positionType=01`,
    ],
    [`${BASE}/staff/jobDetail`, '?positionType=03&id=1', `${BASE}/staff/social/jobDetail?positionType=03&id=1`],
    // Campus positions carry position type codes too: ATS_RT_002 wins over positionType (see decision 031).
    [
      `${BASE}/candidate/jobDetail`,
      '?positionType=03&frontRecruitType=ATS_RT_002&id=4',
      `${BASE}/candidate/school/jobDetail?positionType=03&frontRecruitType=ATS_RT_002&id=4`,
    ],
    // The spec's footer link shape: the job list's activeKey names the recruit type (rule NAV-13).
    [`${BASE}/candidate/job`, '?activeKey=social', `${BASE}/candidate/social/job?activeKey=social`],
    [`${BASE}/candidate/job`, '?activeKey=shop', `${BASE}/candidate/shop/job?activeKey=shop`],
    [`${BASE}/candidate/job`, '?activeKey=school', `${BASE}/candidate/school/job?activeKey=school`],
    [
      `${BASE}/candidate/job`,
      '?activeKey=school&positionType=03',
      `${BASE}/candidate/school/job?activeKey=school&positionType=03`,
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(rewriteOldLink(pathname, search, isRoute)).toBe(expected);
  });

  it('keeps the hash', () => {
    expect(rewriteOldLink(`${BASE}/candidate/job`, '?positionType=03', isRoute, '#top')).toBe(
      `${BASE}/candidate/social/job?positionType=03#top`,
    );
  });

  it.each([
    [`${BASE}/candidate/social/job`, '?positionType=01'], // already has a recruit type
    [`${BASE}/candidate/job`, ''], // nothing to go by
    [`${BASE}/candidate/job`, '?positionType=99'], // unknown code
    [`${BASE}/candidate/job`, '?frontRecruitType=ATS_RT_999'],
    [`${BASE}/candidate/home`, '?positionType=03'], // a real top-level page
    [`${BASE}/staff/job`, '?frontRecruitType=ATS_RT_001'], // staff job list is top-level
    [`${BASE}/candidate/unknown`, '?positionType=03'], // the rewritten path would not exist either
    [`${BASE}/candidate/job`, '?activeKey=nope'],
    [`${BASE}/candidate/jobDetail`, '?activeKey=shop&id=1'], // activeKey is the job list's key only
    [`${BASE}/staff/job`, '?activeKey=school'], // the staff job list reads it itself
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
    [`${BASE}/candidate/social/job`, '', candidate('social', 'job'), `${BASE}/candidate/social/job?frontRecruitType=ATS_RT_001`],
    [
      `${BASE}/candidate/shop/jobDetail`,
      '?id=5',
      candidate('shop', 'jobDetail'),
      `${BASE}/candidate/shop/jobDetail?id=5&frontRecruitType=ATS_RT_001`,
    ],
    [
      `${BASE}/candidate/school/jobDetail`,
      '?id=5',
      candidate('school', 'jobDetail'),
      `${BASE}/candidate/school/jobDetail?id=5&frontRecruitType=ATS_RT_002`,
    ],
    [
      `${BASE}/candidate/social/job`,
      '?frontRecruitType=X',
      candidate('social', 'job'),
      `${BASE}/candidate/social/job?frontRecruitType=ATS_RT_001`,
    ],
    // A shared link's value moves the page to its recruit type.
    [
      `${BASE}/candidate/social/jobDetail`,
      '?id=3&frontRecruitType=ATS_RT_002',
      candidate('social', 'jobDetail'),
      `${BASE}/candidate/school/jobDetail?id=3&frontRecruitType=ATS_RT_002`,
    ],
    [
      `${BASE}/candidate/school/jobDetail`,
      '?id=3&frontRecruitType=ATS_RT_001&positionType=02',
      candidate('school', 'jobDetail'),
      `${BASE}/candidate/shop/jobDetail?id=3&frontRecruitType=ATS_RT_001&positionType=02`,
    ],
    [
      `${BASE}/staff/shop/deliveryResume`,
      '?id=3&frontRecruitType=ATS_RT_002',
      { business: 'staff', recruitType: 'shop', pageName: 'deliveryResume' },
      `${BASE}/staff/school/deliveryResume?id=3&frontRecruitType=ATS_RT_002`,
    ],
    // The job list's own activeKey wins, its frontRecruitType follows in the same step.
    [
      `${BASE}/candidate/social/job`,
      '?activeKey=school&frontRecruitType=ATS_RT_001',
      candidate('social', 'job'),
      `${BASE}/candidate/school/job?activeKey=school&frontRecruitType=ATS_RT_002`,
    ],
    [
      `${BASE}/candidate/social/job`,
      '?activeKey=social&frontRecruitType=ATS_RT_002',
      candidate('social', 'job'),
      `${BASE}/candidate/social/job?activeKey=social&frontRecruitType=ATS_RT_001`,
    ],
    // A page the named recruit type lacks stays, with the path's value.
    [
      `${BASE}/candidate/school/home`,
      '?frontRecruitType=ATS_RT_001',
      candidate('school', 'home'),
      `${BASE}/candidate/school/home?frontRecruitType=ATS_RT_002`,
    ],
  ] as const)('%s%s → %s', (pathname, search, page, expected) => {
    expect(alignRecruitType(pathname, search, page, isRoute)).toBe(expected);
  });

  it('keeps the hash', () => {
    expect(
      alignRecruitType(`${BASE}/candidate/social/job`, '?frontRecruitType=ATS_RT_002', candidate('social', 'job'), isRoute, '#a'),
    ).toBe(`${BASE}/candidate/school/job?frontRecruitType=ATS_RT_002#a`);
  });

  it.each([
    [`${BASE}/candidate/social/job`, '?frontRecruitType=ATS_RT_001', candidate('social', 'job')],
    [`${BASE}/candidate/shop/job`, '?frontRecruitType=ATS_RT_001&positionType=03', candidate('shop', 'job')],
    [`${BASE}/candidate/school/jobDetail`, '?frontRecruitType=ATS_RT_002&positionType=03', candidate('school', 'jobDetail')],
    [
      `${BASE}/interview/social/list`,
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
      `${BASE}/candidate/school/deliverySchoolResume`,
      '?type=updateResume',
      `${BASE}/candidate/school/editResume?type=updateResume`,
    ],
    [
      `${BASE}/candidate/social/deliverySchoolResume`,
      '?type=updateResume&frontRecruitType=ATS_RT_001',
      `${BASE}/candidate/social/editResume?type=updateResume&frontRecruitType=ATS_RT_001`,
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(resumeUpdateRedirect(pathname, search)).toBe(expected);
  });

  it.each([
    [`${BASE}/candidate/school/deliverySchoolResume`, '?type=updateResume&id=9'], // a delivery to a job
    [`${BASE}/candidate/school/deliverySchoolResume`, '?id=9'],
    [`${BASE}/candidate/school/deliveryResume`, '?type=updateResume'],
    [`${BASE}/staff/school/deliverySchoolResume`, '?type=updateResume'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(resumeUpdateRedirect(pathname, search)).toBeNull();
  });
});

describe('splitAppPath', () => {
  it.each([
    [`${BASE}/candidate/social/job`, { business: 'candidate', rest: 'social/job' }],
    [`${BASE}/staff`, { business: 'staff', rest: '' }],
    ['/recruit-web', { business: undefined, rest: '' }],
    ['/recruit-webx/candidate', null],
    ['/', null],
  ])('%s', (pathname, expected) => {
    expect(splitAppPath(pathname)).toEqual(expected);
  });
});
