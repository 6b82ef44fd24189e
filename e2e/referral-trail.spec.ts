import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './helpers/keyboard';
import { suiteDay } from './helpers/suite-clock';
import { invalidReasonText } from '../src/features/referral/lib/invalid-reason';
import { HIRED_TEXT, NEXT_HEADING, TRAIL_END, TRAIL_STAGE_LABEL } from '../src/features/referral/lib/trail-registry';
import { SEEDED_TRAILS, stageBillId } from '../src/mocks/data/referral-trails';

/**
 * Issue 23, part 1: the referral trail. staff-wang opens the trail of a referral that reached 入职 and of one that was
 * judged invalid — dated stages with their points, the reason in words — and follows a bill line to its referral and
 * the trail's points back to that line, with the keyboard alone.
 */

const stagesOf = (dialog: Locator) => dialog.getByRole('list', { name: '各阶段进度' }).getByRole('listitem');

/** Opens the trail of a row of my referrals with the keyboard; resolves with the dialog and the friend's name. */
async function openTrailOf(page: Page, row: Locator): Promise<{ dialog: Locator; friend: string; button: Locator }> {
  const button = row.getByRole('button', { name: /^查看进度：/ });
  const name = (await button.getAttribute('aria-label')) ?? '';
  const friend = name.replace(/^查看进度：/, '').split(' · ')[0] ?? '';
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${friend}的推荐进度` });
  await expect(dialog).toBeVisible();
  return { dialog, friend, button };
}

test('(a) the trail of a hire: each stage dated with the points it earned, then done; Esc closes it', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  // The newest hire is RF-W5 (store management: its hire earned 500).
  await gotoRoute('staff', 'myPush', undefined, { status: 3 });
  const rows = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  const { dialog, button } = await openTrailOf(page, rows.first());
  await expect(page).toHaveURL(/[?&]referral=RF-W5/);

  const seeded = SEEDED_TRAILS['RF-W5'];
  const items = stagesOf(dialog);
  await expect(items).toHaveCount((seeded?.steps.length ?? 0) + 1);
  for (const [i, [stage, daysAgo, integral]] of (seeded?.steps ?? []).entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(TRAIL_STAGE_LABEL[stage]);
    await expect(item).toContainText(suiteDay(daysAgo));
    if (integral)
      await expect(item.getByRole('link', { name: `+${integral} 积分：${TRAIL_STAGE_LABEL[stage]}的积分明细` })).toBeVisible();
    else await expect(item.getByRole('link')).toHaveCount(0);
  }
  await expect(items.last()).toContainText(NEXT_HEADING.done);
  await expect(items.last()).toContainText(HIRED_TEXT.done);
  await expect(dialog.getByText('这次推荐共获得')).toContainText('560');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/referral=/);
  await expect(button).toBeFocused();
});

test('(b) the trail of an invalid referral says why it ended, with its figure; the close button closes it', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'myPush', undefined, { status: 2 });
  const reason = invalidReasonText(4, 180) ?? '';
  const row = page.getByRole('main').getByRole('row').filter({ hasText: reason });
  const { dialog, button } = await openTrailOf(page, row);

  const items = stagesOf(dialog);
  await expect(items).toHaveCount(1);
  const end = items.first();
  await expect(end).toContainText(TRAIL_END[5].label);
  await expect(end).toContainText(suiteDay(SEEDED_TRAILS['RF-W12']?.daysAgo ?? -1));
  await expect(end).toContainText(`原因：${reason}`);
  await expect(end).toContainText(TRAIL_END[5].next);
  await expect(dialog.getByText('这次推荐共获得')).toContainText('0');

  await tabTo(page, dialog.getByRole('button', { name: '关闭推荐进度' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('(c) a bill line leads to its referral’s trail, and the trail’s points back to that line, by keyboard', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'integralBill');
  const bill = page.getByRole('region', { name: '积分明细' });
  const lines = bill.getByRole('row').filter({ has: page.getByRole('cell') });
  // The newest line is the screening points of RF-W2.
  const newest = lines.first();
  const toReferral = newest.getByRole('link', { name: /（查看推荐进度）$/ });
  const detail = (await toReferral.innerText()).trim();
  const friend = /候选人：(.+?)(?: · |$)/.exec(detail)?.[1] ?? '';
  await tabTo(page, toReferral);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `${friend}的推荐进度` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/myPush\?referral=RF-W2$/);
  const screening = dialog.getByRole('link', { name: `+10 积分：${TRAIL_STAGE_LABEL[2]}的积分明细` });
  await tabTo(page, screening);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/staff/integralBill\\?referral=RF-W2&bill=${stageBillId('RF-W2', 2)}$`));
  await expect(bill.getByText(`只看这次推荐的积分：${detail}`)).toBeVisible();
  const pointed = bill.locator('tr[aria-current="true"]');
  await expect(pointed).toHaveCount(1);
  await expect(pointed).toBeFocused();
  await expect(pointed).toContainText('+10');
  await expect(pointed.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(230, 244, 255)');

  // And back to the trail, then to the whole bill.
  await tabTo(page, bill.getByRole('link', { name: '查看推荐进度', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `${friend}的推荐进度` })).toBeVisible();
  await page.keyboard.press('Escape');
  await gotoRoute('staff', 'integralBill', undefined, { referral: 'RF-W2' });
  await tabTo(page, bill.getByRole('link', { name: '查看全部积分' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/integralBill$/);
  await expect(bill.getByText(/^共 \d+ 条积分记录$/)).toBeVisible();
});
