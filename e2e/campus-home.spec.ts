import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { back } from './helpers/history';
import { tabTo } from './helpers/keyboard';

/**
 * Issue 11: a visitor on campus home sees the season at a glance — a special session, the next talks, the latest
 * notices — follows a session to its jobs (the job list's session view is another page's: only the address is
 * checked here), comes back, opens a notice, and reaches about and know-more — with the keyboard alone (Tab and
 * Enter): the keyboard path is the journey (issue 21 merged the mouse copy into it).
 */

const HOME = `${BASE}/candidate/school/home`;
const SCHOOL = `${BASE}/candidate/school`;

const sessions = (page: Page) => page.getByRole('region', { name: '校招专场' });
const notices = (page: Page) => page.getByRole('region', { name: '最新公告' });
const heroHeading = (page: Page) => page.getByRole('heading', { level: 1, name: '青春正当时，未来由你定义' });

/** The first session's link to its jobs and the activity id it carries. */
async function firstSessionLink(page: Page) {
  const card = sessions(page).getByRole('listitem').first();
  await expect(card.getByText(/^(进行中|未开始)$/)).toBeVisible();
  await expect(card.getByText(/^每人限投 \d+ 个职位$/)).toBeVisible();
  await expect(card.getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const link = card.getByRole('link', { name: /^查看专场职位/ });
  const href = (await link.getAttribute('href')) ?? '';
  const activityId = new URL(href, 'http://x').searchParams.get('activityId');
  expect(activityId).toBeTruthy();
  return { link, activityId };
}

async function noticeIdOf(link: Locator): Promise<string | null> {
  const id = new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('id');
  expect(id).toBeTruthy();
  return id;
}

/** The notice's detail (another page's: its address only). The link rules may add query values of their own. */
async function expectOnNotice(page: Page, id: string | null) {
  await expect(page).toHaveURL((url) => url.pathname === `${SCHOOL}/noticeDetail` && url.searchParams.get('id') === id);
  await expect(heroHeading(page)).toBeHidden();
}

/** On the session's jobs — its address, and the home page gone (the list has rendered), as a visitor sees it before Back. */
async function expectOnSessionJobs(page: Page, activityId: string | null) {
  await expect(page).toHaveURL((url) => url.pathname === `${SCHOOL}/job` && url.searchParams.get('activityId') === activityId);
  await expect(heroHeading(page)).toBeHidden();
}

test('a visitor follows a special session, comes back, opens a notice and reaches about and know-more — with the keyboard alone', async ({
  page,
}) => {
  await page.goto(HOME);
  await expect(heroHeading(page)).toBeVisible();
  await expect(page.getByRole('region', { name: '近期宣讲会' }).getByRole('listitem')).toHaveCount(3);

  const { link, activityId } = await firstSessionLink(page);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expectOnSessionJobs(page, activityId);

  await back(page);
  await expect(heroHeading(page)).toBeVisible();
  const notice = notices(page).getByRole('listitem').first().getByRole('link');
  const noticeId = await noticeIdOf(notice);
  await tabTo(page, notice);
  await page.keyboard.press('Enter');
  await expectOnNotice(page, noticeId);

  await back(page);
  await expect(heroHeading(page)).toBeVisible();
  await tabTo(page, page.getByRole('navigation', { name: '校园招聘入口' }).getByRole('link', { name: /^关于我们/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page).toHaveTitle('关于我们 - 招聘门户');

  await tabTo(page, page.getByRole('navigation', { name: '加入我们' }).getByRole('link', { name: /了解培养体系/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '了解更多' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `${SCHOOL}/knowMore`);

  // A common question opens with Enter; the next step leads on to the trends, and the hero's link to the jobs.
  const question = page.getByRole('button', { name: '工作城市可以自己选择吗？' });
  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/投递时可以填写意向城市/)).toBeVisible();
  await tabTo(page, page.getByRole('navigation', { name: '下一步' }).getByRole('link', { name: /招聘动态/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `${SCHOOL}/trends`);

  await back(page);
  await expect(page.getByRole('heading', { level: 1, name: '了解更多' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: '查看校招职位' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `${SCHOOL}/job`);
});
