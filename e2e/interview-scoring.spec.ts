import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countPuts, evaluationForm, scoreGroup } from './helpers/evaluation';
import { expectNoAxeViolations } from './helpers/axe';
import { confirmModal } from './helpers/popconfirm';
import { tabTo } from './helpers/keyboard';
import { keepScreenshot, SCREENSHOT_DIR, screenshotsWanted } from './helpers/screenshot';
import { OVERDUE_AFTER_MS, overdueLabel } from '../src/features/evaluation/lib/overdue';
import { meaningsOf } from '../src/features/evaluation/lib/rubric';
import {
  CONCLUSION_LABEL,
  commentRequired,
  commentsMissing,
  MISMATCH_DIALOG,
  mismatchText,
  noteLabel,
} from '../src/features/evaluation/lib/scoring-texts';
import { EVALUATION_DIMENSIONS } from '../src/mocks/data/evaluations';

/**
 * Issue 23, parts 2–4: interviewer-liu scores on the rubric with the keyboard alone, is stopped by a 5 without a word
 * of why, and is asked to confirm 通过 with every dimension at 1 — cancelled, nothing goes out (b); the list and the
 * home show an overdue evaluation first, marked in words (c). Every state is checked with axe (all A/AA rules,
 * experimental and best practices); the rubric, the comment error, the confirmation and the overdue rows are kept as
 * screenshots (SCREENSHOTS=1).
 */

const EVALUATION = 'EV001';
const DIMENSIONS = EVALUATION_DIMENSIONS.map((dimension) => dimension.name);

const form = evaluationForm;
const dimensionBlock = (page: Page, name: string) =>
  page.getByRole('group', { name: `${DIMENSIONS.indexOf(name) + 1}. ${name}`, exact: true });
const score = (group: Locator, value: number) => group.getByRole('radio', { name: `${value} 分`, exact: true });
const pickScore = (page: Page, name: string, value: number) =>
  scoreGroup(page, name).getByText(`${value} 分`, { exact: true }).click();

/**
 * Scores each dimension from the keyboard alone: Tab into its scale, Space chooses the focused score, the arrow keys
 * move on from it; then Tab over its note to the next scale.
 */
async function scoreWithKeyboard(page: Page, scores: readonly number[]): Promise<void> {
  // The radios are drawn invisible (their labels are the buttons): Tab to the resume beside the form, then on.
  await tabTo(page, page.getByRole('region', { name: '候选人简历' }));
  await page.keyboard.press('Tab');
  for (const [index, value] of scores.entries()) {
    const name = DIMENSIONS[index]!;
    const group = scoreGroup(page, name);
    await expect(score(group, 1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(score(group, 1)).toBeChecked();
    for (let step = 1; step < value; step += 1) await page.keyboard.press('ArrowRight');
    await expect(score(group, value)).toBeChecked();
    await expect(score(group, value)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: noteLabel(name, value === 1 || value === 5) })).toBeFocused();
    await page.keyboard.press('Tab');
  }
}

