import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { back } from './helpers/history';
import { tabTo } from './helpers/keyboard';
import { keepScreenshot } from './helpers/screenshot';
import {
  CURRENT_MARK,
  END_FACTS,
  NEXT_HEADING,
  PROGRESS_LABEL,
  progressEmptyText,
  STAGE_LABEL,
  STAGE_NEXT,
  TIMELINE_BUTTON,
  timelineLabel,
  UPCOMING_TEXT,
} from '../src/features/applications/lib/timeline-registry';
import { APPLICATION_STAGE_PLANS } from '../src/mocks/data/application-stages';

/**
 * Issue 22, part 1: the application timeline. cand-full opens its application records and, with the keyboard alone,
 * opens the timeline of an application in progress and of one that was not passed — each stage dated, the current one
 * marked (aria-current="step"), what happens next — and filters the records by progress; Back and a reload keep the
 * filter. cand-campus, whose applications all still move, sees the filter's empty state.
 */

const rowsOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, id: string) => page.getByRole('main').locator(`tr[data-row-key="${id}"]`);

/** A stage's date as the timeline shows it: the plan's days after the apply date the row shows. */
async function dateAfterApply(row: Locator, days: number): Promise<string> {
  const applied = (await row.getByText(/^\d{4}-\d{2}-\d{2}$/).innerText()).trim();
  return dayjs(applied).add(days, 'day').format('YYYY-MM-DD');
}

/** Opens a record's timeline with Tab and Enter; resolves with the timeline's list of stages. */
async function openTimeline(page: Page, row: Locator): Promise<Locator> {
  const button = row.getByRole('button', { name: new RegExp(`^${TIMELINE_BUTTON}：`) });
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(`${TIMELINE_BUTTON}：`, '');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('list', { name: timelineLabel(name) });
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-controls', /^apply-timeline-/);
  return list;
}

/** Tab until the focus is inside a group whose own inputs are visually hidden (antd's button-style radios). */
async function tabInto(page: Page, group: Locator): Promise<void> {
  await expect(group).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await group.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(group)} was not reached with Tab`);
}

test('(a) an application in progress and one not passed: dated stages, the current one marked, what comes next — by keyboard', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('cand-full');
  await gotoRoute('candidate', 'applyForTheRecord', 'social');
  await expect(rowsOf(page)).toHaveCount(Object.keys(APPLICATION_STAGE_PLANS).filter((id) => id.startsWith('AP-F')).length);

  // In progress: AP-F2 is at its interview.
  const moving = rowOf(page, 'AP-F2');
  const plan = APPLICATION_STAGE_PLANS['AP-F2'];
  const stages = (await openTimeline(page, moving)).getByRole('listitem');
  await expect(stages).toHaveCount(5);
  for (const [i, [stage, days]] of (plan?.stages ?? []).entries()) {
    await expect(stages.nth(i)).toContainText(STAGE_LABEL[stage]);
    await expect(stages.nth(i)).toContainText(await dateAfterApply(moving, days));
  }
  const current = stages.and(page.locator('[aria-current="step"]:visible'));
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(STAGE_LABEL.interview);
  await expect(current).toContainText(CURRENT_MARK);
  await expect(stages.nth(3)).toContainText(UPCOMING_TEXT);
  await expect(page.getByText(STAGE_NEXT.interview)).toBeVisible();
  await keepScreenshot(page, 'application-timeline-in-progress');

  // Ended: AP-F4 was not passed after its interview; the end is the current step, with what it means and where to go.
  const ended = rowOf(page, 'AP-F4');
  const endPlan = APPLICATION_STAGE_PLANS['AP-F4'];
  const endStages = (await openTimeline(page, ended)).getByRole('listitem');
  await expect(endStages).toHaveCount((endPlan?.stages.length ?? 0) + 1);
  const end = endStages.last();
  await expect(end).toHaveAttribute('aria-current', 'step');
  await expect(end).toContainText(END_FACTS.rejected.label);
  await expect(end).toContainText(await dateAfterApply(ended, endPlan?.end?.[1] ?? -1));
  await expect(page.getByText(END_FACTS.rejected.meaning)).toBeVisible();
  await expect(page.getByText(NEXT_HEADING.ended)).toBeVisible();
  // Both stay open at once.
  await expect(page.locator('[aria-current="step"]:visible')).toHaveCount(2);
  await keepScreenshot(page, 'application-timeline-ended');

  // Closing by keyboard: the button says so and the timeline goes.
  const movingButton = moving.getByRole('button', { name: new RegExp(`^${TIMELINE_BUTTON}：`) });
  await tabTo(page, movingButton, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(movingButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[aria-current="step"]:visible')).toHaveCount(1);

  // The end leads to other jobs of its recruit type.
  const browse = page.getByRole('main').getByRole('link', { name: /^浏览.+职位$/ });
  await tabTo(page, browse);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/candidate\/school\/job/);
});

test('(b) the progress filter: ended only, kept by a reload and Back; a filter without records says so — by keyboard', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('cand-full');
  await gotoRoute('candidate', 'applyForTheRecord', 'social');
  const all = Object.keys(APPLICATION_STAGE_PLANS).filter((id) => id.startsWith('AP-F'));
  const endedIds = all.filter((id) => APPLICATION_STAGE_PLANS[id]?.end);
  await expect(rowsOf(page)).toHaveCount(all.length);

  const filter = page.getByRole('radiogroup', { name: '按投递进度筛选' });
  await tabInto(page, filter);
  await expect(filter.getByRole('radio', { name: PROGRESS_LABEL.all })).toBeFocused();
  // Arrow keys move the choice: 全部 → 进行中 → 已结束.
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]progress=ongoing/);
  await expect(rowsOf(page)).toHaveCount(all.length - endedIds.length);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]progress=ended/);
  await expect(filter.getByRole('radio', { name: PROGRESS_LABEL.ended })).toBeChecked();
  await expect(rowsOf(page)).toHaveCount(endedIds.length);
  for (const id of endedIds) await expect(rowOf(page, id)).toBeVisible();

  await page.reload();
  await expect(filter.getByRole('radio', { name: PROGRESS_LABEL.ended })).toBeChecked();
  await expect(rowsOf(page)).toHaveCount(endedIds.length);
  await back(page);
  await expect(page).toHaveURL(/[?&]progress=ongoing/);
  await expect(filter.getByRole('radio', { name: PROGRESS_LABEL.ongoing })).toBeChecked();
  await expect(rowsOf(page)).toHaveCount(all.length - endedIds.length);

  // cand-campus has nothing ended yet: the empty state leads back to all.
  await loginAs('cand-campus');
  await gotoRoute('candidate', 'applyForTheRecord', 'school', { progress: 'ended' });
  await expect(page.getByText(progressEmptyText('ended'))).toBeVisible();
  await keepScreenshot(page, 'application-timeline-filter-empty');
  const showAll = page.getByRole('button', { name: `查看${PROGRESS_LABEL.all}投递记录` });
  await tabTo(page, showAll);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/progress=/);
  await expect(rowsOf(page)).toHaveCount(Object.keys(APPLICATION_STAGE_PLANS).filter((id) => id.startsWith('AP-C')).length);
});
