/**
 * Estimates (見積, issue #15) on a shop of this file's own (port 3946 `E2E_OWN_ESTIMATES_PORT`): a
 * customer prices an inkjet print order, saves it as an estimate, reads it on
 * /myaccount/estimates/{number}, downloads its PDF 見積書 (read back with pdftotext: Japanese, the
 * customer's name 様, the total), puts it into the cart and pays by card: the order's goods total is
 * the estimate's and its total adds the shipping fee. A guest downloads a quote PDF from the price
 * panel without saving it. Axe on each page.
 */
import { atCheckoutWithAddress, enterCard, placeButton, placeOrder, proceedWith, TEST_CARDS } from './support/checkout.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { estimateTotal, pdfText, pdfYen, pricedInkjetOrder, saveEstimate } from './support/estimates.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ESTIMATES_PORT', 3946), 'estimates');

test('an estimate saved from the price panel, its PDF read back, put into the cart and bought at its total', async ({ page, request }) => {
  const live = await pricedInkjetOrder(page, request, 10);
  const number = await saveEstimate(page);
  await waitForHydration(page);
  expect(await estimateTotal(page)).toBe(live);
  await expect(main(page).getByText('有効', { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'estimate page');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('link', { name: 'PDFをダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const text = await pdfText(download);
  expect(text).toContain('御見積書');
  expect(text).toContain(number);
  expect(text).toMatch(new RegExp(`${own.customer().name}\\s*様`));
  expect(text).toContain(pdfYen(live));
  expect(text).toContain('株式会社プリントファクトリー');

  await page.goto('/myaccount/estimates');
  await waitForHydration(page);
  await expect(main(page).getByRole('link', { name: `見積番号 ${number}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'estimate history');

  await main(page)
    .getByRole('link', { name: `見積番号 ${number}` })
    .click();
  await waitForHydration(page);
  await main(page).getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL('/cart');
  const line = main(page).getByRole('link', { name: new RegExp(`^お見積り ${number}`) });
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('href', `/myaccount/estimates/${number}`);
  await expect(main(page).getByText(/有効期限 \d{4}年\d{1,2}月\d{1,2}日まで/)).toBeVisible();
  await expectNoSeriousViolations(page, 'cart with an estimate');

  await atCheckoutWithAddress(page);
  await expect(page.getByRole('complementary', { name: 'ご注文内容' })).toContainText(`お見積り ${number}`);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  await expect(placeButton(page)).toBeEnabled();
  const order = await placeOrder(page);
  const body = (await page.evaluate(
    async (n) => (await fetch(`/api/orders/${n}`, { headers: { Accept: 'application/json' } })).json(),
    order,
  )) as { data: { goods_total: number; shipping_fee: number; total: number; lines: { production?: { estimate_number?: string } }[] } };
  expect(body.data.goods_total).toBe(live);
  expect(body.data.total).toBe(live + body.data.shipping_fee);
  expect(body.data.lines[0]?.production?.estimate_number).toBe(number);

  await page.goto(`/myaccount/estimates/${number}`);
  await waitForHydration(page);
  await expect(main(page).getByText('注文済み', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
  await expect(main(page).getByText('この見積はすでにご注文済みです。')).toBeVisible();
});

test('a guest downloads a quote PDF from the price panel without saving it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: own.shop().url });
  const page = await context.newPage();
  try {
    const live = await pricedInkjetOrder(page, context.request, 12);
    await expect(page.getByRole('button', { name: '見積書を保存' })).toHaveCount(0);
    await page.getByLabel('見積書の宛名（任意）').fill('検証 次郎');
    await expectNoSeriousViolations(page, 'price panel with the quote buttons');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '見積書PDFをダウンロード' }).click(),
    ]);
    const text = await pdfText(download);
    expect(text).toContain('御見積書');
    expect(text).toMatch(/検証 次郎\s*様/);
    expect(text).toMatch(/WEB-\d{8}-[0-9A-F]{4}/);
    expect(text).toContain(pdfYen(live));
    expect(text).toContain('保存されていません');
  } finally {
    await context.close();
  }
});
