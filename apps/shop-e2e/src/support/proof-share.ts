/**
 * Shared proofs (issue #30, 「校正を共有する」) as shoppers use them, for proof-share.spec.ts (a
 * guest, desktop) and mobile.proof-share.spec.ts (a customer, phone): a silk-screen print order put
 * in the cart, a link made from its cart line, the link opened in a browser with no session (the
 * mock-up, sizes and pieces, inks, print size in mm, no price), then revoked.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expectNoSidewaysScroll } from './phone-widths.ts';
import { flatPng, silkScreenToUpload } from './print.ts';
import { shoot, silkScreenProduct } from './reorders.ts';
import { expect, main, waitForHydration } from './test.ts';

/** What a silk-screen order put together in these journeys is: its product and the names of the two inks chosen. */
export interface SilkscreenOrder {
  productName: string;
  inks: string[];
}

/**
 * A silk-screen print order of `quantity` pieces in the first colour and size, the first two inks and
 * a PNG, up to its last step (注文内容を確認する) with the print width set to 200 mm.
 */
export async function silkscreenOrderAtConfirm(page: Page, request: APIRequestContext, quantity: number): Promise<SilkscreenOrder> {
  const product = await silkScreenProduct(request);
  const inks = await silkScreenToUpload(page, product.code, { quantity, inks: 2 });
  // 2,400 × 1,200 px: fine at any print width of the area, no low-resolution question.
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'team-logo.png', mimeType: 'image/png', buffer: flatPng(2400, 1200, [20, 60, 160]) });
  await expect(page.getByRole('img', { name: 'team-logo.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '次へ（確認）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文内容を確認する');
  await page.getByRole('spinbutton', { name: '印刷幅' }).first().fill('200');
  await expect(page.getByText(/^仕上がり：幅200×高さ100mm/).first()).toBeVisible();
  return { productName: product.name, inks };
}

/** The same order put in the cart. */
export async function silkscreenOrderInCart(page: Page, request: APIRequestContext, quantity: number): Promise<SilkscreenOrder> {
  const order = await silkscreenOrderAtConfirm(page, request, quantity);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  return order;
}

/** The share dialog opened by `open`: its link (checked through the copy button) and the dialog itself. */
async function linkOfDialog(page: Page, shotName: string): Promise<{ url: string; dialog: ReturnType<Page['getByRole']> }> {
  const dialog = page.getByRole('dialog', { name: '校正を共有する' });
  const field = dialog.getByRole('textbox', { name: /共有リンク/ });
  await expect(field).toHaveValue(/\/proof\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  const url = await field.inputValue();
  await expect(dialog).toContainText('料金・お名前・お届け先などの個人情報は表示されません');
  await expect(dialog).toContainText('リンクは作成から90日で無効になります');
  await dialog.getByRole('button', { name: 'リンクをコピー' }).click();
  await expect(dialog.getByRole('status')).toHaveText('リンクをコピーしました。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousViolations(page, 'the share dialog');
  await shoot(page, `${shotName}-dialog`);
  return { url, dialog };
}

/** 「校正を共有する」 on the print order's last step, before the cart (section 仕上がりを共有する). */
export async function shareFromConfirmStep(page: Page, shotName: string): Promise<{ url: string; dialog: ReturnType<Page['getByRole']> }> {
  const section = main(page).getByRole('region', { name: '仕上がりを共有する' });
  await expect(section).toContainText('料金は表示されません');
  await shoot(page, `${shotName}-confirm`);
  await section.getByRole('button', { name: /の校正を共有する$/ }).click();
  return linkOfDialog(page, shotName);
}

/** 「校正を共有する」 on the cart's print order: the dialog, its link (checked through the copy button) and the dialog itself. */
export async function shareFromCart(page: Page, shotName: string): Promise<{ url: string; dialog: ReturnType<Page['getByRole']> }> {
  await waitForHydration(page);
  await main(page)
    .getByRole('button', { name: /の校正を共有する$/ })
    .first()
    .click();
  return linkOfDialog(page, shotName);
}

/**
 * Opens a shared link in a browser context of its own (no cookie, as a team member would): the
 * mock-up in the ordered colour with the artwork, the sizes and pieces, the inks and the print size
 * in mm, the preview note and the shop's link; no yen sign anywhere, and the private headers.
 */
export async function openSharedProof(
  browser: Browser,
  baseURL: string,
  url: string,
  expected: { productName: string; inks: readonly string[]; quantity: number; viewport?: { width: number; height: number } },
  shotName: string,
): Promise<void> {
  const context = await browser.newContext({ baseURL, ...(expected.viewport ? { viewport: expected.viewport } : {}) });
  const page = await context.newPage();
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  const headers = answer?.headers() ?? {};
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await waitForHydration(page);
  const content = main(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`校正の共有：${expected.productName}`);
  await expect(content).toContainText('仕上がりイメージ（校正のプレビュー）');
  const view = content.getByRole('img', { name: /の前面プレビュー$/ }).first();
  const art = view.locator('[data-part="artwork"]').first();
  await expect(art).toBeVisible();
  expect(await art.getAttribute('href')).toMatch(/^\/api\/proof\/[A-Za-z0-9_-]{22}\/artwork\/0$/);
  // The picture really loads through the link (the raw file routes are the owner's only).
  expect(await art.evaluate((image) => (image as SVGImageElement).getBBox().width)).toBeGreaterThan(0);
  await expect(content.getByRole('table').first()).toContainText(`${expected.quantity}枚`);
  await expect(content).toContainText(`合計枚数${expected.quantity}枚`);
  // The inks chosen, by name (with their swatches), not a count.
  await expect(content).toContainText(`インク: ${expected.inks.join('・')}`);
  await expect(content).not.toContainText('インク: 2色');
  await expect(content).toContainText('印刷サイズ: 幅200×高さ100mm');
  await expect(content.getByRole('link', { name: /のサイトを見る$/ })).toHaveAttribute('href', '/');
  const text = (await page.locator('body').innerText()) + (await page.content());
  expect(text).not.toMatch(/[¥￥]/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the shared proof');
  await shoot(page, `${shotName}-shared`);
  await context.close();
}

/** The same link once revoked, opened without a session: 410 and the Japanese sentence, nothing of the proof. */
export async function expectRevoked(browser: Browser, baseURL: string, url: string, productName: string, shotName: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(410);
  await expect(main(page).getByRole('alert')).toContainText('共有した方によって停止されました');
  await expect(main(page)).not.toContainText(productName);
  await expect(main(page).getByRole('img', { name: /プレビュー$/ })).toHaveCount(0);
  await shoot(page, `${shotName}-revoked`);
  await context.close();
}
