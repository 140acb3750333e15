/**
 * Issue #13 "The product page of an apparel shop" on a phone (Pixel 7): the chosen colour's sizes
 * are rows of their own (the other colours keep what was typed in them), the pictures follow the
 * colour, several cells go into the cart as several lines, the size chart and the print areas are
 * there, 「この商品にプリントする」 comes first, nothing scrolls sideways at 390 px, and axe is clean.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { addedDialog } from './support/cart-feedback.ts';
import { expectedSizeChart, findApparelProduct, positionsOf, sizeChartCells } from './support/product.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

// The main picture is the vector original; thumbnails and print areas the raster copy.
const imageOf = (code: string, colorId: number) => `/api/images/products/${code}/${colorId}.svg`;
const rasterOf = (code: string, colorId: number) => `/api/images/products/${code}/${colorId}.webp`;
const noSidewaysScroll = () => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth;

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the chosen colour’s sizes are rows, quantities stay across colours and every cell goes into the cart', async ({
  page,
  request,
}) => {
  const { product, first, second } = await findApparelProduct(request);
  await page.goto(`/product/${product.code}?color=${first.colour.id}`);
  await waitForHydration(page);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  const colours = page.getByRole('group', { name: /^カラー（選択中: / });

  // The first action is printing; the plain purchase comes after.
  const print = main(page).getByRole('link', { name: 'この商品にプリントする' });
  const add = page.getByRole('button', { name: 'カートに入れる' });
  expect(
    await print.evaluate(
      (link, other) => Boolean(link.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await add.elementHandle(),
    ),
  ).toBe(true);

  // Only the chosen colour's cells show, one row per size, inside the screen.
  const firstCell = page.getByRole('spinbutton', { name: `${first.colour.name} ${first.size}の数量`, exact: true });
  const secondCell = page.getByRole('spinbutton', { name: `${second.colour.name} ${second.size}の数量`, exact: true });
  await expect(firstCell).toBeVisible();
  await expect(secondCell).toBeHidden();
  const box = await firstCell.boundingBox();
  expect(box ? box.x >= 0 && box.x + box.width <= 390 : false).toBe(true);
  await firstCell.fill('2');

  await colours.getByText(second.colour.name, { exact: true }).tap();
  await expect(colours).toHaveAccessibleName(`カラー（選択中: ${second.colour.name}）`);
  await expect(page).toHaveURL(new RegExp(`[?&]color=${second.colour.id}(&|$)`));
  await expect(main(page).getByRole('img', { name: `${product.name}（${second.colour.name}）` })).toHaveAttribute(
    'src',
    imageOf(product.code, second.colour.id),
  );
  for (const thumb of await page.getByRole('list', { name: '画像の切り替え' }).getByRole('button').all()) {
    expect(await thumb.innerHTML()).toContain(rasterOf(product.code, second.colour.id));
  }
  await expect(secondCell).toBeVisible();
  await expect(firstCell).toBeHidden();
  await secondCell.fill('1');
  // Back to the first colour: its quantity is still there.
  await colours.getByText(first.colour.name, { exact: true }).tap();
  await expect(firstCell).toHaveValue('2');
  await expect(page.getByText(/^選択中: 3点/)).toBeVisible();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await expectNoSeriousViolations(page, 'the product page on a phone with quantities in two colours');

  await add.tap();
  const dialog = addedDialog(page);
  await expect(dialog.getByRole('status')).toContainText('カートに3点追加しました。');
  await dialog.getByRole('link', { name: 'カートを見る' }).tap();
  await expect(page).toHaveURL('/cart');
  await expect(main(page).getByRole('listitem', { name: `${product.name}（${first.colour.name} / ${first.size}）` })).toBeVisible();
  await expect(main(page).getByRole('listitem', { name: `${product.name}（${second.colour.name} / ${second.size}）` })).toBeVisible();
});

test('on a phone the size chart and the print areas of every placement are there, within the screen', async ({ page, request }) => {
  const { product, second } = await findApparelProduct(request);
  await page.goto(`/product/${product.code}?color=${second.colour.id}`);
  await waitForHydration(page);
  expect(await sizeChartCells(page)).toEqual(expectedSizeChart(product));
  const section = page.getByRole('region', { name: 'プリント範囲' });
  for (const position of positionsOf(product)) {
    await expect(section.locator(`svg [data-placement="${position}"] [data-part="print-area"]`).first()).toBeAttached();
    await expect(section.getByRole('listitem').filter({ hasText: `${position}:` })).toBeVisible();
  }
  expect(await section.locator('svg image').first().getAttribute('href')).toBe(rasterOf(product.code, second.colour.id));
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await expectNoSeriousViolations(page, 'the product page on a phone (size chart, print areas)');
});
