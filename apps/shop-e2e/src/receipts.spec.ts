/**
 * Receipts and invoices (issue #32) on a shop of this file's own (port 3962 `E2E_OWN_RECEIPTS_PORT`):
 * a card order has no receipt until the operator ships it (the card is captured then); then
 * 「領収書を発行する」 opens a dialog with the customer's name and 「オリジナルプリント衣料品代として」,
 * the PDF comes with the 宛名 typed, and a second download is 「再発行」 with the first 宛名 and
 * 但し書き. A bank-transfer order links its invoice (the transfer account and due date) at once and gets
 * a receipt once the transfer is confirmed. Axe on each state; `E2E_SHOTS=<folder>` saves screenshots.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { buyByBankTransfer, buyByCard } from './support/checkout.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { downloadFrom, openOrder, openReceiptDialog, pdfText, shipOrder, shoot } from './support/receipts.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_RECEIPTS_PORT', 3962), 'receipts');

test('a card order: no receipt before shipping, then a receipt with the 宛名 typed, and a re-issue marked 再発行', async ({
  page,
  request,
}) => {
  const number = await buyByCard(page, request, 2);
  let section = await openOrder(page, number);
  await expect(section).toContainText('クレジットカードのお支払いは商品の発送時に確定します。領収書は発送後に発行できます。');
  await expect(section.getByRole('button', { name: /領収書/ })).toHaveCount(0);
  await expect(section.getByRole('link', { name: '請求書（PDF）をダウンロード' })).toHaveCount(0);

  await shipOrder(own.shop(), number);
  section = await openOrder(page, number);
  const dialog = await openReceiptDialog(page, section, '領収書を発行する');
  await expect(dialog.getByLabel('宛名')).toHaveValue(own.customer().name);
  await expect(dialog.getByLabel('但し書き')).toHaveValue('オリジナルプリント衣料品代として');
  await expect(dialog).toContainText('2回目以降のダウンロードは「再発行」と記載され、初回の宛名・但し書きで発行されます');
  await dialog.getByLabel('宛名').fill('あ'.repeat(21));
  await dialog.getByRole('button', { name: '領収書をダウンロード' }).click();
  await expect(dialog.getByText('宛名は20文字以下で入力してください')).toBeVisible();
  await dialog.getByLabel('宛名').fill('株式会社テスト商事');
  await shoot(page, 'receipt-dialog-desktop');
  await expectNoSeriousViolations(page, 'receipt dialog');
  const first = await downloadFrom(page, dialog, '領収書をダウンロード');
  expect(first.download.suggestedFilename()).toBe(`領収書_${number}.pdf`);
  for (const expected of [
    '領収書',
    `注文番号 ${number}`,
    '株式会社テスト商事 様',
    '但し オリジナルプリント衣料品代として',
    '登録番号 T',
    '内消費税（10%）',
  ]) {
    expect(first.text).toContain(expected);
  }
  expect(first.text).not.toContain('再発行');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText('領収書をダウンロードしました。');

  const again = await openReceiptDialog(page, section, '領収書を再発行する');
  await expect(again).toContainText('株式会社テスト商事 様');
  await expect(again).toContainText('但し オリジナルプリント衣料品代として');
  await expect(again.getByLabel('宛名')).toHaveCount(0);
  await shoot(page, 'receipt-reissue-dialog-desktop');
  await expectNoSeriousViolations(page, 'receipt re-issue dialog');
  const second = await downloadFrom(page, again, '再発行してダウンロード');
  expect(second.text).toContain('再発行');
  expect(second.text).toContain('株式会社テスト商事 様');
  await expect(section.getByRole('status')).toHaveText('領収書（再発行）をダウンロードしました。');
  await shoot(page, 'order-page-after-reissue-desktop');
});

test('a bank-transfer order: the invoice at once, the receipt once the transfer is confirmed', async ({ page, request }) => {
  const number = await buyByBankTransfer(page, request, 2);
  let section = await openOrder(page, number);
  await expect(section).toContainText('ご入金を確認した後に、領収書を発行できます。');
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: '請求書（PDF）をダウンロード' }).click(),
  ]);
  const text = await pdfText(invoice);
  for (const expected of [
    '請求書',
    `${own.customer().name} 様`,
    'お振込先',
    'お支払期限',
    '登録番号 T',
    '10%対象（税込）',
    '内消費税（10%）',
  ]) {
    expect(text).toContain(expected);
  }
  await shoot(page, 'bank-transfer-order-desktop');
  await expectNoSeriousViolations(page, 'bank-transfer order with its invoice');

  const confirmed = await own.shop().admin('confirm-payment', number);
  expect(confirmed.code, confirmed.output).toBe(0);
  section = await openOrder(page, number);
  const dialog = await openReceiptDialog(page, section, '領収書を発行する');
  const receipt = await downloadFrom(page, dialog, '領収書をダウンロード');
  expect(receipt.text).toContain(`${own.customer().name} 様`);
  expect(receipt.text).toContain('お支払方法 銀行振込');
});
