/** Reading and filling the product page's add-to-cart form the way a shopper does. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, yenValue } from './test.ts';

/** What was put in the form: colour and size names, the tax-included unit price and the quantity. */
export interface SizeChoice {
  colour: string;
  size: string;
  unitPrice: number; // yen, tax included
  quantity: number;
}

/** The texts an element's aria-describedby points at (a grid cell's stock and price). */
async function descriptions(field: Locator): Promise<string[]> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks a colour by its swatch (preferring one that is not pre-selected) and types `quantity` into
 * the first cell of that colour's row of the colour × size grid that is plainly in stock (在庫あり,
 * more than 10 pieces). Reads the names and the price from the page (a cell's description holds its
 * stock and price), so it works on whatever product the listing showed first.
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
    const pattern = new RegExp(`^${escapeRegExp(colour)} (.+)の数量$`);
    const cells = page.getByRole('group', { name: 'カラー・サイズ別の数量' }).getByRole('spinbutton', { name: pattern });
    const cellCount = await cells.count();
    for (let cell = 0; cell < cellCount; cell += 1) {
      const field = cells.nth(cell);
      if (await field.isDisabled()) continue;
      const described = await descriptions(field);
      if (!described.includes('在庫あり')) continue;
      const name = (await field.getAttribute('aria-label')) ?? '';
      const size = pattern.exec(name)?.[1] ?? '';
      const price = described.map((text) => /^([￥¥][\d,]+)$/.exec(text)?.[1]).find(Boolean) ?? null;
      await field.fill(String(quantity));
      return { colour, size, unitPrice: yenValue(price), quantity };
    }
  }
  throw new Error(`no colour of this product has a size in stock: ${page.url()}`);
}

/** The product answer as the product page journeys read it (`response_group=order`, wire names). */
export interface ProductDetailWire {
  code: string;
  name: string;
  images: string[];
  colors: { id: number; name: string; sizes: { name: string; sku: { price: number; inventory: { quantity_available: number } } }[] }[];
  print_methods: { print_specs: { position: string; size: string; width_mm: number; height_mm: number }[] }[];
  size_chart: {
    size_name: string;
    body_length_cm: number | null;
    chest_width_cm: number | null;
    shoulder_width_cm: number | null;
    sleeve_length_cm: number | null;
    height_cm: number | null;
    width_cm: number | null;
    depth_cm: number | null;
  }[];
}

/** A colour and one of its sizes that is plainly in stock (more than 10 pieces). */
export interface StockedCell {
  colour: ProductDetailWire['colors'][number];
  size: string;
  price: number;
}

/** The first in-stock cell of a colour, or undefined. */
export function stockedCell(colour: ProductDetailWire['colors'][number]): StockedCell | undefined {
  const size = colour.sizes.find((candidate) => candidate.sku.inventory.quantity_available > 10);
  return size ? { colour, size: size.name, price: size.sku.price } : undefined;
}

/**
 * A T-shirt of the shop with at least two colours that each have a size plainly in stock, front
 * and back print placements and a size chart, with its product answer.
 */
export async function findApparelProduct(
  request: APIRequestContext,
): Promise<{ product: ProductDetailWire; first: StockedCell; second: StockedCell }> {
  const list = await request.get('/api/products?response_group=shop&category=t-shirts&per_page=40');
  expect(list.ok()).toBe(true);
  for (const item of ((await list.json()) as { data: { code: string; colors: unknown[] }[] }).data) {
    if (item.colors.length < 2) continue;
    const answer = await request.get(`/api/products/${encodeURIComponent(item.code)}?response_group=order`);
    expect(answer.ok()).toBe(true);
    const product = ((await answer.json()) as { data: ProductDetailWire }).data;
    const cells = product.colors.map(stockedCell).filter((cell): cell is StockedCell => cell !== undefined);
    const positions = new Set(product.print_methods.flatMap((method) => method.print_specs.map((spec) => spec.position)));
    const [first, second] = cells;
    if (first && second && positions.has('背面') && product.size_chart.length > 0) return { product, first, second };
  }
  throw new Error('no T-shirt with two stocked colours, back prints and a size chart');
}

/** The measures a size chart shows, in order, with their column names. */
export const CHART_MEASURES = [
  ['body_length_cm', '着丈'],
  ['chest_width_cm', '身幅'],
  ['shoulder_width_cm', '肩幅'],
  ['sleeve_length_cm', '袖丈'],
  ['height_cm', '縦'],
  ['width_cm', '横'],
  ['depth_cm', 'マチ'],
] as const;

/** The rows of the size chart as the page should show them, header first, from the product answer. */
export function expectedSizeChart(product: ProductDetailWire): string[][] {
  const measures = CHART_MEASURES.filter(([key]) => product.size_chart.some((row) => row[key] !== null));
  return [
    ['サイズ', ...measures.map(([, name]) => name)],
    ...product.size_chart.map((row) => [row.size_name, ...measures.map(([key]) => (row[key] === null ? '—' : String(row[key])))]),
  ];
}

/** The size chart table of the page, cell texts row by row. */
export async function sizeChartCells(page: Page): Promise<string[][]> {
  const table = page.getByRole('region', { name: 'サイズ表（cm）' }).getByRole('table');
  return table.locator('tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
}

/** The print positions a product offers (each once). */
export function positionsOf(product: ProductDetailWire): string[] {
  return [...new Set(product.print_methods.flatMap((method) => method.print_specs.map((spec) => spec.position)))];
}
