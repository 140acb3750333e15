import type { Locator, Page } from '@playwright/test';
import { DEMO_CUSTOMER } from './support/servers.ts';
import { expect, loginAsDemo, test, waitForHydration } from './support/test.ts';

/** Presses Tab until `target` has the focus; fails after `max` presses. Returns the presses needed. */
async function tabTo(page: Page, target: Locator, max = 15): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${max} presses`);
}

test('from the home page, Tab reaches the menu button, the search field and the cart link in order', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const menuButton = page.getByRole('button', { name: 'メニューを開く' });
  const search = page.getByRole('combobox', { name: '商品を検索' });
  const cart = page.getByRole('link', { name: 'カート', exact: true });

  // The skip link comes first and moves the focus to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '本文へスキップ' })).toBeFocused();

  await tabTo(page, menuButton);
  // The menu opens from the keyboard, and Escape closes it and gives the focus back.
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  await expect(drawer).toBeVisible();
  // The modal drawer hides the rest of the page from assistive technology meanwhile.
  await expect(page.getByRole('button', { name: 'メニューを開く', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(menuButton).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await tabTo(page, search);
  await page.keyboard.type('Tシャツ');
  await tabTo(page, cart);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショッピングカート');
});

test('the user menu opens and is used with the keyboard only', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: `${DEMO_CUSTOMER.name} 様のアカウントメニュー` });
  const menu = page.getByRole('menu', { name: `${DEMO_CUSTOMER.name} 様のアカウントメニュー` });
  const items = menu.getByRole('menuitem');
  const first = items.first();
  const logout = menu.getByRole('menuitem', { name: 'ログアウト' });

  await tabTo(page, page.getByRole('link', { name: /^カート/ }));
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Enter opens on the first item; arrows move and wrap; Home/End jump.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toBeFocused();
  await expect(first).toHaveText('アカウントサービス');
  await page.keyboard.press('ArrowUp');
  await expect(logout).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();

  // Escape closes and returns the focus to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // ↑ on the button opens on the last item; Tab closes the menu.
  await page.keyboard.press('ArrowUp');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();

  // ↓ opens on the first item; Enter follows it.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/myaccount');
  await expect(menu).toBeHidden();

  // Logging out from the keyboard.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(button).toBeHidden();
});
