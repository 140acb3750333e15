/** Reading and filling the product page's add-to-cart form the way a shopper does. */
import type { Page } from '@playwright/test';
import { expect, yenValue } from './test.ts';

/** What was put in the form: colour and size names, the tax-included unit price and the quantity. */
export interface SizeChoice {
  colour: string;
  size: string;
  unitPrice: number; // yen, tax included
  quantity: number;
}

/**
 * Picks a colour by its swatch (preferring one that is not pre-selected) and types `quantity` into
 * the first size of that colour that is plainly in stock (在庫あり, more than 10 pieces). Reads the
 * names and the price from the page, so it works on whatever product the listing showed first.
 */
export async function chooseColourAndSize(page: Page, quantity: number): Promise<SizeChoice> {
  const colours = page.getByRole('group', { name: /^カラー（選択中: / });
  const labels = colours.locator('label');
  const count = await labels.count();
  const names: string[] = [];
  let preselected = -1;
  for (let index = 0; index < count; index += 1) {
    names.push(((await labels.nth(index).textContent()) ?? '').trim());
    if (await colours.getByRole('radio').nth(index).isChecked()) preselected = index;
  }
  const order = [...names.keys()].filter((index) => index !== preselected).concat(preselected >= 0 ? [preselected] : []);

  for (const index of order) {
    const colour = names[index] ?? '';
    // The radio itself is visually hidden behind its swatch label: click what the shopper sees.
    await labels.nth(index).click();
    await expect(colours.getByRole('radio', { name: colour, exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: `カラー（選択中: ${colour}）` })).toBeVisible();
    const rows = page.getByRole('group', { name: `サイズと数量（${colour}）` }).getByRole('listitem');
    const rowCount = await rows.count();
    for (let row = 0; row < rowCount; row += 1) {
      const text = (await rows.nth(row).textContent()) ?? '';
      if (!text.includes('在庫あり')) continue;
      const size = ((await rows.nth(row).locator('label').textContent()) ?? '').trim();
      const price = /([￥¥][\d,]+)（税込）/.exec(text)?.[1] ?? null;
      await page.getByRole('spinbutton', { name: `${colour} ${size}の数量`, exact: true }).fill(String(quantity));
      return { colour, size, unitPrice: yenValue(price), quantity };
    }
  }
  throw new Error(`no colour of this product has a size in stock: ${page.url()}`);
}
