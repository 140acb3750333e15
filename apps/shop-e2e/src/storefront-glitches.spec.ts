/**
 * Issue #13 "Glitches seen", desktop (1366×850): one search control after the side drawer opened
 * and closed, no filter button on a 404, the product page's gallery column kept in view, and the
 * error page's Japanese line under the spec's English title.
 */
import type { Page } from '@playwright/test';
import { expect, firstListedProduct, main, test, waitForHydration } from './support/test.ts';

test.use({ viewport: { width: 1366, height: 850 } });

const SHOTS = process.env['GLITCH_SHOTS'];

/** The search controls a shopper can see in the top bar (the field and any search icon button). */
async function visibleSearchControls(page: Page): Promise<number> {
  const banner = page.getByRole('banner');
  const candidates = [
    banner.getByRole('combobox', { name: '商品を検索' }),
    banner.getByRole('button', { name: '検索を開く' }),
    banner.getByRole('button', { name: '検索を閉じる' }),
  ];
  let count = 0;
  for (const locator of candidates) {
    for (const element of await locator.all()) if (await element.isVisible()) count += 1;
  }
  return count;
}

test('after the side drawer opens and closes there is still one search field, where it was', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const field = page.getByRole('banner').getByRole('combobox', { name: '商品を検索' });
  await expect(field).toBeVisible();
  expect(await visibleSearchControls(page)).toBe(1);
  const before = await field.boundingBox();

  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  for (let round = 0; round < 2; round += 1) {
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'メニューを閉じる' }).click();
    await expect(drawer).toBeHidden();
  }
  await expect(page.getByRole('banner').getByRole('button', { name: '検索を開く' })).toBeHidden();
  expect(await visibleSearchControls(page)).toBe(1);
  expect(await field.boundingBox()).toEqual(before);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-after-drawer.png` });
});

test('a missing page answers 404 without the filter button', async ({ page }) => {
  for (const path of ['/no-such-category-xyz', '/no/such/page']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /絞り込み/ })).toHaveCount(0);
  }
});

test('a category page keeps its filter button', async ({ page }) => {
  await page.goto('/t-shirts');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /絞り込み/ })).toBeVisible();
});

test('the error page keeps the English title and puts the Japanese line under it', async ({ page }) => {
  await page.goto('/no/such/page');
  await waitForHydration(page);
  const title = main(page).getByRole('heading', { level: 1, name: 'Not Found' });
  const line = main(page).getByText('お探しのページは見つかりませんでした', { exact: true });
  await expect(title).toBeVisible();
  await expect(line).toBeVisible();
  await expect(main(page).getByText('This page could not be found')).toBeVisible();
  const [titleBox, lineBox] = [await title.boundingBox(), await line.boundingBox()];
  expect(lineBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height - 1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-404.png` });
});

test('the product gallery stays in view while the buy box scrolls', async ({ page }) => {
  await page.goto('/t-shirts');
  await waitForHydration(page);
  const { path, name } = await firstListedProduct(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The main picture is named with the product and its chosen colour: 「名前（白）」.
  const image = main(page).getByRole('img', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}（.+）$`) });
  await expect(image).toBeVisible();
  const start = (await image.boundingBox())!;
  // Scroll the buy box by half a screen: the two columns are still side by side.
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const box = (await image.boundingBox())!;
  // The picture moved up only to below the 64 px top bar and is wholly on screen.
  expect(start.y - box.y).toBeLessThan(400);
  expect(box.y).toBeGreaterThanOrEqual(64);
  expect(box.y + box.height).toBeLessThanOrEqual(850);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-product-scrolled.png` });
});
