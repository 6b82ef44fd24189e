import { expect, type Page } from '@playwright/test';

/**
 * Presses the button `name` of the open antd Popconfirm with the keyboard, as a keyboard user does.
 *
 * A mouse click is not reliable here on a busy machine (seen in CI, then reproduced with two CPU burners: 3 in 30
 * runs): Playwright finds the button still, scrolls it into view, and the scroll makes the pop-up realign and flip
 * from above its trigger to below it before the click lands, so the click hits the page behind and the removal is
 * never sent. A key press goes to the focused button wherever the pop-up moves.
 */
export async function confirmPopconfirm(page: Page, name: string): Promise<void> {
  const popup = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await expect(popup).toBeInViewport();
  const button = popup.getByRole('button', { name, exact: true });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Presses the button `name` of the open antd dialog (Modal.confirm, or a Modal with a form) with the keyboard, once the dialog
 * shows `text`, and waits for it to close. A mouse click on its button was lost once on a busy machine (CI: the
 * dialog stayed open and nothing was sent), like the Popconfirm's above; the focused button takes the key wherever the
 * dialog's opening animation has it.
 */
export async function confirmModal(page: Page, name: string | RegExp, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  const button = dialog.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
