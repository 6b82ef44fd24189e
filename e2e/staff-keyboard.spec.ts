import { expect, test } from './fixtures';
import { tabTo } from './helpers/keyboard';

/**
 * Issue 12: the staff journeys work with the keyboard alone — refer a kept friend's resume from the job list, report
 * a problem, open the points bill and the ranking from the user card's menu. Only Tab, Shift+Tab, Enter, Space and
 * the arrow keys move the journeys on.
 */

test('refer a kept friend from the job list with the keyboard alone', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'job', undefined, { activeKey: 'social' });
  const firstJob = page.getByRole('main').locator('article').first();
  const jobName = (await firstJob.getByRole('heading').first().innerText()).trim();
  await tabTo(page, firstJob.getByRole('link', { name: jobName }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: '推荐好友' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '推荐好友', level: 1 })).toBeVisible();

  // The friends' resumes are one radio group: Tab reaches it, the arrows move, Space chooses.
  const friends = page.getByRole('radiogroup', { name: '好友简历' }).getByRole('radio');
  await expect(friends.first()).toBeVisible();
  await tabTo(page, friends.first());
  await page.keyboard.press('Space');
  await expect(friends.first()).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(friends.nth(1)).toBeChecked();
  const confirmBar = page.getByText(/^已选择：/);
  await expect(confirmBar).toBeVisible();
  const friendName = (await confirmBar.locator('strong').innerText()).trim();
  expect(await friends.nth(1).evaluate((radio) => radio.closest('label')?.textContent ?? '')).toContain(friendName);

  await tabTo(page, page.getByRole('button', { name: '确认推荐' }));
  await page.keyboard.press('Enter');
  // The seed has not referred this friend to this job nor to one of its kind within 90 days: it goes through.
  await expect(page.getByRole('heading', { name: '推荐成功' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '查看我的推荐' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/myPush/);
  await expect(page.getByRole('main').getByText(friendName).first()).toBeVisible();
});

test('report a problem with the keyboard alone', async ({ page, loginAs, gotoRoute }) => {
  const text = `积分账单少了一条推荐入职奖励（${Date.now()}）`;
  await loginAs('staff-wang');
  await gotoRoute('staff', 'feedBack');
  const types = page.getByRole('radiogroup', { name: '问题类型' }).getByRole('radio');
  await tabTo(page, types.first());
  await page.keyboard.press('Space');
  await expect(types.first()).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: '问题描述' }));
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole('button', { name: '提交反馈' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/提交成功，我们会尽快处理/)).toBeVisible();
  const report = page.getByRole('list', { name: '反馈记录' }).getByRole('listitem').filter({ hasText: text });
  await expect(report).toContainText('未处理');
});

test('open the points bill and the ranking from the header with the keyboard alone', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'home');
  await expect(page.getByRole('heading', { name: '推荐好友，共赢未来' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: '查看积分账单' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/integralBill/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: '排行榜' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/rank/);
  await expect(page.getByRole('heading', { name: '排行榜', level: 1 })).toBeVisible();
  // staff-wang ranks below the first page: the own row is a key press away.
  await tabTo(page, page.getByRole('button', { name: '查看我所在的页' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').locator('tr[aria-current="true"]')).toHaveCount(1);
});
