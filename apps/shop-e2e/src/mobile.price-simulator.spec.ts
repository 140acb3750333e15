/**
 * On a phone (Pixel 7): the price page's tables and simulator fit the screen, and the simulator gives
 * the total the print-order flow computes for the same production (issue #13).
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectSimulatedPlacements, printFlowTotal, setSimulatorQuantity, simulatedPrice, simulator } from './support/price-simulator.ts';
import { expect, test, waitForHydration } from './support/test.ts';

test('on a phone the price page simulator prices a hoodie with inkjet on the left chest as the print step does', async ({ page }) => {
  await page.goto('/guidance/price');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    0,
  );
  const region = simulator(page);
  const type = region.getByRole('combobox', { name: '商品の種類' });
  const hoodie = await type.locator('option', { hasText: /^パーカー/ }).getAttribute('value');
  await type.selectOption(hoodie ?? '');
  await region.getByRole('radio', { name: 'インクジェット', exact: true }).check();
  // The method's first placement is chosen when the method changes: only then swap it for the chest.
  await expect(region.getByRole('checkbox', { name: '前面 A4' })).toBeChecked();
  await region.getByRole('checkbox', { name: '前面 A4' }).uncheck();
  await region.getByRole('checkbox', { name: /^左胸/ }).check();
  await setSimulatorQuantity(page, 5);
  await expectSimulatedPlacements(page, 1);
  const price = await simulatedPrice(page);
  await expectNoSeriousViolations(page, 'the price page on a phone');

  const placement = (await region.getByRole('checkbox', { name: /^左胸/ }).evaluate((box) => box.parentElement?.textContent ?? '')).trim();
  expect(await printFlowTotal(page, price, { methodName: 'インクジェット', placements: [placement], quantity: 5 })).toBe(price.total);
});

test('on a phone the product page opens its simulator in place, fits the screen and prices silk-screen as the ink step does', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?response_group=shop&category=t-shirts&per_page=40')).json()) as {
    data: { code: string; print_methods: { slug: string }[] }[];
  };
  const code = list.data.find((p) => p.print_methods.some((m) => m.slug === 'silkscreen'))?.code ?? '';
  await page.goto(`/product/${code}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '料金をシミュレーションする' }).click();
  const region = simulator(page);
  await region.getByRole('radio', { name: /^シルクスクリーン/ }).check();
  await setSimulatorQuantity(page, 20);
  const price = await simulatedPrice(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    0,
  );
  await expectNoSeriousViolations(page, 'the product page on a phone with the simulator open');

  expect(await printFlowTotal(page, price, { methodName: 'シルクスクリーン', placements: ['前面 A4'], quantity: 20, inks: 1 })).toBe(
    price.total,
  );
});
