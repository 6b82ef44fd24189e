import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MOCK_FAULTS_KEY } from './helpers/faults';
import { back } from './helpers/history';
import { tabTo } from './helpers/keyboard';
import { toasts } from './helpers/toast';
import { pickUserMenuItem } from './helpers/user-menu';
import { HTTP_MESSAGES } from '../src/lib/http/http-error';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/**
 * Issue 11 (c) and (d): a graduate (cand-campus) corrects the resume sent with a special-session registration and
 * finds the change after a reload; a failing save is told on the page, never in a toast; "我的简历" in the campus
 * user menu opens the resume for editing. (c) with the keyboard alone: the keyboard path is the journey (issue 21
 * merged the mouse copy into it).
 */

const SAVE = '保存报名信息';

/** The registration link of the first special-session application; resolves with the job's name. */
async function firstRegistrationLink(page: Page): Promise<{ link: Locator; jobName: string }> {
  await expect(page.getByRole('heading', { name: '投递记录', level: 1 })).toBeVisible();
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /^修改报名信息：/ })
    .first();
  await expect(link).toBeVisible();
  const jobName = ((await link.getAttribute('aria-label')) ?? '').replace(/^修改报名信息：/, '');
  expect(jobName).not.toBe('');
  return { link, jobName };
}

/** The modification page is open, with the session and job of the registration. */
async function expectRegistrationPage(page: Page, jobName: string): Promise<void> {
  await expect(page).toHaveURL(/\/candidate\/school\/modificationRegistration\?positionCandidateId=PC00\d/);
  await expect(page.getByRole('heading', { name: '修改报名信息', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: '报名信息' });
  await expect(summary).toContainText('2026届秋季校园招聘');
  await expect(summary.getByRole('link', { name: jobName })).toBeVisible();
  await expect(page.locator('form').getByLabel('姓名', { exact: true })).toHaveValue('赵雨桐');
}

/** Records every antd toast that ever shows on the page (from its next load on). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll<HTMLElement>('.ant-message-notice:not([data-seen])'))) {
        notice.dataset.seen = '1';
        seen.push(notice.innerText.trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __toastsSeen: string[] }).__toastsSeen]);
}

test('(c) a failing save shows the page’s own message, no toast, and keeps the typing', async ({ page, loginAs, gotoRoute }) => {
  test.setTimeout(90_000);
  const seenToasts = await recordToasts(page);
  await loginAs('cand-campus');
  await gotoRoute('candidate', 'applyForTheRecord', 'school', { mockReset: 1 });
  const { link, jobName } = await firstRegistrationLink(page);
  const registration = new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('positionCandidateId');
  await link.click();
  await expectRegistrationPage(page, jobName);

  const form = page.locator('form');
  await form.getByLabel('邮箱', { exact: true }).fill('yutong.zhao@example.com');
  // From now on the save answers HTTP 500 (the page has read the registration already).
  await page.evaluate(
    ([key, match]) => localStorage.setItem(key, JSON.stringify([{ match, kind: '500' }])),
    [MOCK_FAULTS_KEY, `/position_candidate/${registration}/resume`],
  );
  await form.getByRole('button', { name: SAVE }).click();

  const failed = page.getByRole('alert').filter({ hasText: '报名信息未能保存' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(HTTP_MESSAGES.statusFallback(500));
  await expect(failed).toContainText('您填写的内容已保留');
  // The message has the focus: read out, and in view although the save bar sits at the bottom.
  await expect(page.locator(':focus')).toContainText('报名信息未能保存');
  await expect(toasts(page)).toHaveCount(0);
  await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('yutong.zhao@example.com');
  await expect(form.getByRole('button', { name: SAVE })).toBeEnabled();

  // A barrier: a failing read elsewhere does toast. Toasts show in order, so had the save toasted, it would be first.
  await page.evaluate(
    ([key]) => localStorage.setItem(key, JSON.stringify([{ match: 'v1/position_demand', kind: 'code' }])),
    [MOCK_FAULTS_KEY],
  );
  await page.getByRole('banner').getByRole('link', { name: '校招职位' }).click();
  await expect.poll(seenToasts).toEqual(['演示：业务处理失败']);

  // The typing waits as a draft: back on the page, it is offered again.
  await page.evaluate(([key]) => localStorage.removeItem(key), [MOCK_FAULTS_KEY]);
  await back(page);
  await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
  await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('yutong.zhao@example.com');
});

test('(c) cand-campus corrects a registration’s resume from the application records and sees it after a reload — with the keyboard alone', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(90_000);
  await loginAs('cand-campus');
  await gotoRoute('candidate', 'applyForTheRecord', 'school', { mockReset: 1 });
  const { link, jobName } = await firstRegistrationLink(page);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expectRegistrationPage(page, jobName);

  const form = page.locator('form');
  const position = form.getByLabel('期望职位', { exact: true });
  await tabTo(page, position);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('储备店长');
  await expect(position).toHaveValue('储备店长');
  await tabTo(page, form.getByRole('button', { name: SAVE }), { max: 120 });
  await page.keyboard.press('Enter');

  const saved = page.getByRole('status').filter({ hasText: '报名信息已更新' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('招聘方将看到修改后的简历');
  await expect(toasts(page)).toHaveCount(0);
  // The outcome has the focus: the next Tab reaches its "返回投递记录".
  await expect(page.locator(':focus')).toContainText('报名信息已更新');
  await page.keyboard.press('Tab');
  await expect(saved.getByRole('button', { name: '返回投递记录' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Back in the records, the same registration opens with the change; so does a reload.
  const again = await firstRegistrationLink(page);
  await tabTo(page, again.link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '修改报名信息', level: 1 })).toBeVisible();
  await expect(form.getByLabel('期望职位', { exact: true })).toHaveValue('储备店长');
  await page.reload();
  await expect(page.getByRole('heading', { name: '修改报名信息', level: 1 })).toBeVisible();
  await expect(form.getByLabel('期望职位', { exact: true })).toHaveValue('储备店长');
  // Saved, so no draft is offered back.
  await expect(page.getByText(DRAFT_TEXT.restored)).toHaveCount(0);

  // "取消" leads back to the records, where the journey started.
  await tabTo(page, page.getByRole('button', { name: '取消' }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '投递记录', level: 1 })).toBeVisible();
});

test('(d) "我的简历" in the campus user menu opens the resume for editing', async ({ page, loginAs, gotoRoute }) => {
  test.setTimeout(60_000);
  await loginAs('cand-campus');
  await gotoRoute('candidate', 'home', 'school', { mockReset: '1' });
  const onEditor = async () => {
    const url = new URL(page.url());
    return url.pathname.endsWith('/candidate/school/editResume') && url.searchParams.get('type') === 'updateResume';
  };
  await pickUserMenuItem(page, '我的简历', onEditor);

  await expect(page.getByRole('heading', { name: '编辑简历', level: 1 })).toBeVisible();
  await expect(page.getByText(/校招简历/)).toBeVisible();
  const form = page.locator('form');
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('赵雨桐');
  await expect(form.getByLabel('期望职位', { exact: true })).toBeEditable();
  await expect(form.getByRole('button', { name: '保存简历' })).toBeVisible();
  await expect(page.getByText('请先选择要投递的职位')).toHaveCount(0);
});
