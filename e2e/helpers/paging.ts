import type { Locator, Page } from '@playwright/test';

/** The paging under a list, scrolled to as a visitor would: its code loads as the end of the list nears. */
export async function paging(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: '分页' });
  await nav.scrollIntoViewIfNeeded();
  return nav;
}

/** The current page's item of the paging. */
export async function activePageItem(page: Page): Promise<Locator> {
  return (await paging(page)).locator('.ant-pagination-item-active');
}
