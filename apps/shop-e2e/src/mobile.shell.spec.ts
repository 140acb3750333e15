import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { chooseColourAndSize } from './support/product.ts';
import { expect, firstListedProduct, main, test, waitForHydration } from './support/test.ts';

/** Whether the page is wider than the screen (a horizontal scroll bar on a phone). */
async function overflowsHorizontally(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the side drawer opens from the menu button, closes, and a link in it navigates and closes it', async ({ page }) => {
  const menuButton = page.getByRole('button', { name: 'メニューを開く' });
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  await expect(drawer).toHaveCount(0);

  await menuButton.tap();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await drawer.getByRole('button', { name: 'メニューを閉じる' }).tap();
  await expect(drawer).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.tap();
  const category = drawer.getByRole('region', { name: '商品カテゴリー' }).getByRole('link').first();
  const name = (await category.textContent())?.trim() ?? '';
  const path = (await category.getAttribute('href')) ?? '';
  await category.tap();
  await expect(page).toHaveURL(path);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the search opens from its icon in place of the logo, and submitting searches and closes it', async ({ page }) => {
  const logo = page.getByRole('link', { name: 'プリントファクトリー' });
  const open = page.getByRole('button', { name: '検索を開く' });
  const box = page.getByRole('combobox', { name: '商品を検索' });
  await expect(logo).toBeVisible();
  await expect(box).toBeHidden();

  await open.tap();
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await expect(logo).toBeHidden();
  await expect(open).toBeHidden();
  await expectNoSeriousViolations(page, 'the open search box on a phone');

  // Closing without searching brings the logo back.
  await page.getByRole('button', { name: '検索を閉じる' }).tap();
  await expect(box).toBeHidden();
  await expect(logo).toBeVisible();

  await open.tap();
  await box.fill('パーカー');
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('パーカー')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「パーカー」の検索結果');
  await expect(box).toBeHidden();
  await expect(logo).toBeVisible();
  await expect(open).toBeVisible();
  // Opened again on the results page, it holds the words searched, to refine them.
  await open.tap();
  await expect(box).toHaveValue('パーカー');
});

test('a product page fits the phone screen and a product can be put in the cart by touch', async ({ page }) => {
  await page.getByRole('button', { name: 'メニューを開く' }).tap();
  await page.getByRole('dialog', { name: 'メニュー' }).getByRole('region', { name: '商品カテゴリー' }).getByRole('link').first().tap();
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toBeVisible();
  const product = await firstListedProduct(page);
  await main(page).getByRole('link', { name: product.name }).first().tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  const size = await overflowsHorizontally(page);
  expect(size.scrollWidth, 'page width on a phone').toBeLessThanOrEqual(size.innerWidth);
  await expectNoSeriousViolations(page, 'a product page on a phone');

  const choice = await chooseColourAndSize(page, 1);
  await page.getByRole('button', { name: 'カートに入れる' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'カートに1点追加しました。' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'カート（商品あり）' })).toBeVisible();
  const after = await overflowsHorizontally(page);
  expect(after.scrollWidth, 'page width with the confirmation shown').toBeLessThanOrEqual(after.innerWidth);

  await page.getByRole('link', { name: 'カートを見る' }).tap();
  await expect(page.getByRole('listitem', { name: `${product.name}（${choice.colour} / ${choice.size}）` })).toBeVisible();
  const cart = await overflowsHorizontally(page);
  expect(cart.scrollWidth, 'cart page width on a phone').toBeLessThanOrEqual(cart.innerWidth);
});
