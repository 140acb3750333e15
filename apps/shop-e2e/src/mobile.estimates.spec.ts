/**
 * Estimates (issue #15) on a Pixel 7, on a shop of this file's own (port 3947
 * `E2E_OWN_MOBILE_ESTIMATES_PORT`): an estimate saved from the price panel, its page and the history
 * without sideways scrolling, its PDF read back; the guard (302 to /login?return_to=…); a guest's
 * quote PDF. Axe on each page.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { estimateTotal, pdfText, pdfYen, pricedInkjetOrder, saveEstimate } from './support/estimates.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expectNoSidewaysScroll } from './support/phone-widths.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_ESTIMATES_PORT', 3947), 'mobile-estimates');

test('an estimate on a phone: saved, shown, listed and downloaded', async ({ page, request }) => {
  const live = await pricedInkjetOrder(page, request, 10);
  const number = await saveEstimate(page);
  await waitForHydration(page);
  expect(await estimateTotal(page)).toBe(live);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'estimate page (phone)');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('link', { name: 'PDFをダウンロード' }).click(),
  ]);
  const text = await pdfText(download);
  expect(text).toContain('御見積書');
  expect(text).toContain(pdfYen(live));

  await page.goto('/myaccount/estimates');
  await waitForHydration(page);
  await expect(main(page).getByRole('link', { name: `見積番号 ${number}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'estimate history (phone)');
});

test('the guard sends a guest to the login page; a guest still gets a quote PDF', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: own.shop().url });
  const page = await context.newPage();
  try {
    const answer = await context.request.get('/myaccount/estimates', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/login?return_to=%2Fmyaccount%2Festimates');
    const live = await pricedInkjetOrder(page, context.request, 12);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '見積書PDFをダウンロード' }).click(),
    ]);
    const text = await pdfText(download);
    expect(text).toMatch(/お客様|様/);
    expect(text).toContain(pdfYen(live));
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
  }
});
