/**
 * Issue #13 "Glitches seen", phone (Pixel 7): the shop name beside the "PF" mark, one focus ring on
 * the search field, and 「（税込・1枚あたり）」 on one line.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, firstListedProduct, main, test, waitForHydration } from './support/test.ts';

const SHOTS = process.env['GLITCH_SHOTS'];

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether an element draws a focus ring (an outline or a box-shadow). */
function ringOf(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

test('the shop name shows beside the PF mark, not behind it', async ({ page }) => {
  await openHome(page);
  const logo = page.getByRole('banner').getByRole('link', { name: /プリントファクトリー/ });
  const mark = logo.getByText('PF', { exact: true });
  const name = logo.getByText('プリントファクトリー', { exact: true });
  await expect(name).toBeVisible();
  const [markBox, nameBox] = [await mark.boundingBox(), await name.boundingBox()];
  expect(nameBox!.width).toBeGreaterThan(60);
  expect(overlaps(markBox!, nameBox!)).toBe(false);
  // Nor under the icons on the right of the bar.
  for (const icon of await page
    .getByRole('banner')
    .getByRole('link', { name: /カート|ログイン/ })
    .all()) {
    expect(overlaps(nameBox!, (await icon.boundingBox())!)).toBe(false);
  }
  const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-header.png` });
});

test('the opened search field has one focus ring', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: '検索を開く' }).tap();
  const field = page.getByRole('banner').getByRole('combobox', { name: '商品を検索' });
  await expect(field).toBeFocused();
  await field.fill('Tシャツ');
  const wrapper = page.getByRole('banner').getByRole('search');
  expect(await ringOf(wrapper)).toBe(true);
  expect(await ringOf(field)).toBe(false);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-search.png` });
  const box = await field.boundingBox();
  expect(box!.width).toBeGreaterThan(180);
});

test('the price label 「（税込・1枚あたり）」 stays on one line', async ({ page }) => {
  await page.goto('/t-shirts');
  await waitForHydration(page);
  const { path } = await firstListedProduct(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const label = main(page).getByText('（税込・1枚あたり）', { exact: true });
  await expect(label).toBeVisible();
  const lines = await label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  if (SHOTS) await label.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-price.png` });
});
