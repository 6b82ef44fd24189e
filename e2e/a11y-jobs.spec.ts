import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollThrough } from './helpers/scroll';

/**
 * Accessibility (axe-core: no serious or critical violation) and screenshots of the job-seeker pages
 * of this area, kept under docs/screenshots/.
 */
const PAGES = [
  { name: 'candidate-home', route: 'candidate/home', ready: '热招职位', signedIn: false },
  { name: 'job-list-social', route: 'candidate/social/job', ready: /个职位$/, signedIn: false },
  { name: 'job-list-shop', route: 'candidate/shop/job?cityCode=440000', ready: /个职位$/, signedIn: false },
  { name: 'job-detail', route: 'candidate/social/jobDetail?id=PD20001', ready: '相似职位', signedIn: false },
  { name: 'job-detail-shop', route: 'candidate/shop/jobDetail?id=PD10001', ready: '相似职位', signedIn: true },
  { name: 'job-detail-not-found', route: 'candidate/social/jobDetail?id=NOPE', ready: '职位不存在或已下线', signedIn: false },
  { name: 'job-list-empty', route: 'candidate/social/job?keyword=zzzz', ready: /没有找到符合条件的职位/, signedIn: false },
  { name: 'favourites', route: 'candidate/social/collectingPosition', ready: '我的收藏', signedIn: true },
  { name: 'application-records', route: 'candidate/social/applyForTheRecord', ready: '投递记录', signedIn: true },
] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const p of PAGES) {
  test(`${p.name}: no serious accessibility violation, screenshot`, async ({ page, gotoRoute, loginAs }) => {
    if (p.signedIn) await loginAs('cand-full');
    await gotoRoute(p.route);
    await expect(page.getByText(p.ready).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await scrollThrough(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `docs/screenshots/${p.name}.png`, fullPage: true });
  });
}

test('the job list works with the keyboard alone', async ({ page, gotoRoute }) => {
  await gotoRoute('candidate/social/job');
  const box = page.getByRole('searchbox', { name: '职位关键词' });
  await box.focus();
  await page.keyboard.type('经理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const firstLink = page.getByRole('main').getByRole('article').first().getByRole('link');
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/jobDetail\?id=/);
  const apply = page.getByRole('button', { name: '投递简历' });
  await apply.focus();
  await expect(apply).toBeFocused();
});
