import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { expectOnSso, signInOnSso } from './helpers/sso';

/**
 * Issue 12 (a): staff-wang signs in; the points card shows the staff profile's figures (no "--" where data exists)
 * and the level tag in its colour; the header's QR code encodes the spec's address with the staff token.
 */

interface Profile {
  current_recommend_integral: number;
  recommend_integral: number;
  rank: number;
  recommend_num: number;
  valid_resume_num: number;
  recommend_level: number;
  recommend_level_name: string;
}

/** The level colours of rule STATE-17 as the tag draws its text (entities/referral-level). */
const LEVEL_TEXT_RGB: Record<number, string> = {
  1: 'rgb(89, 89, 89)',
  2: 'rgb(9, 88, 217)',
  3: 'rgb(35, 120, 4)',
  4: 'rgb(135, 77, 0)',
  5: 'rgb(173, 78, 0)',
};

/** Draws the QR code's SVG on a canvas in the page and decodes its pixels with jsQR. */
async function decodeQr(page: Page, selector: string): Promise<string | undefined> {
  const pixels = await page.evaluate(async (svgSelector) => {
    const svg = document.querySelector(svgSelector);
    if (!svg) throw new Error(`no QR code at ${svgSelector}`);
    const size = 300;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    // A quiet zone around the code, as a scanner needs.
    context.drawImage(image, 30, 30, size - 60, size - 60);
    return Array.from(context.getImageData(0, 0, size, size).data);
  }, selector);
  return jsQR(Uint8ClampedArray.from(pixels), 300, 300)?.data;
}

test('(a) staff-wang signs in: the points card shows the profile, the level in its colour, the QR code the spec address', async ({
  page,
  baseURL,
}) => {
  const profileAnswer = page.waitForResponse((response) => response.url().includes('/recommendations/employees'));
  await page.goto(`${BASE}/staff/home`);
  await expectOnSso(page);
  await signInOnSso(page, '王丽华');
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/staff/home`);
  const profile = ((await (await profileAnswer).json()) as { data: Profile }).data;

  const card = page.getByRole('region', { name: '我的内推' });
  const figure = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('当前积分')).toHaveText(String(profile.current_recommend_integral));
  await expect(figure('累计积分')).toHaveText(String(profile.recommend_integral));
  await expect(figure('积分排名')).toHaveText(String(profile.rank));
  await expect(figure('推荐入职（人）')).toHaveText(String(profile.recommend_num));
  await expect(figure('有效简历（份）')).toHaveText(String(profile.valid_resume_num));
  await expect(card.getByText('--')).toHaveCount(0);
  const tag = card.getByText(profile.recommend_level_name, { exact: true });
  await expect(tag).toHaveCSS('color', LEVEL_TEXT_RGB[profile.recommend_level] ?? '');

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'WebStaAuthorization')?.value;
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: /扫码查看内推职位/ }).hover();
  const qr = page.getByRole('tooltip').filter({ hasText: '扫码查看内推职位' }).locator('svg');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '150');
  const origin = new URL(baseURL ?? 'http://localhost:4173').origin;
  expect(await decodeQr(page, '[role="tooltip"] svg')).toBe(
    `${origin}${BASE}/staff/job?activeKey=social&token=${encodeURIComponent(token ?? '')}`,
  );
});
