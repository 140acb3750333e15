/**
 * Reorders (issue #15) on a shop of this file's own (port 3948 `E2E_OWN_REORDERS_PORT`): a silk-screen
 * production with its plates kept is ordered through the print flow and delivered by the operator;
 * /myaccount/reorder lists it with its plate-keeping date; the steps (quantities with their price, a
 * new ink colour, confirm) price it by spec §9 with the colour change and no plates (no 版代 in the
 * breakdown); into the cart as 「再注文 PF-…」 and checked out (the order's production repeats the
 * original, no plate charge, data check approved). Then a reorder in the cart after the operator ends
 * the plate period (`plate-keep-days 0`): the cart's refresh prices it again with new plates (issue
 * #32: a reorder always works) and says the price changed; the list says so before the price. Axe on each page.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { atCheckoutWithAddress, placeButton, placeOrder, proceedWith } from './support/checkout.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { deliveredSilkScreen, orderLines } from './support/reorders.ts';
import { expect, main, test, waitForHydration, yenValue } from './support/test.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_REORDERS_PORT', 3948), 'reorders');

test.describe.configure({ mode: 'serial' });

let production: { number: string; product: { code: string; name: string } } | undefined;

test('a delivered silk-screen production reordered with a new ink colour: colour change charged, no plates, checked out', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  production = await deliveredSilkScreen(page, request, own.shop());
  const { number, product } = production;

  await page.goto('/myaccount/reorder');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文');
  const card = main(page).getByRole('listitem', { name: product.name });
  await expect(card).toContainText(number);
  await expect(card).toContainText('シルクスクリーン');
  await expect(card).toContainText('15点');
  await expect(card).toContainText(/版\d{4}年\d{1,2}月\d{1,2}日まで保管（版代なし）/);
  await expectNoSeriousViolations(page, 'the reorder list');
  await shoot(page, 'desktop-list');
  await card.getByRole('link', { name: `${product.name}（${number}）を再注文する` }).click();

  await expect(page).toHaveURL(`/myaccount/reorder/${number}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文：カラー・サイズ・数量');
  await waitForHydration(page);
  const quantities = main(page).getByRole('spinbutton');
  await expect(quantities.first()).toHaveValue('15');
  await quantities.first().fill('20');
  await expect(main(page).getByText('合計 20点', { exact: false })).toBeVisible();
  // The first step already shows the server's price of these quantities.
  await expect(main(page).getByText(/料金 [￥¥][\d,]+（税込）/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the reorder quantities');
  await shoot(page, 'desktop-items');
  await page.getByRole('button', { name: 'インクの色へ進む' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文：インクの色');
  await page.getByRole('radio', { name: /^色を変える/ }).check();
  await page.getByRole('combobox', { name: /新しいインクの色/ }).selectOption({ label: 'レッド' });
  await expectNoSeriousViolations(page, 'the reorder ink colours');
  await shoot(page, 'desktop-ink');
  await page.getByRole('button', { name: '確認へ進む' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文：内容の確認');
  const breakdown = page.getByLabel('再注文の料金の内訳');
  await expect(breakdown).toContainText('色替え代￥2,200');
  await expect(main(page)).toContainText('インクの色を変更（レッド）');
  await expect(breakdown).not.toContainText('版代');
  await expect(main(page)).toContainText('保管している版でプリントするため、版代とデータ作成費はかかりません。');
  const total = yenValue(await breakdown.getByText('合計（税込）').locator('xpath=following-sibling::dd[1]').textContent());
  const garments = yenValue(await breakdown.getByText('ボディ代').locator('xpath=following-sibling::dd[1]').textContent());
  const prints = yenValue(await breakdown.getByText('プリント代').locator('xpath=following-sibling::dd[1]').textContent());
  expect(total).toBe(garments + prints + 2200);
  await expectNoSeriousViolations(page, 'the reorder confirmation');
  await shoot(page, 'desktop-confirm');
  // A reload keeps the choice (it lives in the URL).
  await page.reload();
  await expect(page.getByLabel('再注文の料金の内訳')).toContainText('色替え代￥2,200');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  const line = main(page).getByRole('link', { name: `再注文 ${number} ${product.name}` });
  await expect(line).toBeVisible();
  await expect(page.getByRole('status', { name: `再注文 ${number} ${product.name}の小計` })).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await page.getByRole('status', { name: `再注文 ${number} ${product.name}の小計` }).textContent())).toBe(total);
  await expectNoSeriousViolations(page, 'the cart with a reorder');
  await shoot(page, 'desktop-cart');

  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  await expect(placeButton(page)).toBeEnabled();
  await expect(main(page)).toContainText(product.name);
  const order = await placeOrder(page);
  const [ordered] = await orderLines(page, order);
  expect(ordered).toMatchObject({ kind: 'production', subtotal: total, charges: { plate_charges: 0, color_change_charges: 2200 } });
  expect(ordered?.production).toMatchObject({
    reorder_of: number,
    data_check_status: 'approved',
    prints: [{ plate_charge: 0, inks: ['レッド'] }],
  });
});

test('a reorder in the cart past the plate-keeping period: the refresh prices it with new plates and says the price changed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!production) throw new Error('the first journey did not deliver a production');
  const { number, product } = production;
  await page.clock.install();
  // Back to the steps with the last quantities, straight to the cart.
  await page.goto(`/myaccount/reorder/${number}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'インクの色へ進む' }).click();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByLabel('再注文の料金の内訳')).toContainText('合計（税込）');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL('/cart');
  const line = main(page).getByRole('link', { name: `再注文 ${number} ${product.name}` });
  await expect(line).toBeVisible();
  const subtotal = page.getByRole('status', { name: `再注文 ${number} ${product.name}の小計` });
  const before = yenValue(await subtotal.textContent());

  expect((await own.shop().admin('plate-keep-days', '0')).output.trim()).toBe('plate_keep_days: 0');
  try {
    // Reorders are refreshed 15 minutes after the cart was loaded (spec §9): 16 minutes later, back to the cart.
    // Client-side navigation (a reload would load the whole cart afresh): to the reorder's page and back.
    await page.clock.fastForward('16:00');
    await line.click();
    await expect(page).toHaveURL(`/myaccount/reorder/${number}`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^カート/ })
      .first()
      .click();
    await expect(page).toHaveURL('/cart');
    await expect(main(page).getByText('価格が変更された商品があります。最新の価格をご確認ください。')).toBeVisible();
    await expect(line).toBeVisible();
    await expect.poll(async () => yenValue(await subtotal.textContent())).toBeGreaterThan(before);
    await expectNoSeriousViolations(page, 'the cart with the revision notice');
    await shoot(page, 'desktop-cart-new-plates');

    await page.goto('/myaccount/reorder');
    const card = main(page).getByRole('listitem', { name: product.name });
    await expect(card).toContainText(/版新しく作ります（版代 [￥¥][\d,]+）/);
    await expect(card.getByRole('note')).toContainText('版の保管期限（');
    await expect(card.getByRole('note')).toContainText('入稿データの再提出は不要です。');
    await expect(card.getByRole('link', { name: `${product.name}（${number}）を再注文する` })).toBeVisible();
    const newPlates = yenValue(/版代 ([￥¥][\d,]+)/.exec((await card.textContent()) ?? '')?.[1] ?? '');
    // The same choice priced now: the breakdown charges those plates, and the cart holds that total.
    await card.getByRole('link', { name: `${product.name}（${number}）を再注文する` }).click();
    await waitForHydration(page);
    await expect(main(page).getByRole('note')).toContainText('版を新しく作ります');
    await page.getByRole('button', { name: 'インクの色へ進む' }).click();
    await page.getByRole('button', { name: '確認へ進む' }).click();
    const breakdown = page.getByLabel('再注文の料金の内訳');
    await expect(breakdown).toContainText('版代');
    expect(yenValue(await breakdown.getByText('版代').locator('xpath=following-sibling::dd[1]').textContent())).toBe(newPlates);
    const total = yenValue(await breakdown.getByText('合計（税込）').locator('xpath=following-sibling::dd[1]').textContent());
    await page.goto('/cart');
    await expect.poll(async () => yenValue(await subtotal.textContent())).toBe(total);
  } finally {
    await own.shop().admin('plate-keep-days', '365');
  }
});
