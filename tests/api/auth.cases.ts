import { jwtDecode } from 'jwt-decode';
import { exchangeCode, getCurrentUserInfo, getStaffProfile } from '@/api/auth';
import { HttpError } from '@/lib/http';
import { captureToasts, signInAs, visit } from './session';
import { pagePath } from '@/lib/routing';

describe('api/auth against the mock backend', () => {
  it('exchanges a mock SSO code for a JWT-shaped token of that demo account', async () => {
    visit(pagePath('candidate', 'login', undefined, { code: 'mock-cand-full' }));
    const result = await exchangeCode({ code: 'mock-cand-full', appid: 'mock-candidate-appid' });
    expect(result.expiresIn).toBe(86_400);
    const claims = jwtDecode<{ sub: string; biz: string; exp: number }>(result.accessToken);
    expect(claims).toMatchObject({ sub: 'cand-full', biz: 'candidate' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('rejects an unknown code with a business error', async () => {
    const toasts = captureToasts();
    visit(pagePath('staff', 'login'));
    await expect(exchangeCode({ code: 'nonsense', appid: 'x' })).rejects.toBeInstanceOf(HttpError);
    expect(toasts).toEqual(['授权码无效或已过期，请重新登录']);
  });

  it('answers the signed-in user', async () => {
    signInAs('cand-full');
    await expect(getCurrentUserInfo(21)).resolves.toMatchObject({
      name: '张晓明',
      userName: 'zhangxiaoming',
      phone: '13812345678',
    });
  });

  it('answers the staff profile with level, points and the tech-centre department codes', async () => {
    signInAs('staff-tech');
    const profile = await getStaffProfile();
    expect(profile.departmentCodes).toContain('ATS_SCFT_011');
    expect(profile.recommendLevel).toBeGreaterThanOrEqual(1);
    expect(profile.rank).toBeGreaterThan(0);
    signInAs('staff-wang');
    const wang = await getStaffProfile();
    expect(wang.departmentCodes).not.toContain('ATS_SCFT_011');
    expect(wang.currentRecommendIntegral).toBeLessThan(wang.recommendIntegral ?? 0);
  });
});
