/**
 * Receipts (issue #32) on a 390 px phone, on a shop of this file's own (port 3963
 * `E2E_OWN_MOBILE_RECEIPTS_PORT`): the order page and the dialog fit the screen (no sideways
 * scrolling, the dialog within the viewport), a receipt is issued with the 宛名 typed, and the second
 * download is 「再発行」 with the first 宛名. Axe on each state; `E2E_SHOTS=<folder>` saves screenshots.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { buyByCard } from './support/checkout.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { downloadFrom, openOrder, openReceiptDialog, shipOrder, shoot } from './support/receipts.ts';
import { expectNoSidewaysScroll } from './support/phone-widths.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_RECEIPTS_PORT', 3963), 'mobile-receipts');

test.use({ viewport: { width: 390, height: 844 } });

/** The dialog lies within the screen's width. */
async function expectWithinScreen(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a receipt on a phone: issued with the 宛名 typed, then re-issued with 再発行', async ({ page, request }) => {
  const number = await buyByCard(page, request, 2);
  await shipOrder(own.shop(), number);
  const section = await openOrder(page, number);
  await expectNoSidewaysScroll(page);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'order-receipt-section-390');

  const dialog = await openReceiptDialog(page, section, '領収書を発行する');
  await expectWithinScreen(page, dialog);
  await dialog.getByLabel('宛名').fill('ＰＦテニス部 保護者会');
  await dialog.getByLabel('但し書き').fill('部活動ユニフォーム代として');
  await shoot(page, 'receipt-dialog-390');
  await expectNoSeriousViolations(page, 'receipt dialog (phone)');
  const first = await downloadFrom(page, dialog, '領収書をダウンロード');
  expect(first.text).toContain('ＰＦテニス部 保護者会 様');
  expect(first.text).toContain('但し 部活動ユニフォーム代として');
  expect(first.text).not.toContain('再発行');

  const again = await openReceiptDialog(page, section, '領収書を再発行する');
  await expectWithinScreen(page, again);
  await expect(again).toContainText('ＰＦテニス部 保護者会 様');
  await shoot(page, 'receipt-reissue-dialog-390');
  const second = await downloadFrom(page, again, '再発行してダウンロード');
  expect(second.text).toContain('再発行');
  expect(second.text).toContain('ＰＦテニス部 保護者会 様');
  expect(second.text).toContain('但し 部活動ユニフォーム代として');
  await expectNoSidewaysScroll(page);
  await shoot(page, 'order-after-reissue-390');
});
