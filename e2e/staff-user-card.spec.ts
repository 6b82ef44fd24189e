import { ODD_LEVEL } from '../src/mocks/odd-rows';
import { expect, test } from './fixtures';
import { confirmModal } from './helpers/popconfirm';
import { figureOf, homeCardPoints, openUserCard, pickUserMenuItem } from './helpers/user-menu';

/**
 * Issue 19, journeys (a), (b) and (d) of the staff area: a store job saved from the referral job list is among the
 * favourites, the header's user card agrees with the home card and no level reads "Lv.", and a ranking with odd values
 * shows its rows.
 */

test('(a) a store job saved from the referral job list is under 我的收藏 beside the social ones, tagged 门店招聘', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  // The third page: staff-wang has not saved these yet.
  await gotoRoute('staff', 'job', undefined, { activeKey: 'shop', page: '3' });
  const first = page.getByRole('main').getByRole('article').first();
  const jobName = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  await first.getByRole('button', { name: `收藏：${jobName}` }).click();
  await expect(first.getByRole('button', { name: `取消收藏：${jobName}` })).toHaveAttribute('aria-pressed', 'true');

  await pickUserMenuItem(page, '我的收藏', async () => new URL(page.url()).pathname.endsWith('/staff/collectingPosition'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '我的收藏' })).toBeVisible();
  // The pointer leaves the user card, which closes like any hover menu.
  await main.getByRole('heading', { name: '我的收藏' }).hover();
  await expect(page.getByRole('region', { name: '我的内推概况' })).toBeHidden();
  const saved = main.getByRole('article', { name: jobName });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('门店招聘', { exact: true })).toBeVisible();
  await expect(main.getByRole('article').filter({ hasText: '社会招聘' }).first()).toBeVisible();

  // 清空失效职位 clears the invalid ones of every type (a shop one among them).
  await expect(main.getByText('已失效', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: /清空失效职位/ }).click();
  await confirmModal(page, '清空', '已失效的职位');
  await expect(page.getByText(/已清空 \d+ 个失效职位/)).toBeVisible();
  await expect(main.getByText('已失效', { exact: true })).toHaveCount(0);
  await expect(saved).toBeVisible();
});

test('(b) on the ranking the user card shows the home card’s current points; no level reads "Lv." in the staff area', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'home');
  const points = await homeCardPoints(page);
  await expect(page.getByText(/Lv\./)).toHaveCount(0);

  await gotoRoute('staff', 'rank');
  await expect(page.getByRole('region', { name: '我的排名' })).toBeVisible();
  const card = await openUserCard(page);
  await expect(figureOf(card, '当前积分')).toHaveText(points);
  await expect(figureOf(card, '推荐入职（人）')).toHaveText(/^\d+$/);
  await expect(figureOf(card, '有效简历（份）')).toHaveText(/^\d+$/);
  await expect(card.locator('[data-level-colour]')).toHaveText(/^推荐/);
  await expect(page.getByText(/Lv\./)).toHaveCount(0);
});

test('(d) a ranking with a level-7 row with null points, a row of strings and a row without id shows the other rows', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'rank', undefined, { mockFault: 'odd-rows:recommendations/ranking' });
  const main = page.getByRole('main');
  const rows = main.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  await expect(main.getByText('排行榜加载失败')).toHaveCount(0);
  // The row without an id is left out (and reported); every other row of the page shows.
  const total = await rows.count();
  expect(total).toBeGreaterThan(2);
  const odd = rows.first();
  await expect(odd.getByRole('cell').first()).toHaveText('--');
  await expect(odd.getByRole('cell').last()).toHaveText('--');
  // Level 7 is no level the product knows: level 1's colour, and no "Lv.7".
  await expect(odd.locator('[data-level-colour]')).toHaveAttribute('data-level-colour', 'gray');
  await expect(main.getByText(`Lv.${ODD_LEVEL}`)).toHaveCount(0);
  await expect(rows.nth(1).getByRole('cell').last()).toHaveText('--');
  await expect(rows.nth(2).getByRole('cell').last()).toHaveText(/\d/);
});
