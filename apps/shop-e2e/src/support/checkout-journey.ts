/**
 * The main checkout journey of issue #11, run at desktop width (checkout.spec.ts) and on a phone
 * (mobile.checkout.spec.ts): a guest fills the cart with garments and a print production, registers
 * at the checkout, adds an address with the postal-code autofill, pays by Visa, sees the order and
 * its production, finds the cart empty, the order in the history and the confirmation mail.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newCustomer } from './account.ts';
import { expectNoSeriousViolations } from './axe.ts';
import {
  TEST_CARDS,
  addAddress,
  addGarments,
  addInkjetPrint,
  enterCard,
  inkjetProduct,
  orderMailSubject,
  placeButton,
  placeOrder,
  proceedWith,
  registerAtCheckout,
} from './checkout.ts';
import { waitForMail } from './mail.ts';
import { expectNoSidewaysScroll } from './phone-widths.ts';
import { SHOP_URL } from './servers.ts';
import { expect, main, waitForHydration, yenValue } from './test.ts';

/**
 * `shop`: the origin the page runs against and its log (the shared e2e shop, or a journey's own:
 * support/own-shop.ts).
 */
export async function mainCheckoutJourney(
  page: Page,
  request: APIRequestContext,
  label: string,
  shop: { url: string; log?: string } = { url: SHOP_URL },
): Promise<void> {
  const product = await inkjetProduct(request);
  await addGarments(page, product, 2);
  await addInkjetPrint(page, product, 2);
  const cartTotal = yenValue(await page.getByRole('status', { name: '合計（税込）', exact: true }).textContent());

  // The cart's button asks a guest to log in or register, and comes back to the checkout.
  const customer = newCustomer(label);
  await registerAtCheckout(page, customer);
  await expect(page.getByRole('banner').getByRole('link', { name: 'カートに戻る' })).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('combobox', { name: '商品を検索' })).toHaveCount(0);
  await addAddress(page);
  // The cart came along: its total is the checkout summary's goods total.
  const summary = page.getByRole('complementary', { name: 'ご注文内容' });
  await expect(summary.getByText('商品合計')).toBeVisible();
  expect(yenValue(await summary.getByText('商品合計').locator('xpath=following-sibling::dd').textContent())).toBe(cartTotal);
  await expect(page.getByLabel('お届け希望日')).toHaveValue('');
  await expect(page.getByLabel('お届け希望日').locator('option').first()).toHaveText(/^最短（\d+月\d+日\([日月火水木金土]\)）$/);
  await expectNoSidewaysScroll(page, 'the checkout page');
  await expectNoSeriousViolations(page, 'the checkout page');
  await proceedWith(page, 'クレジットカード');

  await expect(page.getByText('カード番号は決済代行会社へ直接送信されます。当店のサーバーには送られず、保存もされません。')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the card form');
  await expectNoSeriousViolations(page, 'the card form');
  // The card goes to the gateway, never to /api.
  const cardPosts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && (sent.postData() ?? '').includes(TEST_CARDS.visa)) cardPosts.push(new URL(sent.url()).pathname);
  });
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  expect(cardPosts).toHaveLength(1);
  expect(cardPosts[0]).toMatch(/^\/sandbox-gateway\/v1\/sessions\/[^/]+\/cards$/);

  // The confirm page: the lines with their snapshot, the placement's artwork, the charges, the total with the tax in it.
  await expect(placeButton(page)).toBeEnabled();
  const content = main(page);
  await expect(content.getByRole('img', { name: '前面 A4のプリントデータ' })).toBeVisible();
  await expect(content.getByText(product.name).first()).toBeVisible();
  await expect(content.getByText(/^（内消費税 [￥¥][\d,]+）$/)).toBeVisible();
  await expect(content.getByText('Visa 末尾4242（有効期限 12/30）')).toBeVisible();
  await expect(content.getByText(/〒150-0001/)).toBeVisible();
  const total = yenValue(await content.getByText('お支払い合計（税込）').locator('xpath=following-sibling::dd').textContent());
  expect(total).toBeGreaterThanOrEqual(cartTotal);
  await expectNoSidewaysScroll(page, 'the confirm page');
  await expectNoSeriousViolations(page, 'the confirm page');

  const number = await placeOrder(page);
  await expect(content.getByText('受付').first()).toBeVisible();
  await expect(content.getByRole('list', { name: 'ご注文の進み具合' })).toBeVisible();
  expect(yenValue(await content.getByText('お支払い合計（税込）').locator('xpath=following-sibling::dd').textContent())).toBe(total);
  await expectNoSidewaysScroll(page, 'the order page');
  await expectNoSeriousViolations(page, 'the order page');

  // The production of the order, with its placement and artwork.
  await content.getByRole('link', { name: /^プリント内容の詳細を見る/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^プリント内容 PF-\d{4}-\d{6,}-1$/);
  await expect(main(page).getByRole('img', { name: '前面 A4のプリントデータ' })).toBeVisible();
  await expect(main(page).getByText('確認待ち')).toBeVisible();

  // The cart is empty; the order is in the history, which the user menu links.
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(main(page).getByText('カートに商品が入っていません。')).toBeVisible();
  await page.goto('/myaccount');
  await waitForHydration(page);
  await expect(main(page).getByRole('region', { name: '最近のご注文' })).toContainText(number);
  await main(page).getByRole('navigation', { name: 'アカウントサービス' }).getByRole('link', { name: '注文履歴', exact: true }).click();
  await expect(page).toHaveURL('/myaccount/orders');
  await expect(main(page).getByRole('link', { name: `ご注文番号 ${number}` })).toBeVisible();

  // The confirmation mail, with the order's link.
  const mail = await waitForMail(customer.email, orderMailSubject(number), shop.log);
  expect(mail.links).toContain(`${shop.url}/myaccount/orders/${number}`);
}
