import { businessInfoFromPath, businessInfoOf, isBusinessName, isRecruitType } from '@/lib/config/business';
import { BASE, businessRoute, homePath, loginPath } from '@/lib/config/paths';
import { pagePath } from '@/lib/routing';

describe('businessInfoFromPath (rules STATE-1, ROUTE-5)', () => {
  it.each([
    ['/recruit-web/candidate/home', 'candidate', undefined, 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/recruit-web/candidate/social/job', 'candidate', 'social', 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/recruit-web/candidate/school/home', 'candidate', 'school', 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/recruit-web/candidate/shop/jobDetail', 'candidate', 'shop', 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/recruit-web/staff/job', 'staff', undefined, 2, 'WebStaAuthorization', 13, 'mock-staff-appid'],
    ['/recruit-web/staff/school/jobDetail', 'staff', 'school', 2, 'WebStaAuthorization', 13, 'mock-staff-appid'],
    ['/recruit-web/interview/social/fillin', 'interview', 'social', 3, 'WebStaAuthorization', 13, 'mock-staff-appid'],
    ['/recruit-web/unknown/social/job', 'candidate', undefined, 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/other-app/staff/job', 'candidate', undefined, 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/', 'candidate', undefined, 1, 'WebCanAuthorization', undefined, 'mock-candidate-appid'],
    ['/recruit-web/staff/jobs/extra', 'staff', undefined, 2, 'WebStaAuthorization', 13, 'mock-staff-appid'],
  ])('%s', (path, businessName, recruitType, businessType, tokenName, appType, appid) => {
    expect(businessInfoFromPath(path)).toEqual({
      businessName,
      businessType,
      businessRoute: `/recruit-web/${businessName}`,
      recruitType,
      appid,
      appType,
      tokenName,
      tokenExpiresName: `${tokenName}Expires`,
    });
  });

  it('businessInfoOf builds the same info', () => {
    expect(businessInfoOf('staff', 'shop')).toEqual(businessInfoFromPath('/recruit-web/staff/shop/jobDetail'));
  });

  it('guards', () => {
    expect(isBusinessName('staff')).toBe(true);
    expect(isBusinessName('admin')).toBe(false);
    expect(isBusinessName(undefined)).toBe(false);
    expect(isRecruitType('school')).toBe(true);
    expect(isRecruitType('campus')).toBe(false);
  });
});

describe('path builders (rules ROUTE-1, ROUTE-2)', () => {
  it('build paths under the base', () => {
    expect(BASE).toBe('/recruit-web');
    expect(businessRoute('staff')).toBe('/recruit-web/staff');
    expect(homePath('candidate')).toBe('/recruit-web/candidate/home');
    expect(loginPath('interview')).toBe('/recruit-web/interview/login');
    expect(pagePath('candidate', 'jobDetail', 'social', { id: 7, empty: '', none: undefined })).toBe(
      '/recruit-web/candidate/social/jobDetail?id=7',
    );
    expect(pagePath('staff', 'rank')).toBe('/recruit-web/staff/rank');
  });
});
