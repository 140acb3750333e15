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

/** The groups of the drawer (sort and facets) by legend, in order. */
async function groupNames(drawer: Locator): Promise<string[]> {
  return (await drawer.getByRole('group').locator('legend').allTextContents()).map((text) => text.trim());
}

/** The apply button of the drawer, whatever it says (「N件を表示」, 「この条件で表示」 while counting). */
const applyButton = (drawer: Locator) => drawer.getByRole('button', { name: /^(?:\d+件を表示|この条件で表示|該当する商品がありません)$/ });

test('on a category page the filter drawer narrows the list by brand and price, applied together, in the URL, and works by keyboard', async ({
  page,
}) => {
  await page.goto('/t-shirts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tシャツ');

  // The top bar's filter button opens the drawer from the keyboard.
  const filterButton = page.getByRole('button', { name: '絞り込み' });
  await filterButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '絞り込み・並び替え' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('group', { name: '並び替え' })).toBeVisible();
  expect(await groupNames(drawer)).toEqual(['並び替え', ...FACET_GROUPS]);

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filterButton).toBeFocused();

  // A brand: the first one offered after 「指定なし」, ticked with the keyboard (Space on a radio).
  await filterButton.click();
  await expect(drawer).toBeVisible();
  const brands = drawer.getByRole('group', { name: 'ブランド' });
  await expect(brands.getByRole('radio', { name: '指定なし' })).toBeChecked();
  const brandRadio = brands.getByRole('radio').nth(1);
  // The choice reads `United Basics(8)`: the name, then the count of products.
  const brandName = ((await brandRadio.locator('xpath=..').textContent()) ?? '').replace(/\(\d+\)$/, '').trim();
  const brandSlug = await brandRadio.getAttribute('value');
  expect(brandSlug).toMatch(/^[a-z0-9-]+$/);
  await brandRadio.focus();
  await page.keyboard.press('Space');
  await expect(brandRadio).toBeChecked();
  // Nothing is applied yet.
  await expect(page).toHaveURL('/t-shirts');

  // A price range: the first one offered holds a price of the list; its bounds fill the typed fields.
  const prices = drawer.getByRole('group', { name: '価格（税込）' });
  const rangeRadio = prices.getByRole('radio').nth(1);
  const label = ((await rangeRadio.locator('xpath=..').textContent()) ?? '').trim();
  expect(label).toMatch(/^(?:￥[\d,]+)?〜(?:￥[\d,]+)?$/);
  const [minText, maxText] = ((await rangeRadio.getAttribute('value')) ?? '').split('-');
  await rangeRadio.check();
  await expect(prices.getByRole('textbox', { name: '下限（円）' })).toHaveValue(minText ?? '');
  await expect(prices.getByRole('textbox', { name: '上限（円）' })).toHaveValue(maxText ?? '');
  const min = minText ? Number(minText) : 0;
  const max = maxText ? Number(maxText) : Number.POSITIVE_INFINITY;

  // One button applies both, once it has counted them (the range holds the cheapest product of the
  // list, not necessarily of the brand: the count may be 0, then the first range that lists some).
  await expect(applyButton(drawer)).toHaveText(/^(?:\d+件を表示|該当する商品がありません)$/);
  if ((await applyButton(drawer).textContent()) === '該当する商品がありません') {
    await prices.getByRole('radio', { name: '指定なし' }).check();
  }
  await expect(applyButton(drawer)).toHaveText(/^\d+件を表示$/);
  const announced = Number(/^(\d+)件/.exec((await applyButton(drawer).textContent()) ?? '')?.[1]);
  const priced = await prices.getByRole('radio', { name: label }).isChecked();
  await applyButton(drawer).click();
  const bounds = priced ? [minText ? `&min_price=${minText}` : '', maxText ? `&max_price=${maxText}` : ''].join('') : '';
  await expect(page).toHaveURL(`/t-shirts?brand=${brandSlug}${bounds}`);
  // Applying closes the drawer.
  await expect(drawer).toBeHidden();

  // Every listed product is of that brand and priced within the range; as many as announced (the
  // address changes before the new list has replaced the old one).
  await expect(main(page).getByText(/^全\d+点$/)).toHaveText(`全${announced}点`);
  const total = Number(
    /全(\d+)点/.exec(
      (await main(page)
        .getByText(/^全\d+点$/)
        .textContent()) ?? '',
    )?.[1],
  );
  expect(total).toBe(announced);
  const listed = await listedProducts(page);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.length).toBe(Math.min(total, 24));
  for (const product of listed) {
    expect(product.brand).toBe(brandName);
    if (priced) {
      expect(product.price).toBeGreaterThanOrEqual(min);
      expect(product.price).toBeLessThanOrEqual(max);
    }
  }

  // Opened again, the drawer starts from the filters in force; typed bounds replace the range.
  await filterButton.click();
  await expect(drawer.getByRole('group', { name: 'ブランド' }).getByRole('radio', { name: brandName })).toBeChecked();
  const typedMin = Math.max(listed.map((product) => product.price).sort((a, b) => a - b)[0] ?? 0, 0);
  await prices.getByRole('textbox', { name: '下限（円）' }).fill(String(typedMin));
  await prices.getByRole('textbox', { name: '上限（円）' }).fill('');
  await expect(applyButton(drawer)).toHaveText(/^\d+件を表示$/);
  await applyButton(drawer).click();
  await expect(page).toHaveURL(`/t-shirts?brand=${brandSlug}&min_price=${typedMin}`);
  await expect(drawer).toBeHidden();
  for (const product of await listedProducts(page)) {
    expect(product.brand).toBe(brandName);
    expect(product.price).toBeGreaterThanOrEqual(typedMin);
  }
});
