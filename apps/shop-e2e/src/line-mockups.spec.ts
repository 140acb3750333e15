/**
 * The design on the garment for lines (issue #30, docs/decisions/022-line-mockups.md), on a shop of
 * this file's own (port 3976 `E2E_OWN_MOCKUPS_PORT`): an inkjet print order's cart line shows the
 * server's mock-up of the uploaded artwork (not the blank garment), the estimate saved from it shows
 * it on its page, and once ordered the order page and the order history show the production's
 * mock-up (its capability address). A line without print keeps the garment picture. Looked at on a
 * phone (390 and 360 px) as well as the desktop.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { addGarments, addInkjetPrint, atCheckoutWithAddress, inkjetProduct, placeOrder, proceedWith } from './support/checkout.ts';
import { saveEstimate } from './support/estimates.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { choosePlacement, fileInput, fillQuantity, flatPng, startPrintOrder } from './support/print.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

useOwnShopCustomer(e2ePort('E2E_OWN_MOCKUPS_PORT', 3976), 'mockups');

/** 「○○（ホワイト）に前面 A4プリントのイメージ」: the alternative text of a line's mock-up. */
const MOCKUP_ALT = /^.+（.+）に前面( A4)?プリントのイメージ$/;

/** Waits until an image has loaded, and answers its natural width (0: it did not load). */
async function loadedWidth(image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { intervals: [100] }).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

/**
 * How many pixels of a loaded picture have the artwork's colour (flatPng(…, [30, 90, 200]) of
 * addInkjetPrint), read on a canvas: the blank garment has none, a mock-up thousands.
 */
async function artworkPixels(image: Locator): Promise<number> {
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs((data[i] ?? 0) - 30) < 24 && Math.abs((data[i + 1] ?? 0) - 90) < 24 && Math.abs((data[i + 2] ?? 0) - 200) < 24) count++;
    }
    return count;
  });
}

async function expectMockup(image: Locator, prefix: string): Promise<void> {
  await expect(image).toHaveAttribute('src', new RegExp(`^${prefix.replace(/[/?]/g, '\\$&')}`));
  expect(await loadedWidth(image)).toBe(400);
  // An A4 print is at least 70 × 70 px of the 400 px picture on every garment.
  expect(await artworkPixels(image)).toBeGreaterThan(4_000);
}

async function atWidths(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  await shoot(page, `${name}-desktop`);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await check();
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a print line shows the design on the garment in the cart, on the order page and in the order history; a plain line keeps the garment', async ({
  page,
  request,
}) => {
  const product = await inkjetProduct(request);
  await addInkjetPrint(page, product, 2);
  await addGarments(page, product, 1);
  await page.goto('/cart');
  await waitForHydration(page);

  const printLine = main(page).getByRole('listitem').filter({ hasText: 'プリント方法: インクジェット' });
  const cartMockup = printLine.getByRole('img', { name: MOCKUP_ALT });
  await expectMockup(cartMockup, '/api/mockups/draft?');
  // The plain line: the catalogue's garment picture, decorative.
  const plainImages = main(page).locator('li:not(:has-text("プリント方法")) img[src^="/api/images/products/"]');
  await expect(plainImages.first()).toHaveAttribute('alt', '');
  await expectNoSeriousViolations(page, 'cart with a print line mock-up');
  await atWidths(page, 'line-mockups-cart', () => expect(cartMockup).toBeVisible());

  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  const number = await placeOrder(page);

  await page.goto(`/myaccount/orders/${number}`);
  await waitForHydration(page);
  const orderMockup = main(page).getByRole('img', { name: MOCKUP_ALT }).first();
  await expectMockup(orderMockup, '/api/mockups/productions/');
  await atWidths(page, 'line-mockups-order', () => expect(orderMockup).toBeVisible());

  await page.goto('/myaccount/orders');
  await waitForHydration(page);
  const listed = main(page).getByRole('listitem').filter({ hasText: number });
  // The history shows the first line's picture: here the plain garment (items come first), decorative.
  // (A print order's first line shows its mock-up there: tests/mockups/line-mockups.test.ts.)
  await expect(listed.locator('img').first()).toHaveAttribute('src', /^\/api\/images\/products\//);
  await expectNoSeriousViolations(page, 'order history');
});

test('an estimate saved with its artwork shows the design on the garment on its page', async ({ page, request }) => {
  const product = await inkjetProduct(request);
  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, 10);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await fileInput(page, '前面 A4').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: flatPng(2000, 2800, [30, 90, 200]) });
  await expect(page.getByRole('img', { name: 'front.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();
  // The estimate is saved from the confirm step's panel, not the data step's while the next step loads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  await expect(page.getByRole('heading', { name: 'プリントの大きさと位置' })).toBeVisible();
  await saveEstimate(page);
  await waitForHydration(page);
  const mockup = main(page).getByRole('img', { name: MOCKUP_ALT });
  await expectMockup(mockup, '/api/mockups/draft?');
  await expectNoSeriousViolations(page, 'estimate page with a mock-up');
  await atWidths(page, 'line-mockups-estimate', () => expect(mockup).toBeVisible());
});
