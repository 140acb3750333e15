/**
 * Reorder journeys (issue #15): a silk-screen production ordered through the print flow with its
 * plates kept (版を保管する), paid by bank transfer and taken to 配達完了 by the operator's command
 * line, so that it can be reordered; and the steps of a reorder.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { atCheckoutWithAddress, placeButton, placeOrder, proceedWith } from './checkout.ts';
import type { OwnShop } from './own-shop.ts';
import { flatPng, silkScreenToUpload } from './print.ts';
import { expect } from './test.ts';

interface ShopProductList {
  data: { code: string; name: string; colors: unknown[]; print_methods: { slug: string }[] }[];
}

/** A product printed by silk-screen. */
export async function silkScreenProduct(request: APIRequestContext): Promise<{ code: string; name: string }> {
  const list = (await (await request.get('/api/products?response_group=shop&per_page=40')).json()) as ShopProductList;
  const product = list.data.find((p) => p.print_methods.some((m) => m.slug === 'silkscreen'));
  if (!product) throw new Error('no silk-screen product in the catalogue');
  return product;
}

/**
 * The logged-in customer orders `quantity` pieces of a silk-screen print (one placement, one ink,
 * plates kept) by bank transfer, 「校正なしで進める」; the operator confirms the payment, approves
 * the data and takes the order to 配達完了. Answers the production number (PF-…-1) and the product.
 */
export async function deliveredSilkScreen(
  page: Page,
  request: APIRequestContext,
  shop: OwnShop,
  quantity = 15,
): Promise<{ number: string; product: { code: string; name: string } }> {
  const product = await silkScreenProduct(request);
  await silkScreenToUpload(page, product.code, { quantity, keepPlates: true });
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'team-logo.png', mimeType: 'image/png', buffer: flatPng(2000, 2800, [20, 60, 160]) });
  await page.getByRole('link', { name: '次へ（確認）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文内容を確認する');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL('/cart');

  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  await expect(placeButton(page)).toBeEnabled();
  // No proof to approve: the staff's approval of the data (art-approve) lets production start.
  await page.getByRole('radio', { name: /校正なしで進める/ }).check();
  const order = await placeOrder(page);
  const run = async (...args: string[]) => {
    const result = await shop.admin(...args);
    expect(result.code, result.output).toBe(0);
    return result.output;
  };
  await run('confirm-payment', order);
  await run('start-check', order);
  for (const [, job] of (await run('art-jobs', order)).matchAll(/^#(\d+)/gm)) await run('art-approve', job!);
  await run('start-production', order);
  await run('ship', order, '--carrier', '1', '--tracking', '1111-2222-3333');
  await run('deliver', order);
  return { number: `${order}-1`, product };
}

/** The order's production as this browser's customer reads it from the API. */
export async function orderLines(
  page: Page,
  number: string,
): Promise<
  {
    kind: string;
    subtotal: number;
    production?: { reorder_of?: string; data_check_status: string; prints: { plate_charge: number; inks?: string[] }[] };
    charges: { plate_charges: number; color_change_charges: number };
  }[]
> {
  const body = await page.evaluate(
    async (n) => (await fetch(`/api/orders/${n}`, { headers: { Accept: 'application/json' } })).json(),
    number,
  );
  return (body as { data: { lines: Awaited<ReturnType<typeof orderLines>> } }).data.lines;
}

/** With `E2E_SHOTS=<folder>`, a full-page screenshot of what the shopper sees (for looking at the pages, never compared). */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env['E2E_SHOTS'];
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}
