import { TAMPERED_POSITION_ID } from '../src/mocks/data/tampered-position';
import { expect, test } from './fixtures';

/** Issue 18 (d): one strict profile for server HTML (docs/decisions/053). */
test('a job whose description holds <style>, a form, an input, an SVG and an onerror image renders none of them', async ({
  page,
  gotoRoute,
}) => {
  await gotoRoute('candidate', 'jobDetail', 'social', { id: TAMPERED_POSITION_ID });
  const description = page.locator('.job-rich-text').first();
  await expect(description).toBeVisible();

  // Still shows its list, bold text and link.
  await expect(description.getByRole('listitem')).toHaveCount(2);
  await expect(description.locator('strong', { hasText: '岗位职责' })).toBeVisible();
  const link = description.getByRole('link', { name: '公司介绍' });
  await expect(link).toHaveAttribute('href', 'https://careers.example.com/about');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // None of the rest.
  await expect(description.locator('style, form, input, button, svg, [style], [onerror], [onload]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __tampered?: number }).__tampered)).toBeUndefined();
  // Nothing hides the apply button or covers the page.
  await expect(page.getByRole('button', { name: '投递简历' })).toBeVisible();
  await page.getByRole('button', { name: '投递简历' }).click({ trial: true });
});
