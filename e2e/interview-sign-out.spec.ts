import { BASE, expect, test } from './fixtures';
import { expectOnSso } from './helpers/sso';
import { pickUserMenuItem } from './helpers/user-menu';

/** Issue 19, journey (c): an interviewer signs out from the bare interview layout. */
test('(c) interviewer-liu signs out from the evaluation list: the login page, no token cookie, no user info', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('interviewer-liu');
  await gotoRoute('interview', 'list', 'social');
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('刘建国');

  await pickUserMenuItem(page, '退出登录', async () => !new URL(page.url()).pathname.includes('/interview/social/list'));

  // The interview login page starts the sign-in at once: the SSO page, returning to it.
  const sso = await expectOnSso(page);
  expect(sso.redirectUri.pathname).toBe(`${BASE}/interview/login`);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('WebStaAuthorization');
  expect(names).not.toContain('WebStaAuthorizationExpires');
  expect(await page.evaluate(() => window.sessionStorage.getItem('userInfo'))).toBeNull();
  await page.goto(sso.redirectUri.origin + `${BASE}/interview/home`);
  await expectOnSso(page);
});
