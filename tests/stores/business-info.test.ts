import { useBusinessInfoStore } from '@/stores/business-info';

afterEach(() => useBusinessInfoStore.getState().syncFromPath('/'));

describe('business-info store', () => {
  it.each([
    ['/recruit-web/candidate/social/job', 'candidate', 'social', 1],
    ['/recruit-web/candidate/school/home', 'candidate', 'school', 1],
    ['/recruit-web/staff/job', 'staff', undefined, 2],
    ['/recruit-web/staff/shop/jobDetail', 'staff', 'shop', 2],
    ['/recruit-web/interview/social/list', 'interview', 'social', 3],
    ['/recruit-web/unknown/x', 'candidate', undefined, 1],
    ['/elsewhere', 'candidate', undefined, 1],
  ])('%s → %s / %s', (path, businessName, recruitType, businessType) => {
    useBusinessInfoStore.getState().syncFromPath(path);
    expect(useBusinessInfoStore.getState().info).toMatchObject({ businessName, recruitType, businessType });
  });

  it('keeps the same object when the business and recruit type do not change', () => {
    useBusinessInfoStore.getState().syncFromPath('/recruit-web/candidate/social/job');
    const before = useBusinessInfoStore.getState().info;
    useBusinessInfoStore.getState().syncFromPath('/recruit-web/candidate/social/jobDetail?id=1');
    expect(useBusinessInfoStore.getState().info).toBe(before);
    useBusinessInfoStore.getState().syncFromPath('/recruit-web/candidate/shop/job');
    expect(useBusinessInfoStore.getState().info).not.toBe(before);
  });

  it('carries the token cookie names and app ids of the business', () => {
    useBusinessInfoStore.getState().syncFromPath('/recruit-web/interview/social/list');
    expect(useBusinessInfoStore.getState().info).toMatchObject({
      tokenName: 'WebStaAuthorization',
      tokenExpiresName: 'WebStaAuthorizationExpires',
      appid: 'mock-staff-appid',
      appType: 13,
    });
  });
});
