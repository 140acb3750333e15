/**
 * The ways a payment can go (issue #11), on a shop of this file's own (support/own-shop.ts): the shared
 * shop allows 5 registrations an hour per client address, and the price journey stops the server to
 * change the database. One customer, registered once, buys in each journey.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  TEST_CARDS,
  addGarments,
  atCheckoutWithAddress,
  buyByBankTransfer,
  enterCard,
  inkjetProduct,
  placeButton,
  proceedWith,
  serverCart,
  stockOf,
} from './support/checkout.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, test, yenValue } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_PORT', 3933), 'payments');

const totalOf = async (page: Page) =>
  yenValue(await main(page).getByText('お支払い合計（税込）').locator('xpath=following-sibling::dd').textContent());

test('a JCB card with 3-D Secure: the card issuer’s page, then back through the bridge to the order', async ({ page, request }) => {
  await addGarments(page, await inkjetProduct(request), 1);
  await atCheckoutWithAddress(page);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.challenge, 'JCB');
  await expect(main(page).getByText('JCB 末尾0000（有効期限 12/30）')).toBeVisible();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/challenges\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('本人認証（3Dセキュア）');
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-\d{4}-\d{6,}$/, { timeout: 20_000 });
  await expect(main(page).getByRole('status').filter({ hasText: 'ご注文ありがとうございます。' })).toBeVisible();
  await expect(main(page).getByText('JCB 末尾0000（有効期限 12/30）')).toBeVisible();
  expect((await serverCart(page)).items).toHaveLength(0);
});

test('cancelling 3-D Secure comes back to the confirm page with the message, the cart kept, and another card can be entered', async ({
  page,
  request,
}) => {
  await addGarments(page, await inkjetProduct(request), 1);
  await atCheckoutWithAddress(page);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.challenge, 'JCB');
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/challenges\//);
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page).toHaveURL('/checkout/confirm');
  await expect(main(page).getByRole('alert').first()).toContainText('本人認証（3Dセキュア）');
  expect((await serverCart(page)).items).toHaveLength(1);
  await expectNoSeriousViolations(page, 'the confirm page after a cancelled 3-D Secure');
  await main(page).getByRole('button', { name: 'カード情報を入力する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('カード情報の入力');
  // Paid with another card, the cart is empty for the next journey.
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-/);
});

test('a declined card says what to do, keeps the cart and the stock, and offers another card', async ({ page, request }) => {
  await addGarments(page, await inkjetProduct(request), 2);
  const before = await serverCart(page);
  const skuId = before.items[0]?.sku.id ?? 0;
  const stock = await stockOf(request, skuId);
  await atCheckoutWithAddress(page);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.declined, 'Visa');
  await placeButton(page).click();
  const alert = main(page).getByRole('alert').filter({ hasText: 'カードがご利用いただけませんでした' });
  await expect(alert).toContainText('カード会社によりお支払いが承認されませんでした。');
  await expectNoSeriousViolations(page, 'the confirm page with a declined card');
  expect((await serverCart(page)).items).toEqual(before.items);
  expect(await stockOf(request, skuId)).toBe(stock);
  await alert.getByRole('button', { name: '別のカードを入力する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('カード情報の入力');
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-/);
  expect(await stockOf(request, skuId)).toBe(stock - 2);
});

test('a bank transfer: the order waits for the payment and shows where to transfer how much by when', async ({ page, request }) => {
  const number = await buyByBankTransfer(page, request);
  const content = main(page);
  const guide = content.getByRole('region', { name: 'お振込みのご案内' });
  await expect(guide).toContainText('お振込先');
  await expect(guide).toContainText(`お振込金額${await totalOf(page).then((yen) => `￥${yen.toLocaleString('en-US')}`)}`);
  await expect(guide).toContainText(/お振込期限\d+月\d+日\([日月火水木金土]\)まで/);
  await expect(content.getByRole('list', { name: 'ご注文の進み具合' }).locator('[aria-current="step"]')).toHaveText('入金待ち');
  await expectNoSeriousViolations(page, 'the order page of a bank transfer');
  // The operator's command line sees it waiting for the payment (journeys that go on start here).
  const shown = await own.shop().admin('show', number);
  expect(shown.code).toBe(0);
  expect(shown.output).toContain(number);
});

test('a price changed between the confirm page and the order: refused, the cart’s revision notice and the new amounts shown, then ordered at the new price', async ({
  page,
  request,
}) => {
  await addGarments(page, await inkjetProduct(request), 2);
  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  await expect(placeButton(page)).toBeEnabled();
  const before = await totalOf(page);

  // The catalogue price of that garment goes up by ¥110 while the confirm page is open.
  const skuId = (await serverCart(page)).items[0]?.sku.id;
  expect(skuId).toBeDefined();
  await own.shop().changeDatabase(async (db) => {
    await db.query('update skus set price = price + 110 where id = $1', [skuId]);
  });

  await placeButton(page).click();
  const notice = main(page).getByRole('alert').filter({ hasText: '価格変更' });
  await expect(notice).toContainText('価格が変更された商品があります。最新の価格をご確認ください。');
  await expect.poll(() => totalOf(page)).toBe(before + 220);
  // Nothing was ordered meanwhile: the cart still holds the garments.
  expect((await serverCart(page)).items).toHaveLength(1);

  await placeButton(page).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-\d{4}-\d{6,}$/);
  expect(await totalOf(page)).toBe(before + 220);
});
