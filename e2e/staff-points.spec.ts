import { expect, test } from './fixtures';
import { figureOf, homeCardPoints } from './helpers/user-menu';
import { SEEDED_TRAILS } from '../src/mocks/data/referral-trails';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/**
 * Issue 12, journeys (d)–(f) of the staff referral area: my referrals say why each invalid referral ended, the points
 * bill agrees with the user card and the ranking finds the employee, and a problem report survives a reload.
 */

const RANK_PAGE_SIZE = 20;

/** staff-wang's seeded referrals that ended (status 已结束): those whose trail reached an end. */
const WANG_ENDED = Object.values(SEEDED_TRAILS).filter((row) => row.accountId === 'staff-wang' && row.end).length;

test('(d) my referrals say why each invalid referral ended, with its figure', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'myPush');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '我的推荐' })).toBeVisible();
  await expect(main.getByText('推荐无效：好友距上次投递不足 6 个月，暂不能再次推荐')).toBeVisible();
  await expect(main.getByText('推荐无效：好友已是其他职位的候选人，正在其他招聘流程中')).toBeVisible();
  await expect(main.getByText('推荐无效：好友目前是公司在职员工，不能被推荐')).toBeVisible();
  await expect(main.getByText('推荐无效：好友离职不足 180 天，属于返聘人员，本次推荐无效')).toBeVisible();

  // The filter opens from a link and can be changed with the keyboard.
  await gotoRoute('staff', 'myPush', undefined, { status: '3' });
  const rows = main.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '推荐成功' })).toHaveCount(2);
  await main.getByRole('radio', { name: '推荐成功' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/status=2/);
  await expect(rows).toHaveCount(WANG_ENDED);
  await expect(rows.filter({ hasText: '已结束' })).toHaveCount(WANG_ENDED);
});

test('(e) the newest balance of the points bill is the current points of the user card; the ranking highlights me', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'home');
  const points = await homeCardPoints(page);

  await gotoRoute('staff', 'integralBill');
  const summary = page.getByRole('region', { name: '积分概览' });
  await expect(figureOf(summary, '当前积分')).toHaveText(points);
  const bill = page.getByRole('region', { name: '积分明细' });
  const newest = bill
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  await expect(newest.getByRole('cell').nth(3)).toHaveText(points);

  await gotoRoute('staff', 'rank');
  const mine = page.getByRole('region', { name: '我的排名' });
  await expect(mine).toContainText('王丽华');
  await expect(mine).toContainText('（我）');
  const rank = Number((await mine.locator('span').filter({ hasText: /^\d+$/ }).first().innerText()).trim());
  expect(rank).toBeGreaterThan(0);

  await gotoRoute('staff', 'rank', undefined, { page: Math.ceil(rank / RANK_PAGE_SIZE) });
  const own = page.getByRole('main').locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('王丽华（我）');
  await expect(own.getByRole('cell').first()).toHaveText(String(rank));
  await expect(own.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(230, 244, 255)');
});

test('(f) a problem report keeps its draft over a reload, is sent once, and is listed 未处理 after a reload', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  const text = `推荐的好友已入职满一个月，奖励积分仍未到账（${Date.now()}）`;
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/recommendations/feedback_question')) posts += 1;
  });
  await loginAs('staff-wang');
  await gotoRoute('staff', 'feedBack');
  await page.getByRole('radio', { name: '奖励未到账' }).check();
  await page.getByRole('textbox', { name: '问题描述' }).fill(text);

  await page.reload();
  await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
  await expect(page.getByRole('textbox', { name: '问题描述' })).toHaveValue(text);
  await expect(page.getByRole('radio', { name: '奖励未到账' })).toBeChecked();

  await page.getByRole('button', { name: '提交反馈' }).dblclick();
  await expect(page.getByText(/提交成功，我们会尽快处理/)).toBeVisible();
  expect(posts).toBe(1);
  await expect(page.getByRole('textbox', { name: '问题描述' })).toHaveValue('');

  await page.reload();
  await expect(page.getByText(DRAFT_TEXT.restored)).toHaveCount(0);
  const reports = page.getByRole('list', { name: '反馈记录' }).getByRole('listitem');
  const report = reports.filter({ hasText: text });
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('未处理');
  await expect(report.getByRole('heading', { name: '奖励未到账' })).toBeVisible();
  await expect(reports.first()).toContainText(text);
});