test.describe('scoring an evaluation (issue 23)', () => {
  test('(b) the rubric beside each scale; a 5 without a comment is stopped beside its dimension; 通过 with every dimension at 1 asks first, and cancelled sends nothing', async ({
    page,
    loginAs,
    gotoRoute,
  }) => {
    test.setTimeout(120_000);
    await loginAs('interviewer-liu');
    const puts = countPuts(page);
    await gotoRoute('interview', 'fillin', 'social', { id: EVALUATION });
    await expect(form(page)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // The rubric: each level's meaning visible under its score and read as the radio's description.
    for (const dimension of EVALUATION_DIMENSIONS) {
      const meanings = meaningsOf(dimension.rubric);
      const group = scoreGroup(page, dimension.name);
      for (const value of [1, 2, 3, 4, 5] as const) {
        await expect(dimensionBlock(page, dimension.name).getByText(meanings[value], { exact: true })).toBeVisible();
        await expect(score(group, value)).toHaveAccessibleDescription(meanings[value]);
      }
    }
    await expectNoAxeViolations(page, 'fill in — the rubric');

    // Keyboard alone: a 5 on the first dimension and no word of why, then the recommendation with Space.
    await scoreWithKeyboard(page, [5, 3, 4, 3, 4]);
    await expect(page.getByRole('radio', { name: CONCLUSION_LABEL[1], exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type('专业扎实，沟通顺畅。');
    await expectNoAxeViolations(page, 'fill in — the rubric, scored');
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'interview-scoring-rubric');
    await tabTo(page, page.getByRole('button', { name: '提交评价' }));
    await page.keyboard.press('Enter');

    const message = dimensionBlock(page, '专业能力').getByText(commentRequired('专业能力', 5));
    await expect(message).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: commentsMissing(['专业能力']) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: noteLabel('专业能力', true) })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'fill in — a 5 without its comment');
    await message.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'interview-scoring-comment-error');

    // Every dimension at 1, each with its reason, and 通过. A reason clears its dimension's message, which folds away
    // and moves the scales below it up: the next score is picked once it has gone (a click during the fold missed
    // its score on a busy machine).
    for (const name of DIMENSIONS) {
      await pickScore(page, name, 1);
      await page.getByRole('textbox', { name: noteLabel(name, true) }).fill(`${name}明显不足`);
      await expect(dimensionBlock(page, name).getByText(commentRequired(name, 1))).toHaveCount(0);
      await expect(message).toHaveCount(0);
      await expect(score(scoreGroup(page, name), 1)).toBeChecked();
    }
    await page.getByRole('button', { name: '提交评价' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MISMATCH_DIALOG.title);
    await expect(dialog).toContainText(mismatchText('passLow', 1));
    // The safe answer has the focus.
    await expect(dialog.getByRole('button', { name: MISMATCH_DIALOG.cancelText })).toBeFocused();
    await expectNoAxeViolations(page, 'fill in — the confirmation of a mismatch');
    // The dialog over the screen the interviewer sees (a full-page capture would stretch the page under the mask).
    if (screenshotsWanted) await page.screenshot({ path: `${SCREENSHOT_DIR}/interview-scoring-confirm.png` });

    await confirmModal(page, MISMATCH_DIALOG.cancelText, MISMATCH_DIALOG.title);
    await page.waitForLoadState('networkidle');
    expect(puts()).toBe(0);
    await expect(form(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '提交评价' })).toBeFocused();

    // Asked again and confirmed, it is submitted as it stands.
    await page.keyboard.press('Enter');
    // A click while the dialog still zoomed in was lost on a busy machine (the dialog stayed, nothing was sent: 4 of 12
    // runs on three workers): the focused button takes the key wherever the animation has it.
    await confirmModal(page, MISMATCH_DIALOG.okText, MISMATCH_DIALOG.title);
    await expect(page.getByText(/该评价已于 .+ 提交，不可再修改/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(puts()).toBe(1);
  });

  test('(c) the list and the home show an overdue evaluation first, marked in words', async ({ page, loginAs, gotoRoute }) => {
    test.setTimeout(90_000);
    await loginAs('interviewer-liu');

    await gotoRoute('interview', 'list', 'social');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    const first = rows.first();
    // The row's own interview time says how overdue it is, read on the page's clock and in its time zone.
    const time = (await first.getByRole('cell').nth(3).innerText()).trim();
    const [held, now] = await page.evaluate((text) => [new Date(text.replace(' ', 'T')).getTime(), Date.now()], time);
    expect(now - held, `the first row (${time}) is overdue`).toBeGreaterThan(OVERDUE_AFTER_MS);
    const label = overdueLabel(now - held - OVERDUE_AFTER_MS);
    await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first.getByText('待填写', { exact: true })).toBeVisible();
    // The rows that are not overdue are not marked.
    const marked = await rows.filter({ hasText: /已超时/ }).count();
    expect(marked).toBeLessThan(await rows.count());
    for (let index = 0; index < marked; index += 1) await expect(rows.nth(index)).toContainText(/已超时/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'evaluation list — an overdue row');
    await keepScreenshot(page, 'interview-list-overdue');

    await gotoRoute('interview', 'home');
    const social = page.getByRole('list', { name: '社会招聘待填写的评价' });
    await expect(social).toBeVisible();
    await expect(social.getByRole('listitem').first()).toContainText(label);
    await expect(page.getByText(/共有 \d+ 份评价待填写/)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'interview home — overdue rows');
    await keepScreenshot(page, 'interview-home-overdue');

    // The overdue row opens its evaluation.
    await social.getByRole('listitem').first().getByRole('link').click();
    await expect(form(page)).toBeVisible();
  });
});
