import type { Page } from '@playwright/test';
import { SHOP_URL } from './support/servers.ts';
import { expect, main, test, yenValue } from './support/test.ts';

// What a crawler without JavaScript gets: the server-rendered HTML only.
test.use({ javaScriptEnabled: false });

type JsonLd = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

/** The page has a title, a meta description and an absolute canonical URL for `path`. */
async function expectHeadTags(page: Page, path: string): Promise<void> {
  expect((await page.title()).trim(), `<title> of ${path}`).not.toBe('');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  expect((await page.locator('head meta[name="description"]').getAttribute('content'))?.trim(), `description of ${path}`).toBeTruthy();
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SHOP_URL}${path}`);
}

test('home, category and product pages are complete without JavaScript, with structured data', async ({ page }) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expectHeadTags(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A category page, reached by its link in the server HTML.
  const categoryLink = main(page).getByRole('region', { name: 'カテゴリーから探す' }).getByRole('link').first();
  const categoryName = (await categoryLink.textContent())?.trim() ?? '';
  const categoryPath = (await categoryLink.getAttribute('href')) ?? '';
  await categoryLink.click();
  await expect(page).toHaveURL(categoryPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  await expectHeadTags(page, categoryPath);
  const breadcrumbs = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList');
  expect(breadcrumbs, 'BreadcrumbList JSON-LD on the category page').toBeDefined();
  const crumbs = breadcrumbs?.['itemListElement'] as { position: number; name: string; item: string }[];
  expect(crumbs.at(0)).toMatchObject({ position: 1, item: `${SHOP_URL}/` });
  expect(crumbs.at(-1)).toMatchObject({ position: crumbs.length, name: categoryName, item: `${SHOP_URL}${categoryPath}` });

  // The first product of the listing.
  const card = main(page)
    .getByRole('link', { name: /（税込）/ })
    .first();
  const productPath = (await card.getAttribute('href')) ?? '';
  const productName = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const response = await page.goto(productPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await expectHeadTags(page, productPath);
  await expect(page).toHaveTitle(new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  const product = (await jsonLd(page)).find((block) => block['@type'] === 'Product');
  expect(product, 'Product JSON-LD on the product page').toBeDefined();
  expect(product?.['name']).toBe(productName);
  const offers = product?.['offers'] as { priceCurrency: string; lowPrice?: number; highPrice?: number; price?: number; url: string };
  expect(offers.priceCurrency).toBe('JPY');
  expect(offers.url).toBe(`${SHOP_URL}${productPath}`);
  // The lowest price of the structured data is the price the page shows.
  const lowest = offers.lowPrice ?? offers.price;
  const priceLine = main(page)
    .getByRole('paragraph')
    .filter({ hasText: /^[￥¥][\d,]+.*（税込・1枚あたり）$/ });
  await expect(priceLine).toHaveCount(1);
  expect(yenValue(await priceLine.textContent())).toBe(lowest);
  if (offers.highPrice !== undefined && offers.highPrice !== lowest) {
    expect(yenValue((await priceLine.textContent())?.split('〜')[1] ?? null)).toBe(offers.highPrice);
  }
  expect(Number.isInteger(lowest)).toBe(true);
});

test('the search form works without JavaScript as a plain GET to /search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: '商品を検索' });
  await box.fill('パーカー');
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('パーカー')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「パーカー」の検索結果');
  await expect(main(page).getByRole('status')).toHaveText(/^[1-9]\d*件の商品が見つかりました$/);
  await expectHeadTags(page, '/search');
  // Result pages are kept out of search engines.
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
