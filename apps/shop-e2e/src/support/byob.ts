/**
 * The BYOB journey (issue #15): a guest asks for a quote to print on garments
 * they send (`/byob` → `/byob/ask` → `/ask_2` → `/ask_3` → `/byob/confirm`), the operator quotes it
 * from the command line, the guest opens the mailed link, registers from the login page it leads to
 * (the request becomes theirs), accepts the quote (an estimate in the cart) and buys it by card.
 */
import type { Page } from '@playwright/test';
import { newCustomer, submitRegistration } from './account.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atCheckoutWithAddress, enterCard, placeOrder, proceedWith, TEST_CARDS } from './checkout.ts';
import { waitForMail } from './mail.ts';
import type { OwnShop } from './own-shop.ts';
import { fileInput, flatPng, nextUpload } from './print.ts';
import { shoot } from './reorders.ts';
import { expect, main, waitForHydration } from './test.ts';

/** `YYYY-MM-DD`, `days` after today in Japan. */
function jstDate(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function byobJourney(page: Page, shop: OwnShop): Promise<void> {
  const customer = newCustomer('byob');

  // The service page: prices from the catalogue, then 「依頼する」.
  await page.goto('/byob');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('持ち込みプリント');
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/byob');
  await shoot(page, 'byob');
  await main(page).getByRole('link', { name: '依頼する' }).first().click();

  // Step 1: the garments. Going on without them names each field.
  await expect(page).toHaveURL('/byob/ask');
  await waitForHydration(page);
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(main(page).getByText('アイテムの種類を選択してください')).toBeVisible();
  await expect(main(page).getByText('枚数を1枚以上入力してください')).toBeVisible();
  await page.getByLabel(/^アイテムの種類/).selectOption({ label: 'Tシャツ' });
  await page.getByLabel(/^素材/).selectOption({ label: '綿100%' });
  await page.getByLabel(/^ボディの色/).fill('白、ネイビー');
  await page.getByLabel('M', { exact: true }).fill('20');
  await page.getByLabel('L', { exact: true }).fill('10');
  await expect(main(page).getByText('合計 30枚')).toBeVisible();
  await expectNoSeriousViolations(page, '/byob/ask');
  await shoot(page, 'byob-ask');
  await page.getByRole('button', { name: '次へ進む' }).click();

  // Step 2: method, placement, the print data uploaded through the file API.
  await expect(page).toHaveURL('/byob/ask_2');
  await waitForHydration(page);
  const methods = main(page)
    .getByRole('group', { name: /プリント方法/ })
    .getByRole('radio');
  await methods.first().check();
  await main(page).getByRole('checkbox', { name: '前面' }).check();
  const upload = nextUpload(page);
  await fileInput(page, '前面').setInputFiles({ name: 'team-logo.png', mimeType: 'image/png', buffer: flatPng(2000, 2400) });
  expect((await upload).status()).toBe(201);
  await expect(main(page).getByText('team-logo.png').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/byob/ask_2');
  await shoot(page, 'byob-ask-2');
  await page.getByRole('button', { name: '次へ進む' }).click();

  // Step 3: contact and dates; a wanted date too soon is refused, and the data survives a reload.
  await expect(page).toHaveURL('/byob/ask_3');
  await waitForHydration(page);
  await page.getByLabel(/^お名前/).fill(customer.name);
  await page.getByLabel(/^メールアドレス/).fill(customer.email);
  await page.getByLabel(/^電話番号/).fill('090-1234-5678');
  await main(page).getByRole('radio', { name: '宅配便で送る（元払い）' }).check();
  await page.getByLabel(/^お品物の到着予定日/).fill(jstDate(5));
  await page.getByLabel(/^ご希望納期/).fill(jstDate(6));
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(main(page).getByText(/以降の日付を選んでください（お品物の到着後、製作に10営業日かかります）/)).toBeVisible();
  await page.getByLabel(/^ご希望納期/).fill(jstDate(45));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(/^お名前/)).toHaveValue(customer.name);
  await expect(page.getByLabel(/^ご希望納期/)).toHaveValue(jstDate(45));
  await expectNoSeriousViolations(page, '/byob/ask_3');
  await shoot(page, 'byob-ask-3');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();

  // Confirm and send: the number.
  await expect(page).toHaveURL('/byob/confirm');
  await waitForHydration(page);
  const summary = main(page).getByRole('definition');
  await expect(summary.filter({ hasText: 'M 20枚、L 10枚（計30枚）' })).toBeVisible();
  await expect(summary.filter({ hasText: '前面（team-logo.png）' })).toBeVisible();
  await expectNoSeriousViolations(page, '/byob/confirm');
  await shoot(page, 'byob-confirm');
  await page.getByRole('button', { name: '依頼を送信する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お見積り依頼を受け付けました');
  const number = /BY-\d{4}-\d{6,}/.exec((await main(page).textContent()) ?? '')?.[0];
  if (!number) throw new Error('no request number on the thank-you');
  await waitForMail(customer.email, `【持ち込みプリント】お見積り依頼を受け付けました（${number}）`, shop.log);

  // The operator quotes it.
  const quoted = await shop.admin('quote-byob', number, '--price', '45000', '--lead-days', '10');
  expect(quoted.code, quoted.output).toBe(0);
  const mail = await waitForMail(customer.email, `【持ち込みプリント】お見積りができました（${number}）`, shop.log);
  const link = mail.links.find((l) => l.includes(`/myaccount/custom_order/${number}?token=`));
  if (!link) throw new Error(`no link in the quote mail: ${mail.links.join(' ')}`);

  // The link leads a guest to login with the link as return_to; registering comes back to the offer to add the request.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/login\?return_to=/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'はじめての方（新規会員登録）' }).click();
  await waitForHydration(page);
  await submitRegistration(page, customer);
  await expect(page).toHaveURL(new RegExp(`/myaccount/custom_order/${number}\\?token=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`持ち込みプリントのご依頼 ${number}`);
  await waitForHydration(page);
  await expect(main(page).getByText('ゲストとしてお送りいただいたご依頼です', { exact: false })).toBeVisible();
  await expect(main(page).getByText('￥45,000')).toHaveCount(0);
  await expectNoSeriousViolations(page, `/myaccount/custom_order/${number}?token=`);
  await shoot(page, 'custom-order-claim');
  await main(page).getByRole('button', { name: 'このアカウントに追加する' }).click();
  await expect(page).toHaveURL(new RegExp(`/myaccount/custom_order/${number}$`));
  await expect(main(page).getByText('￥45,000').first()).toBeVisible();
  await expectNoSeriousViolations(page, `/myaccount/custom_order/${number}`);
  await shoot(page, 'custom-order');

  await page.goto('/myaccount/custom_order');
  await waitForHydration(page);
  await expect(main(page).getByRole('link', { name: `ご依頼番号 ${number}` })).toBeVisible();
  await expect(main(page).getByText('お見積り済み')).toBeVisible();
  await expectNoSeriousViolations(page, '/myaccount/custom_order');
  await shoot(page, 'custom-orders');

  // Accept: the estimate goes into the cart; buy it by card.
  await main(page)
    .getByRole('link', { name: `ご依頼番号 ${number}` })
    .click();
  await waitForHydration(page);
  await main(page).getByRole('button', { name: 'この見積もりで注文する' }).click();
  await expect(page).toHaveURL('/cart');
  await shoot(page, 'cart');
  await atCheckoutWithAddress(page);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  const order = await placeOrder(page);
  const content = main(page);
  await expect(content.getByRole('heading', { name: '持ち込みプリント Tシャツ' })).toBeVisible();
  await expect(content.getByRole('link', { name: number })).toBeVisible();
  await shoot(page, 'order');
  // The order's total is the quote (free shipping from ¥20,000).
  const total = await page.evaluate(
    async (n) =>
      (
        (await (await fetch(`/api/orders/${n}`, { headers: { Accept: 'application/json' } })).json()) as {
          data: { total: number; shipping_fee: number };
        }
      ).data,
    order,
  );
  expect(total).toEqual(expect.objectContaining({ total: 45000, shipping_fee: 0 }));
  // Accepted once: the request says so, and the button is gone.
  await page.goto(`/myaccount/custom_order/${number}`);
  await waitForHydration(page);
  await expect(main(page).getByText('ご注文手続き済み')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'この見積もりで注文する' })).toHaveCount(0);
}
