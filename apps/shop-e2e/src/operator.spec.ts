/**
 * The operator moves orders along from the command line (`npm run admin`, issue #11) and the
 * customer sees it: a bank transfer confirmed, an order shipped by Yamato with its tracking link and
 * the shipping mail, then delivered. On a shop of this file's own (support/own-shop.ts), whose
 * server holds the embedded database: each command is posted to that server as the command line
 * does (the command line's own process: shop-server tests/admin/admin-process.test.ts).
 */
import type { Page } from '@playwright/test';
import { buyByBankTransfer, buyByCard } from './support/checkout.ts';
import { waitForMail } from './support/mail.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_OPERATOR_PORT', 3935), 'operator');

/** `npm run admin -- …` on this shop: its exit code and what it printed (without the last newline). */
async function admin(...args: string[]): Promise<{ code: number; output: string }> {
  const result = await own.shop().admin(...args);
  return { code: result.code, output: result.output.trimEnd() };
}

/** The step the order page marks as the current one. */
const currentStep = (page: Page) => main(page).getByRole('list', { name: 'ご注文の進み具合' }).locator('[aria-current="step"]');

test('a bank transfer: the operator confirms the payment and the customer sees the order received', async ({ page, request }) => {
  const number = await buyByBankTransfer(page, request);
  await expect(currentStep(page)).toHaveText('入金待ち');
  expect((await admin('orders', '--status', 'awaiting_payment')).output).toContain(number);

  expect(await admin('confirm-payment', number)).toEqual({ code: 0, output: `${number}: 受付 (received)` });
  await page.reload();
  await expect(currentStep(page)).toHaveText('受付');
  await expect(main(page).getByRole('region', { name: 'お振込みのご案内' })).toHaveCount(0);
  // Confirmed once: a second confirmation is refused and changes nothing.
  const again = await admin('confirm-payment', number);
  expect(again.code).toBe(1);
  await page.goto('/myaccount/orders');
  await expect(main(page).getByRole('link', { name: new RegExp(number) })).toBeVisible();
});

test('the operator ships by Yamato: the customer gets the shipping mail and sees the tracking link, then the delivery', async ({
  page,
  request,
}) => {
  const number = await buyByCard(page, request);
  await expect(currentStep(page)).toHaveText('受付');

  const shipped = await admin('ship', number, '--carrier', '1', '--tracking', '4321-8765-0001');
  expect(shipped).toEqual({
    code: 0,
    output: `${number}: 発送済み (shipped) (https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=432187650001)`,
  });
  const mail = await waitForMail(own.customer().email, `【発送のお知らせ】ご注文の商品を発送しました（${number}）`, own.shop().log);
  expect(mail.links).toContain('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=432187650001');

  await page.reload();
  await expect(currentStep(page)).toHaveText('発送済み');
  const content = main(page);
  await expect(content.getByText('ヤマト運輸', { exact: true })).toBeVisible();
  await expect(content.getByText('4321-8765-0001', { exact: true })).toBeVisible();
  const link = content.getByRole('link', { name: 'ヤマト運輸の配送状況を確認する（新しいタブで開きます）' });
  await expect(link).toHaveAttribute('href', 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=432187650001');
  await expect(link).toHaveAttribute('target', '_blank');

  expect((await admin('deliver', number)).output).toBe(`${number}: 配達完了 (delivered)`);
  await page.reload();
  await expect(currentStep(page)).toHaveText('配達完了');
});

test('another carrier gets no tracking link; a cancelled order says so', async ({ page, request }) => {
  const number = await buyByCard(page, request, 1);
  expect((await admin('ship', number, '--carrier', '9', '--tracking', 'XY-77')).code).toBe(0);
  await page.reload();
  const content = main(page);
  await expect(content.getByText('XY-77', { exact: true })).toBeVisible();
  await expect(content.getByRole('link', { name: /配送状況を確認する/ })).toHaveCount(0);

  const other = await buyByCard(page, request, 1);
  expect((await admin('cancel', other)).output).toBe(`${other}: キャンセル (cancelled)`);
  await page.reload();
  await expect(content.getByText('キャンセル').first()).toBeVisible();
});
