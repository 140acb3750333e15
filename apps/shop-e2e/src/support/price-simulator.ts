/** Driving the quick price simulator and comparing it with the print-order flow. */
import type { Locator, Page } from '@playwright/test';
import { choosePlacement, liveTotal, startPrintOrder } from './print.ts';
import { expect, yenValue } from './test.ts';

/** What the simulator priced: its total, the product and the garment it priced. */
export interface SimulatedPrice {
  total: number; // yen, tax included
  perPiece: number;
  code: string;
  colour: string;
  size: string;
}

/** The simulator region of the page. */
export function simulator(page: Page): Locator {
  return page.getByTestId('price-simulator');
}

/** Reads the simulator's priced result (its declared inputs and the garment named in the breakdown). */
export async function simulatedPrice(page: Page): Promise<SimulatedPrice> {
  const region = simulator(page);
  const result = region.locator('[data-price-example]');
  await expect(result).toBeVisible();
  const inputs = JSON.parse((await result.getAttribute('data-price-example')) ?? '{}') as { code: string };
  const garment = /ボディ代（(.+?)・(.+?)\s/.exec((await result.getByText(/^ボディ代/).textContent()) ?? '');
  if (!garment) throw new Error('the simulator names no garment');
  return {
    total: yenValue(await result.getByText(/^合計 /).textContent()),
    perPiece: yenValue(
      /1枚あたり\s*([￥¥][\d,]+)/.exec(
        (await result
          .getByText(/1枚あたり/)
          .first()
          .textContent()) ?? '',
      )?.[1] ?? null,
    ),
    code: inputs.code,
    colour: garment[1] ?? '',
    size: garment[2] ?? '',
  };
}

/** Sets the simulator's quantity and waits for the total to follow. */
export async function setSimulatorQuantity(page: Page, quantity: number): Promise<void> {
  const field = simulator(page).getByRole('spinbutton', { name: /^枚数/ });
  await field.fill(String(quantity));
  await expect(simulator(page).locator('[data-price-example]')).toHaveAttribute(
    'data-price-example',
    new RegExp(`"quantity":${quantity}\\b`),
  );
}

/** Waits until the simulator's result is priced for `count` placements (a method change re-renders them first). */
export async function expectSimulatedPlacements(page: Page, count: number): Promise<void> {
  const ids = Array.from({ length: count }, () => '\\d+').join(',');
  await expect(simulator(page).locator('[data-price-example]')).toHaveAttribute('data-price-example', new RegExp(`"specIds":\\[${ids}\\]`));
}

/**
 * The live total of the print-order flow for the same production: the method, the placements, the
 * simulated garment's colour and size with `quantity` pieces, and for silk-screen `inks` ink colours
 * (chosen on the ink step). Returns the total the print step shows.
 */
export async function printFlowTotal(
  page: Page,
  price: SimulatedPrice,
  order: { methodName: string; placements: readonly string[]; quantity: number; inks?: number },
): Promise<number> {
  await startPrintOrder(page, price.code, order.methodName);
  for (const placement of order.placements) await choosePlacement(page, placement);
  await page.getByRole('spinbutton', { name: `${price.colour} ${price.size}の数量`, exact: true }).fill(String(order.quantity));
  if (order.inks !== undefined) {
    await page.getByRole('link', { name: '次へ（インク色）' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('インク色を選ぶ');
    for (let index = 0; index < order.inks; index += 1) await page.locator('fieldset input[type=checkbox]').nth(index).check();
    await expect(page.getByLabel('料金の内訳')).toContainText('版代');
  }
  return liveTotal(page);
}
