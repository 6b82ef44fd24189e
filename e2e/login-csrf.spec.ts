import { LOGIN_MESSAGES } from '../src/features/auth/login-messages';
import { BASE, expect, test } from './fixtures';
import { SIGN_IN_LANDING, encodeBase64, expectOnSso, pathAndQuery, signInOnSso } from './helpers/sso';

/**
 * Issue 18 (a), login CSRF (RFC 6749 §10.12, docs/decisions/050): a login link carrying someone else's fresh code and
 * no state of this browser signs no one in.
 */
test.describe('a forged login link', () => {
  const target = `${BASE}/candidate/social/editResume?type=edit`;
  const forged = `${BASE}/candidate/login?code=mock-cand-full&redirectUrl=${encodeURIComponent(encodeBase64(target))}`;

  test('opened in a fresh browser leaves it signed out with the message; 重新登录 signs in for real and returns', async ({
    page,
    context,
  }) => {
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/token')) exchanges.push(request.url());
    });
    await page.goto(forged);
    await expect(page.getByText(LOGIN_MESSAGES.forgedTitle)).toBeVisible();
    await expect(page.getByText(LOGIN_MESSAGES.forgedDetail)).toBeVisible();
    expect(exchanges, 'no code exchange').toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('WebCanAuthorization');

    // Still signed out on the page the link named: it sends to the sign-in instead of showing the form.
    await page.goto(target);
    const sso = await expectOnSso(page);
    // (The resume page adds its recruit type's code to its own address before it starts the sign-in.)
    expect(sso.returnTo.startsWith(target)).toBe(true);

    // The retry keeps the redirectUrl the link came with.
    await page.goto(forged);
    await page.getByRole('button', { name: LOGIN_MESSAGES.retry }).click();
    const retry = await expectOnSso(page);
    expect(retry.returnTo).toBe(target);
    await signInOnSso(page, '张晓明');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(target));
    await expect(page.getByRole('heading', { level: 1, name: /简历/ })).toBeVisible();
  });

  test('the ordinary sign-in from the login button still works and returns to the same page and query', async ({ page }) => {
    await page.goto(`${BASE}/candidate/social/job?keyword=${encodeURIComponent('店长')}&page=2`);
    await expect(page.getByRole('heading', { name: '社会招聘职位' })).toBeVisible();
    const before = pathAndQuery(page);

    await page.getByRole('button', { name: '登录', exact: true }).click();
    const sso = await expectOnSso(page);
    expect(new URL(page.url()).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await signInOnSso(page, '李新');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === before);
    expect(sso.returnTo).toBe(before);
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('139****1111');
  });

  test('the one-step sign-in (login_hint) goes through the SSO with a state; its callback opened again is refused', async ({
    page,
  }) => {
    const callbacks = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).searchParams.has('code')) callbacks.add(frame.url());
    });
    await page.goto(`${BASE}/candidate/login?login_hint=cand-new`);
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/home`, SIGN_IN_LANDING);
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('139****1111');
    const [callback = ''] = [...callbacks];
    expect(callbacks.size).toBe(1);
    expect(new URL(callback).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);

    await page.goto(callback);
    await expect(page.getByText(LOGIN_MESSAGES.forgedTitle)).toBeVisible();
  });
});
