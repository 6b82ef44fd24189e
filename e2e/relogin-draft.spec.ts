import { expect, newCandidateJourney } from './fixtures';
import { HTTP_MESSAGES } from '../src/lib/http/http-error';
import { DRAFT_TEXT } from '../src/components/draft-texts';

newCandidateJourney(
  'e',
  'shop',
  'a half-filled resume survives a 401 and the sign-in round trip',
  async ({ page, gotoRoute, recruitType }) => {
    await gotoRoute('candidate', 'editResume', recruitType, { type: 'edit' });
    await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible();

    const form = page.locator('form');
    await form.getByLabel('邮箱', { exact: true }).fill('lixin@example.com');
    await form.getByLabel('期望职位', { exact: true }).fill('门店店长');
    const education = form.getByRole('group', { name: '教育经历 1' });
    await education.getByLabel('学校名称', { exact: true }).fill('浙江大学');

    // The save bar says when the typing was last kept: the time of the local draft (issue 22 (e)).
    // The draft's time as the page's clock reads it (the browser runs in the portal's time zone, not the runner's).
    const savedAt = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('draft:') && k.includes(':resume-'));
      const draft = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { savedAt?: number }) : {};
      return draft.savedAt === undefined ? undefined : new Date(draft.savedAt).toTimeString().slice(0, 5);
    });
    expect(savedAt).toMatch(/^\d{2}:\d{2}$/);
    await expect(page.getByRole('status').filter({ hasText: DRAFT_TEXT.autosaved('').trim() })).toHaveText(
      DRAFT_TEXT.autosaved(savedAt ?? ''),
    );

    // From now on every call answers 401; the next autosave of the draft meets it.
    await page.evaluate(() => localStorage.setItem('mockFaults', JSON.stringify([{ match: '*', kind: '401' }])));
    await form.getByRole('textbox', { name: '自我评价' }).fill('踏实肯干，');
    await expect(page.getByText(HTTP_MESSAGES.unauthorized)).toBeVisible();
    await expect(page).toHaveURL(/\/mock-sso\/authorize/);

    await page.evaluate(() => localStorage.removeItem('mockFaults'));
    await page.getByRole('button', { name: /以此身份登录：李新/ }).click();

    await page.waitForURL(new RegExp(`/candidate/${recruitType}/editResume\\?type=edit`));
    await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('lixin@example.com');
    await expect(form.getByLabel('期望职位', { exact: true })).toHaveValue('门店店长');
    await expect(education.getByLabel('学校名称', { exact: true })).toHaveValue('浙江大学');
    await expect(form.getByRole('textbox', { name: '自我评价' })).toHaveValue('踏实肯干，');

    // "撤销" goes back to the saved state (here: a fresh resume).
    await page.getByRole('button', { name: DRAFT_TEXT.undoLabel }).click();
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('');
    await expect(page.getByText(DRAFT_TEXT.restored)).toBeHidden();
  },
);
