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
import { pagePath } from '@/lib/routing';

const isRoute = (business: string, rest: string) =>
  isBusinessName(business) && matchRoute(routesFor(business), rest) !== undefined;

describe('rewriteOldLink (rule LINK-1)', () => {
  it.each([
    [`${BASE}/candidate/job`, '?positionType=03', `${pagePath('candidate', 'job', 'social')}?positionType=03`],
    [`${BASE}/candidate/job`, '?positionType=01', `${pagePath('candidate', 'job', 'shop')}?positionType=01`],
    [
      `${BASE}/candidate/jobDetail`,
      '?positionType=02&id=7',
      `${pagePath('candidate', 'jobDetail', 'shop')}?positionType=02&id=7`,
    ],
    [
      `${BASE}/candidate/job`,
      '?frontRecruitType=ATS_RT_001',
      `${pagePath('candidate', 'job', 'social')}?frontRecruitType=ATS_RT_001`,
    ],
    [
      `${BASE}/candidate/jobDetail`,
      '?frontRecruitType=ATS_RT_002&id=3',
      `${pagePath('candidate', 'jobDetail', 'school')}?frontRecruitType=ATS_RT_002&id=3`,
    ],
    // positionType tells shop from social, so it wins over frontRecruitType.
    [
      `${BASE}/candidate/job`,
      '?frontRecruitType=ATS_RT_001&positionType=01',
      `${pagePath('candidate', 'job', 'shop')}?frontRecruitType=ATS_RT_001&positionType=01`,
    ],
    [`${BASE}/staff/jobDetail`, '?positionType=03&id=1', `${pagePath('staff', 'jobDetail', 'social')}?positionType=03&id=1`],
    // Campus positions carry position type codes too: ATS_RT_002 wins over positionType (see decision 031).
    [
      `${BASE}/candidate/jobDetail`,
      '?positionType=03&frontRecruitType=ATS_RT_002&id=4',
      `${pagePath('candidate', 'jobDetail', 'school')}?positionType=03&frontRecruitType=ATS_RT_002&id=4`,
    ],
    // The spec's footer link shape: the job list's activeKey names the recruit type (rule NAV-13).
    [`${BASE}/candidate/job`, '?activeKey=social', `${pagePath('candidate', 'job', 'social')}?activeKey=social`],
    [`${BASE}/candidate/job`, '?activeKey=shop', `${pagePath('candidate', 'job', 'shop')}?activeKey=shop`],
    [`${BASE}/candidate/job`, '?activeKey=school', `${pagePath('candidate', 'job', 'school')}?activeKey=school`],
    [
      `${BASE}/candidate/job`,
      '?activeKey=school&positionType=03',
      `${pagePath('candidate', 'job', 'school')}?activeKey=school&positionType=03`,
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(rewriteOldLink(pathname, search, isRoute)).toBe(expected);
  });

  it('keeps the hash', () => {
    expect(rewriteOldLink(`${BASE}/candidate/job`, '?positionType=03', isRoute, '#top')).toBe(
      `${pagePath('candidate', 'job', 'social')}?positionType=03#top`,
    );
  });

  it.each([
    [pagePath('candidate', 'job', 'social'), '?positionType=01'], // already has a recruit type
    [`${BASE}/candidate/job`, ''], // nothing to go by
    [`${BASE}/candidate/job`, '?positionType=99'], // unknown code
    [`${BASE}/candidate/job`, '?frontRecruitType=ATS_RT_999'],
    [pagePath('candidate', 'home'), '?positionType=03'], // a real top-level page
    [pagePath('staff', 'job'), '?frontRecruitType=ATS_RT_001'], // staff job list is top-level
    [`${BASE}/candidate/unknown`, '?positionType=03'], // the rewritten path would not exist either
    [`${BASE}/candidate/job`, '?activeKey=nope'],
    [`${BASE}/candidate/jobDetail`, '?activeKey=shop&id=1'], // activeKey is the job list's key only
    [pagePath('staff', 'job'), '?activeKey=school'], // the staff job list reads it itself
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
      pagePath('candidate', 'job', 'social'),
      '',
      candidate('social', 'job'),
      `${pagePath('candidate', 'job', 'social')}?frontRecruitType=ATS_RT_001`,
    ],
    [
      pagePath('candidate', 'jobDetail', 'shop'),
      '?id=5',
      candidate('shop', 'jobDetail'),
      `${pagePath('candidate', 'jobDetail', 'shop')}?id=5&frontRecruitType=ATS_RT_001`,
    ],
    [
      pagePath('candidate', 'jobDetail', 'school'),
      '?id=5',
      candidate('school', 'jobDetail'),
      `${pagePath('candidate', 'jobDetail', 'school')}?id=5&frontRecruitType=ATS_RT_002`,
    ],
    [
      pagePath('candidate', 'job', 'social'),
      '?frontRecruitType=X',
      candidate('social', 'job'),
      `${pagePath('candidate', 'job', 'social')}?frontRecruitType=ATS_RT_001`,
    ],
    // A shared link's value moves the page to its recruit type.
    [
      pagePath('candidate', 'jobDetail', 'social'),
      '?id=3&frontRecruitType=ATS_RT_002',
      candidate('social', 'jobDetail'),
      `${pagePath('candidate', 'jobDetail', 'school')}?id=3&frontRecruitType=ATS_RT_002`,
    ],
    [
      pagePath('candidate', 'jobDetail', 'school'),
      '?id=3&frontRecruitType=ATS_RT_001&positionType=02',
      candidate('school', 'jobDetail'),
      `${pagePath('candidate', 'jobDetail', 'shop')}?id=3&frontRecruitType=ATS_RT_001&positionType=02`,
    ],
    [
      pagePath('staff', 'deliveryResume', 'shop'),
      '?id=3&frontRecruitType=ATS_RT_002',
      { business: 'staff', recruitType: 'shop', pageName: 'deliveryResume' },
      `${pagePath('staff', 'deliveryResume', 'school')}?id=3&frontRecruitType=ATS_RT_002`,
    ],
    // The job list's own activeKey wins, its frontRecruitType follows in the same step.
    [
      pagePath('candidate', 'job', 'social'),
      '?activeKey=school&frontRecruitType=ATS_RT_001',
      candidate('social', 'job'),
      `${pagePath('candidate', 'job', 'school')}?activeKey=school&frontRecruitType=ATS_RT_002`,
    ],
    [
      pagePath('candidate', 'job', 'social'),
      '?activeKey=social&frontRecruitType=ATS_RT_002',
      candidate('social', 'job'),
      `${pagePath('candidate', 'job', 'social')}?activeKey=social&frontRecruitType=ATS_RT_001`,
    ],
    // A page the named recruit type lacks stays, with the path's value.
    [
      pagePath('candidate', 'home', 'school'),
      '?frontRecruitType=ATS_RT_001',
      candidate('school', 'home'),
      `${pagePath('candidate', 'home', 'school')}?frontRecruitType=ATS_RT_002`,
    ],
  ] as const)('%s%s → %s', (pathname, search, page, expected) => {
    expect(alignRecruitType(pathname, search, page, isRoute)).toBe(expected);
  });

  it('keeps the hash', () => {
    expect(
      alignRecruitType(
        pagePath('candidate', 'job', 'social'),
        '?frontRecruitType=ATS_RT_002',
        candidate('social', 'job'),
        isRoute,
        '#a',
      ),
    ).toBe(`${pagePath('candidate', 'job', 'school')}?frontRecruitType=ATS_RT_002#a`);
  });

  it.each([
    [pagePath('candidate', 'job', 'social'), '?frontRecruitType=ATS_RT_001', candidate('social', 'job')],
    [pagePath('candidate', 'job', 'shop'), '?frontRecruitType=ATS_RT_001&positionType=03', candidate('shop', 'job')],
    [
      pagePath('candidate', 'jobDetail', 'school'),
      '?frontRecruitType=ATS_RT_002&positionType=03',
      candidate('school', 'jobDetail'),
    ],
    [
      pagePath('interview', 'list', 'social'),
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
      pagePath('candidate', 'deliverySchoolResume', 'school'),
      '?type=updateResume',
      `${pagePath('candidate', 'editResume', 'school')}?type=updateResume`,
    ],
    [
      pagePath('candidate', 'deliverySchoolResume', 'social'),
      '?type=updateResume&frontRecruitType=ATS_RT_001',
      `${pagePath('candidate', 'editResume', 'social')}?type=updateResume&frontRecruitType=ATS_RT_001`,
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(resumeUpdateRedirect(pathname, search)).toBe(expected);
  });

  it.each([
    [pagePath('candidate', 'deliverySchoolResume', 'school'), '?type=updateResume&id=9'], // a delivery to a job
    [pagePath('candidate', 'deliverySchoolResume', 'school'), '?id=9'],
    [`${BASE}/candidate/school/deliveryResume`, '?type=updateResume'],
    [`${BASE}/staff/school/deliverySchoolResume`, '?type=updateResume'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(resumeUpdateRedirect(pathname, search)).toBeNull();
  });
});

describe('splitAppPath', () => {
  it.each([
    [pagePath('candidate', 'job', 'social'), { business: 'candidate', rest: 'social/job' }],
    [`${BASE}/staff`, { business: 'staff', rest: '' }],
    ['/recruit-web', { business: undefined, rest: '' }],
    ['/recruit-webx/candidate', null],
    ['/', null],
  ])('%s', (pathname, expected) => {
    expect(splitAppPath(pathname)).toEqual(expected);
  });
});
