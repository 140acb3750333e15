/**
 * The account's coupon and point pages on a Pixel 7 (issue #14), on a shop of this file's own (port
 * 3939 `E2E_OWN_MOBILE_LOYALTY_PORT`): the guard sends a guest to the login page; after an order the
 * operator delivered, /myaccount/point_history shows the balance, its expiry and the movement linked
 * to the order; a code the operator issued for everyone is added on /myaccount/coupons through the
 * form and listed with its conditions. No sideways scrolling; axe.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { deliveredOrder, expectNoSideScroll } from './support/loyalty.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_LOYALTY_PORT', 3939), 'mloyalty');

test('a guest is sent to the login page from both pages', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: own.shop().url });
  const guest = await context.newPage();
  for (const path of ['/myaccount/coupons', '/myaccount/point_history']) {
    const response = await guest.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`/login?return_to=${encodeURIComponent(path)}`);
  }
  await context.close();
});

test('the point history and the coupons on a phone', async ({ page, request }) => {
  test.setTimeout(150_000);
  const shop = own.shop();
  const { number, earned } = await deliveredOrder(page, request, shop, 1);

  await page.goto('/myaccount/point_history');
  await waitForHydration(page);
  const content = main(page);
  await expect(content.getByRole('region', { name: 'ポイント残高' })).toContainText(`${earned} ポイント`);
  await expect(content.getByRole('region', { name: 'ポイント残高' })).toContainText(/有効期限 \d{4}年\d{1,2}月\d{1,2}日まで/);
  const row = content.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('ご注文によるポイント獲得');
  await expect(row).toContainText(`+${earned}`);
  await expectNoSideScroll(page, 'the point history');
  await expectNoSeriousViolations(page, 'the point history on a phone');

  expect(
    (
      await shop.admin(
        'issue-coupon',
        '--code',
        'MOBILE10',
        '--percent',
        '10',
        '--min',
        '3000',
        '--until',
        '2099-03-31',
        '--name',
        'スマホ限定クーポン',
      )
    ).code,
  ).toBe(0);
  await page.goto('/myaccount/coupons');
  await waitForHydration(page);
  await expect(content.getByRole('region', { name: /^利用可能/ })).toContainText('利用できるクーポンはありません');
  await content.getByRole('textbox', { name: 'クーポンコード' }).fill('mobile10');
  await content.getByRole('button', { name: '登録する' }).click();
  await expect(content.getByRole('status').filter({ hasText: 'クーポン「スマホ限定クーポン」（10%OFF）を登録しました。' })).toBeVisible();
  const available = content.getByRole('region', { name: /^利用可能（1件）/ });
  await expect(available.getByText('10%OFF', { exact: true })).toBeVisible();
  await expect(available.getByText('¥3,000以上のご注文で')).toBeVisible();
  await expect(available.getByText('有効期限 2099年3月31日まで')).toBeVisible();
  // The same code again: refused with its reason.
  await content.getByRole('textbox', { name: 'クーポンコード' }).fill('MOBILE10');
  await content.getByRole('button', { name: '登録する' }).click();
  await expect(content.getByText('このクーポンはすでにアカウントに登録されています。「利用可能」からご確認ください。')).toBeVisible();
  await expectNoSideScroll(page, 'the coupons page');
  await expectNoSeriousViolations(page, 'the coupons page on a phone');
});
