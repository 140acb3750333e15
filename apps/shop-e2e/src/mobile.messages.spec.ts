/**
 * The order page's 「お問い合わせ・メッセージ」 (issue #30) on phones, on a shop of this file's own
 * (`E2E_OWN_MOBILE_MESSAGES_PORT`, port 3979 by default): the customer's question and the shop's answer (sent by
 * customer service through the admin API) fit 360 and 390 px without sideways scrolling, a long
 * unbroken line included, and the textarea and the button stay within the screen. Axe on the thread.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { buyByBankTransfer } from './support/checkout.ts';
import { askShop, customerServiceByApi, threadSection } from './support/messages.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { shoot } from './support/reorders.ts';
import { expectNoSidewaysScroll } from './support/phone-widths.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_MESSAGES_PORT', 3979), 'mobile-messages');

/** Every part of the thread lies within the screen's width. */
async function expectThreadWithinScreen(page: Page) {
  const width = page.viewportSize()!.width;
  const section = threadSection(page);
  for (const part of [section, section.getByLabel('ショップへのメッセージ'), section.getByRole('button', { name: '送信する' })]) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  for (const item of await section.getByRole('listitem').all()) {
    const box = await item.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}

test('the thread on a phone: a question and the shop’s answer fit 390 and 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const number = await buyByBankTransfer(page, request, 2);
  await askShop(page, `納期について質問です。\nデザインはこちらに置きました：https://example.com/${'a'.repeat(80)}`);

  const staff = await customerServiceByApi(own.shop(), 'cs-mobile-e2e@example.com');
  await staff.reply(number, 'お問い合わせありがとうございます。\n12月9日の発送でご用意いたします。');
  await staff.dispose();

  await page.reload();
  const section = threadSection(page);
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('listitem').last()).toContainText('プリントファクトリー');
  await expect(section.getByRole('listitem').last()).toContainText('新着');
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await expectThreadWithinScreen(page);
  await shoot(page, 'messages-thread-390');
  await expectNoSeriousViolations(page, 'the order thread (390 px)');

  await page.setViewportSize({ width: 360, height: 740 });
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await expectThreadWithinScreen(page);
  await shoot(page, 'messages-thread-360');
});
