import { URL_TOKEN_PARAM } from '../src/lib/auth/url-token';
import { BASE, expect, test } from './fixtures';

/** Issue 18 (c): the staff token of the header QR is written nowhere (docs/decisions/051). */
test('the staff job list opened with ?token=… shows an address without it, and no request the page makes carries it', async ({
  page,
  loginAs,
}) => {
  await loginAs('staff-wang');
  const secret = `qr${Date.now()}token`;
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const reading: Promise<void>[] = [];
  const record = (request: import('@playwright/test').Request) => {
    reading.push(request.allHeaders().then((headers) => void sent.push({ url: request.url(), headers })));
  };
  page.on('request', record);
  const address = `${BASE}/staff/job?activeKey=social&${URL_TOKEN_PARAM}=${secret}`;
  await page.goto(address);

  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/staff/job` && !url.searchParams.has(URL_TOKEN_PARAM));
  expect(new URL(page.url()).searchParams.get('activeKey')).toBe('social');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
  // Back never shows it either: the entry was replaced, not pushed.
  expect(await page.evaluate(() => window.history.length)).toBe(2);

  // Every request but the document the phone asked for (the QR's own address), headers and Referer included.
  await expect.poll(() => reading.length).toBeGreaterThan(5);
  page.off('request', record);
  await Promise.all(reading);
  const carrying = sent
    .filter((request) => request.url !== `${new URL(page.url()).origin}${address}`)
    .filter((request) => request.url.includes(secret) || Object.values(request.headers).some((value) => value.includes(secret)));
  expect(carrying.map((request) => request.url)).toEqual([]);
  const referers = sent.map((request) => request.headers.referer).filter(Boolean);
  expect(referers.length).toBeGreaterThan(0);
  for (const referer of referers) expect(referer).not.toContain('?');
});
