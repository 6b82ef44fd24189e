import { expect, test } from './fixtures';
import { confirmModal, confirmPopconfirm } from './helpers/popconfirm';

/**
 * Journey (b) and its shop variant (f): a visitor favourites a job, signs in through the mock SSO, comes back
 * to the job with the favourite saved, finds it in favourites and clears the invalid favourites.
 */
// Once, for a store job: the social run took the same steps (issue 21).
for (const recruitType of ['shop'] as const) {
  test(`(b/f) ${recruitType}: favourite while signed out, sign in, find it, clear invalid`, async ({ page, gotoRoute }) => {
    // A job from the third page: the demo candidate has not favourited it yet.
    await gotoRoute('candidate', 'job', recruitType, { page: '3' });
    const firstLink = page.getByRole('main').getByRole('article').first().getByRole('link');
    const listedName = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    // The job's own heading, not the loading state's.
    const title = page.getByRole('heading', { level: 1, name: listedName });
    await expect(title).toBeVisible();
    const jobName = (await title.textContent()) ?? '';
    const detailUrl = page.url();

    await page.getByRole('button', { name: /^heart 收藏$|^收藏$/ }).click();
    await expect(page).toHaveURL(/\/mock-sso\/authorize/);
    await page.getByRole('button', { name: /以此身份登录：张晓明/ }).click();

    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByText('已收藏，可在“我的收藏”中查看')).toBeVisible();
    await expect(page.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');

    await gotoRoute('candidate', 'collectingPosition', recruitType);
    await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('article', { name: jobName }).first()).toBeVisible();
    const invalidTags = page.getByRole('main').getByText('已失效', { exact: true });
    await expect(invalidTags.first()).toBeVisible();

    await page.getByRole('button', { name: /清空失效职位/ }).click();
    await confirmModal(page, '清空', '已失效的职位');
    await expect(page.getByText(/已清空 \d+ 个失效职位/)).toBeVisible();
    await expect(invalidTags).toHaveCount(0);
    await expect(page.getByRole('button', { name: /清空失效职位/ })).toBeDisabled();
    await expect(page.getByRole('article', { name: jobName }).first()).toBeVisible();
  });
}

test('removing a favourite asks first', async ({ page, gotoRoute, loginAs }) => {
  await loginAs('cand-full');
  await gotoRoute('candidate', 'collectingPosition', 'social');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await cards
    .first()
    .getByRole('button', { name: /取消收藏/ })
    .click();
  await expect(page.getByText('确定取消收藏该职位？')).toBeVisible();
  await confirmPopconfirm(page, '取消收藏');
  await expect(cards).toHaveCount(before - 1);
});

// A favourite shows at once while its call runs, and a second click sends nothing:
// tests/entities/favourite/favourite-toggle.cases.tsx (issue 21: proven once, where it is cheapest).
