/**
 * Estimate journeys (issue #15): an inkjet print order priced in the print flow, then saved as an
 * estimate (見積書を保存) or downloaded as a quote PDF (見積書PDFをダウンロード); the PDF read back with
 * Debian's pdftotext (poppler-utils).
 */
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inkjetProduct } from './checkout.ts';
import { choosePlacement, fillQuantity, liveTotal, startPrintOrder } from './print.ts';
import { expect, main, yenValue } from './test.ts';

const run = promisify(execFile);

/** The text of a downloaded PDF, as `pdftotext -layout` reads it. */
export async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout;
}

/** `¥12,345` as pdftotext reads the PDF's amounts. */
export const pdfYen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

/** Starts an inkjet print order (front A4, `quantity` pieces) of a light garment; answers the live total. */
export async function pricedInkjetOrder(page: Page, request: APIRequestContext, quantity = 10): Promise<number> {
  const product = await inkjetProduct(request);
  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, quantity);
  return liveTotal(page);
}

/** 「見積書を保存」 on the price panel: answers the estimate number, then opens the estimate's page. */
export async function saveEstimate(page: Page): Promise<string> {
  await page.getByRole('button', { name: '見積書を保存' }).click();
  const saved = page.getByRole('status').filter({ hasText: '見積書を保存しました' });
  await expect(saved).toBeVisible();
  const number = /Q-\d{4}-\d{6,}/.exec((await saved.textContent()) ?? '')?.[0];
  if (!number) throw new Error('no estimate number shown');
  await saved.getByRole('link', { name: '保存した見積書を見る' }).click();
  await expect(page).toHaveURL(`/myaccount/estimates/${number}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`お見積り ${number}`);
  return number;
}

/** The 合計（税込） of an estimate's page, yen. */
export async function estimateTotal(page: Page): Promise<number> {
  const total = main(page).locator('dt:text-is("合計（税込）") + dd');
  return yenValue(await total.textContent());
}
