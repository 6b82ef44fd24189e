import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { back } from './helpers/history';
import { activePageItem, paging } from './helpers/paging';

/** Journey (a) and its shop variant (f): search by keyword and city, open a job, reload, Back to the same list. */
const CASES = [
  { recruitType: 'social', keyword: '经理', province: '上海市', cityCode: '310000' },
  { recruitType: 'shop', keyword: '店', province: '北京市', cityCode: '110000' },
] as const;

/** The previous results stay on screen (busy) until the new ones arrive. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function jobCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

for (const c of CASES) {
  test(`(a${c.recruitType === 'shop' ? '/f' : ''}) ${c.recruitType}: search, open a job, reload, Back keeps the filtered list`, async ({
    page,
    gotoRoute,
  }) => {
    await gotoRoute('candidate', 'job', c.recruitType);
    await expect((await jobCards(page)).first()).toBeVisible();

    const keyword = page.getByRole('searchbox', { name: '职位关键词' });
    await keyword.fill(c.keyword);
    await keyword.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(c.keyword)}`));

    await page.getByRole('combobox', { name: '工作城市' }).click();
    await page
      .getByRole('menuitemcheckbox', { name: c.province })
      .or(page.locator('.ant-cascader-menu-item', { hasText: c.province }))
      .first()
      .click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`cityCode=${c.cityCode}`));

    await settled(page);
    const cards = await jobCards(page);
    await expect(cards.first()).toBeVisible();
    // Every card shown is in the chosen province — read as one list, so the check waits for the filtered answer
    // instead of walking cards of the previous list that the filtered one replaces (a race once the mock answered at once).
    const city = c.province.replace(/省$/, '').slice(0, 2);
    await expect(async () => {
      const texts = await cards.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => !text.includes(city))).toEqual([]);
    }).toPass();
    const count = await page
      .getByText(/^共\s*\d+\s*个职位$/)
      .first()
      .textContent();
    const listUrl = page.url();

    const first = cards.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${c.recruitType}/jobDetail\\?id=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: '投递简历' })).toBeEnabled();

    await back(page);
    await expect(page).toHaveURL(listUrl);
    await settled(page);
    await expect(page.getByRole('searchbox', { name: '职位关键词' })).toHaveValue(c.keyword);
    await expect(page.locator('.ant-cascader')).toContainText(c.province);
    await expect(page.getByText(/^共\s*\d+\s*个职位$/).first()).toHaveText(count ?? '');
    await expect((await jobCards(page)).first().getByRole('link')).toHaveText(title);
  });
}

test('paging is kept in the URL and survives a reload', async ({ page, gotoRoute }) => {
  await gotoRoute('candidate', 'job', 'social');
  const firstLink = page.getByRole('main').getByRole('article').first().getByRole('link');
  const pageOneHref = await firstLink.getAttribute('href');
  await (await paging(page)).getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The previous page stays on screen until the next one arrives.
  await expect(firstLink).not.toHaveAttribute('href', pageOneHref ?? '');
  const pageTwoHref = (await firstLink.getAttribute('href')) ?? '';
  await page.reload();
  await expect(firstLink).toHaveAttribute('href', pageTwoHref);
  await expect(await activePageItem(page)).toHaveText('2');
});
