/**
 * Receipt journeys (issue #32): an order paid (a card captured at shipping by the operator's command
 * line, or a bank transfer confirmed), then 「領収書を発行する」 on its page: the dialog, the download,
 * the PDF read back with pdftotext, and a re-issue marked 再発行.
 */
import type { Download, Locator, Page } from '@playwright/test';
import type { OwnShop } from './own-shop.ts';
import { pdfText } from './estimates.ts';
import { expect, main, waitForHydration } from './test.ts';

export { pdfText };
export { shoot } from './reorders.ts';

/** The operator ships an order of blank garments (the card is captured then). */
export async function shipOrder(shop: OwnShop, number: string): Promise<void> {
  const shipped = await shop.admin('ship', number, '--carrier', '1', '--tracking', '4321-8765-0001');
  expect(shipped.code, shipped.output).toBe(0);
}

/** The order's page, hydrated, and its 領収書・請求書 section. */
export async function openOrder(page: Page, number: string): Promise<Locator> {
  await page.goto(`/myaccount/orders/${number}`);
  await waitForHydration(page);
  const section = main(page).getByRole('region', { name: '領収書・請求書' });
  await expect(section).toBeVisible();
  return section;
}

/** Clicks the receipt button of the section and answers the dialog it opens. */
export async function openReceiptDialog(page: Page, section: Locator, button: '領収書を発行する' | '領収書を再発行する'): Promise<Locator> {
  await section.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button === '領収書を発行する' ? '領収書の発行' : '領収書の再発行' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks the dialog's download button; answers the download and its text. */
export async function downloadFrom(page: Page, dialog: Locator, button: '領収書をダウンロード' | '再発行してダウンロード') {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: button }).click(),
  ]);
  return { download, text: await pdfText(download) };
}
