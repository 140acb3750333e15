import type { Locator, Page } from '@playwright/test';
import { expect, main, test, waitForHydration, yenValue } from './support/test.ts';

const FACET_GROUPS = ['ブランド', '価格（税込）', 'カラー', 'サイズ', 'シルエット', '生地の厚さ'];

/** The product cards of the listing: brand and the price each starts from (yen, tax included). */
async function listedProducts(page: Page): Promise<{ brand: string; price: number }[]> {
  const cards = main(page).getByRole('link', { name: /（税込）/ });
  const count = await cards.count();
  const products: { brand: string; price: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const brand = ((await card.locator('p').first().textContent()) ?? '').trim();
    products.push({ brand, price: yenValue(await card.locator('p').filter({ hasText: '（税込）' }).textContent()) });
  }
  return products;
}

/** The facet groups of the drawer by heading, in order. */
async function groupNames(drawer: Locator): Promise<string[]> {
  return (await drawer.getByRole('region').getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

test('on a category page the filter drawer narrows the list by brand and price, in the URL, and works by keyboard', async ({ page }) => {
  await page.goto('/t-shirts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tシャツ');

  // The top bar's filter button opens the drawer from the keyboard.
  const filterButton = page.getByRole('button', { name: '絞り込み' });
  await filterButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '絞り込み・並び替え' });
  await expect(drawer).toBeVisible();
  expect(await groupNames(drawer)).toEqual(['並び替え', ...FACET_GROUPS]);

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filterButton).toBeFocused();

  // A brand: the first one offered.
  await filterButton.click();
  await expect(drawer).toBeVisible();
  const brandLink = drawer.getByRole('region', { name: 'ブランド' }).getByRole('link').first();
  // The link reads `United Basics (8)`: the name, then the count of products.
  const brandName = ((await brandLink.textContent()) ?? '').replace(/\(\d+\)$/, '').trim();
  const brandSlug = new URL(await brandLink.evaluate((link: HTMLAnchorElement) => link.href)).searchParams.get('brand');
  expect(brandSlug).toMatch(/^[a-z0-9-]+$/);
  await brandLink.click();
  await expect(page).toHaveURL(`/t-shirts?brand=${brandSlug}`);
  await expect(drawer.getByRole('region', { name: 'ブランド' }).getByRole('link', { name: brandName })).toHaveAttribute('aria-current', 'true');

  // A price range: the first one offered holds the brand's cheapest product, so the result is not empty.
  const prices = drawer.getByRole('region', { name: '価格（税込）' });
  const rangeLink = prices.getByRole('link').first();
  const label = ((await rangeLink.textContent()) ?? '').trim();
  const range = new URL(await rangeLink.evaluate((link: HTMLAnchorElement) => link.href)).searchParams;
  const min = Number(range.get('min_price') ?? 0);
  const max = range.has('max_price') ? Number(range.get('max_price')) : Number.POSITIVE_INFINITY;
  expect(label).toMatch(/^(?:￥[\d,]+)?〜(?:￥[\d,]+)?$/);
  expect(range.has('min_price') || range.has('max_price')).toBe(true);
  await rangeLink.click();
  const bounds = ['min_price', 'max_price'].filter((key) => range.has(key)).map((key) => `&${key}=${range.get(key)}`);
  await expect(page).toHaveURL(`/t-shirts?brand=${brandSlug}${bounds.join('')}`);
  await expect(prices.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');

  // Close, and every listed product is of that brand and priced within the range.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filterButton).toBeFocused();
  const total = Number(/全(\d+)点/.exec((await main(page).getByText(/^全\d+点$/).textContent()) ?? '')?.[1]);
  const listed = await listedProducts(page);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.length).toBe(Math.min(total, 24));
  for (const product of listed) {
    expect(product.brand).toBe(brandName);
    expect(product.price).toBeGreaterThanOrEqual(min);
    expect(product.price).toBeLessThanOrEqual(max);
  }

  // Typed bounds, applied with the button, replace the range; the brand stays.
  await filterButton.click();
  const typedMin = Math.max(listed.map((product) => product.price).sort((a, b) => a - b)[0] ?? 0, 0);
  await prices.getByRole('textbox', { name: '下限（円）' }).fill(String(typedMin));
  await prices.getByRole('textbox', { name: '上限（円）' }).fill('');
  // The apply button reads 「この価格で絞り込む」 until the typed range's count arrives, then 「N件を表示」.
  await prices.getByRole('button', { name: /^(?:この価格で絞り込む|\d+件を表示)$/ }).click();
  await expect(page).toHaveURL(`/t-shirts?brand=${brandSlug}&min_price=${typedMin}`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  for (const product of await listedProducts(page)) {
    expect(product.brand).toBe(brandName);
    expect(product.price).toBeGreaterThanOrEqual(typedMin);
  }
});
