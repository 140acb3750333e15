/**
 * Coupons and points (issue #14) on a shop of this file's own (port 3938 `E2E_OWN_LOYALTY_PORT`):
 * an order delivered by the operator (`npm run admin -- deliver`) earns points, shown on
 * /myaccount/point_history with the order linked; a coupon given by the operator
 * (`issue-coupon --customer`) is listed on /myaccount/coupons with its conditions, a wrong code is
 * refused with its reason; at checkout the coupon and all the points are chosen on the confirm page,
 * the server's amounts (クーポン割引, ポイント利用, total, 内消費税) are shown, and the order page, the
 * order history and the gateway's charge carry the same recomputed total. Axe on each page.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  addGarments,
  atCheckoutWithAddress,
  enterCard,
  inkjetProduct,
  placeButton,
  placeOrder,
  proceedWith,
  TEST_CARDS,
} from './support/checkout.ts';
import { deliveredOrder, orderOf } from './support/loyalty.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, waitForHydration, yenValue } from './support/test.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_LOYALTY_PORT', 3938), 'loyalty');

const amountOf = async (region: ReturnType<typeof main>, term: string | RegExp) =>
  yenValue(await region.getByText(term).locator('xpath=following-sibling::dd').textContent());

test('points from a delivered order, a coupon from the operator, both used at checkout: every amount recomputed by the server', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = own.shop();
  const { number: first, earned } = await deliveredOrder(page, request, shop);
  expect(earned).toBeGreaterThan(0);

  // The point history: the balance, its expiry and the movement linked to the order.
  await page.goto('/myaccount/point_history');
  await waitForHydration(page);
  const content = main(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ポイント履歴');
  await expect(page.getByRole('navigation', { name: /パンくず/ }).getByRole('link', { name: 'アカウントサービス' })).toBeVisible();
  await expect(content.getByRole('region', { name: 'ポイント残高' })).toContainText(`${earned.toLocaleString('ja-JP')} ポイント`);
  await expect(content.getByRole('region', { name: 'ポイント残高' })).toContainText(/有効期限 \d{4}年\d{1,2}月\d{1,2}日まで/);
  const row = content.getByRole('row').filter({ hasText: first });
  await expect(row).toContainText('ご注文によるポイント獲得');
  await expect(row).toContainText(`+${earned}`);
  await expect(row.getByRole('link', { name: first })).toHaveAttribute('href', `/myaccount/orders/${first}`);
  await expectNoSeriousViolations(page, 'the point history');

  // The operator gives the customer a coupon; it is listed with its conditions.
  const issued = await shop.admin(
    'issue-coupon',
    '--code',
    'THANKS500',
    '--amount',
    '500',
    '--min',
    '1000',
    '--until',
    '2099-12-31',
    '--once',
    '--name',
    'ご愛顧感謝クーポン',
    '--customer',
    own.customer().email,
  );
  expect(issued.code, issued.output).toBe(0);
  await page.goto('/myaccount/coupons');
  await waitForHydration(page);
  const available = content.getByRole('region', { name: /^利用可能/ });
  await expect(available.getByText('¥500引き')).toBeVisible();
  await expect(available.getByText('ご愛顧感謝クーポン')).toBeVisible();
  for (const condition of ['¥1,000以上のご注文で', '有効期限 2099年12月31日まで', 'お一人様1回限り'])
    await expect(available.getByText(condition)).toBeVisible();
  // A wrong code is refused with its reason.
  await content.getByRole('textbox', { name: 'クーポンコード' }).fill('nosuch');
  await content.getByRole('button', { name: '登録する' }).click();
  await expect(content.getByText('クーポンコード「NOSUCH」は見つかりません。入力したコードをご確認ください。')).toBeVisible();
  await expectNoSeriousViolations(page, 'the coupons page');

  // Checkout with the coupon and all the points.
  await addGarments(page, await inkjetProduct(request), 3);
  await atCheckoutWithAddress(page);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  await expect(placeButton(page)).toBeEnabled();
  const amounts = content.getByRole('region', { name: 'お支払い金額' });
  const before = await amountOf(amounts, 'お支払い合計（税込）');
  const goods = await amountOf(amounts, '商品合計');
  // The choice is priced by the server first; the radio is checked once it accepted it.
  await content.getByRole('radio', { name: /¥500引き ご愛顧感謝クーポン/ }).click();
  await expect(content.getByRole('radio', { name: /¥500引き ご愛顧感謝クーポン/ })).toBeChecked();
  await expect(content.getByText('クーポン「ご愛顧感謝クーポン」（¥500引き）を適用しました: −￥500')).toBeVisible();
  await expect(content.getByText(`ご利用可能ポイント: ${earned.toLocaleString('ja-JP')}ポイント`, { exact: false })).toBeVisible();
  await content.getByRole('button', { name: 'すべて使う' }).click();
  await expect(content.getByText(`${earned.toLocaleString('ja-JP')}ポイントを使います`, { exact: false })).toBeVisible();
  await expect(amounts.getByText('ポイント利用')).toBeVisible();
  expect(await amountOf(amounts, /^クーポン割引/)).toBe(500);
  expect(await amountOf(amounts, 'ポイント利用')).toBe(earned);
  const total = await amountOf(amounts, 'お支払い合計（税込）');
  expect(total).toBe(before - 500 - earned);
  await expect(amounts.getByText(`（内消費税 ￥${Math.floor((total * 10) / 110).toLocaleString('ja-JP')}）`)).toBeVisible();
  await expectNoSeriousViolations(page, 'the confirm page with a coupon and points');

  const second = await placeOrder(page);
  // The order page shows the discounts and the total the server computed; the payment is that total.
  const orderAmounts = main(page).getByRole('region', { name: 'お支払い金額' });
  await expect(main(page).getByText('ポイント利用')).toBeVisible();
  await expect(main(page).getByText(/^クーポン割引/)).toBeVisible();
  expect(await amountOf(orderAmounts, 'お支払い合計（税込）')).toBe(total);
  const order = await orderOf(page, second);
  expect(order).toMatchObject({ goods_total: goods, coupon_discount: 500, points_used: earned, total, payment: { amount: total } });
  // The history shows it too.
  await page.goto('/myaccount/orders');
  await expect(main(page).getByRole('listitem').filter({ hasText: second })).toContainText(
    `クーポン割引 −￥500／ポイント利用 −￥${earned.toLocaleString('ja-JP')}`,
  );
  // The coupon is used, the points spent.
  await page.goto('/myaccount/coupons');
  await expect(content.getByRole('region', { name: /^使用済み/ }).getByRole('link', { name: second })).toBeVisible();
  await page.goto('/myaccount/point_history');
  await expect(content.getByRole('region', { name: 'ポイント残高' })).toContainText('0 ポイント');
  await expect(content.getByRole('row').filter({ hasText: second })).toContainText(`−${earned}`);

  // The gateway charged exactly the recomputed total.
  let charged: number | undefined;
  await shop.changeDatabase(async (db) => {
    const result = await db.query<{ amount: number }>('select amount from sandbox_gateway_charges where order_number = $1', [second]);
    charged = result.rows[0]?.amount;
  });
  expect(charged).toBe(total);
});
