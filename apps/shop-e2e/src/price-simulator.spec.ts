/**
 * The quick price simulator (issue #13) on /guidance/price and on a product page gives the total the
 * print-order flow computes for the same production; the product page loads its code on first use.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectSimulatedPlacements, printFlowTotal, setSimulatorQuantity, simulatedPrice, simulator } from './support/price-simulator.ts';
import { expect, test, waitForHydration } from './support/test.ts';

test('the price page simulator prices inkjet on the front and the back of a T-shirt as the print step does', async ({ page }) => {
  await page.goto('/guidance/price');
  await waitForHydration(page);
  const region = simulator(page);
  await expect(region.getByRole('combobox', { name: '商品の種類' })).toHaveValue('0');
  await expect(region.getByRole('combobox', { name: '商品の種類' }).locator('option').first()).toHaveText(/^Tシャツ/);
  await region.getByRole('radio', { name: 'インクジェット', exact: true }).check();
  // The method's first placement is chosen when the method changes: only then add the back.
  await expect(region.getByRole('checkbox', { name: '前面 A4' })).toBeChecked();
  await region.getByRole('checkbox', { name: '背面 A4' }).check();
  await setSimulatorQuantity(page, 12);
  await expectSimulatedPlacements(page, 2);
  const price = await simulatedPrice(page);
  expect(price.perPiece).toBe(Math.ceil(price.total / 12));
  await expectNoSeriousViolations(page, 'the price page with its tables and simulator');

  expect(await printFlowTotal(page, price, { methodName: 'インクジェット', placements: ['前面 A4', '背面 A4'], quantity: 12 })).toBe(
    price.total,
  );
});

test('the price page simulator says the silk-screen minimum and refuses fewer pieces, then prices two inks as the ink step does', async ({
  page,
}) => {
  await page.goto('/guidance/price');
  await waitForHydration(page);
  const region = simulator(page);
  await region.getByRole('radio', { name: /^シルクスクリーン/ }).check();
  await expect(region).toContainText('シルクスクリーンは最低10枚から');
  await setSimulatorQuantity(page, 10);
  await region.getByRole('spinbutton', { name: /^枚数/ }).fill('4');
  await expect(region).toContainText('シルクスクリーンは10枚からご注文いただけます（あと6枚）。');
  await region.getByRole('combobox', { name: 'インクの色数（1箇所あたり）' }).selectOption('2');
  await setSimulatorQuantity(page, 30);
  const price = await simulatedPrice(page);
  await expect(region).toContainText('版代（前面 A4・短期版・2版）');

  expect(await printFlowTotal(page, price, { methodName: 'シルクスクリーン', placements: ['前面 A4'], quantity: 30, inks: 2 })).toBe(
    price.total,
  );
});

test('the product page states what its starting prices are and opens the simulator on first use without loading it up front', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?response_group=shop&category=t-shirts&per_page=40')).json()) as {
    data: { code: string; print_methods: { slug: string }[] }[];
  };
  const code = list.data.find((p) => p.print_methods.length === 3)?.code ?? '';
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto(`/product/${code}`);
  await waitForHydration(page);
  const prices = page.getByRole('region', { name: '対応プリント方法と料金' });
  await expect(prices.getByRole('listitem').first()).toHaveText(
    /\d+枚(以上|から)・.+以内(・1色)?の場合 プリント代1枚あたり[￥¥][\d,]+〜（税込）/,
  );
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((url) => /price-simulator/.test(url)),
    'the simulator is not fetched before it is asked for',
  ).toEqual([]);

  await prices.getByRole('button', { name: '料金をシミュレーションする' }).click();
  const region = simulator(page);
  await expect(region.getByRole('heading', { name: 'この商品の料金シミュレーター' })).toBeVisible();
  expect(
    scripts.some((url) => /price-simulator/.test(url)),
    'the simulator chunk came on the click',
  ).toBe(true);
  await region.getByRole('radio', { name: 'インクジェット', exact: true }).check();
  await setSimulatorQuantity(page, 3);
  const price = await simulatedPrice(page);
  expect(price.code).toBe(code);
  await expectNoSeriousViolations(page, 'the product page with the simulator open');

  expect(await printFlowTotal(page, price, { methodName: 'インクジェット', placements: ['前面 A4'], quantity: 3 })).toBe(price.total);
});
