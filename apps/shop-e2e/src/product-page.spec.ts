/**
 * Issue #13 "The product page of an apparel shop", desktop: the colour chosen once drives the main
 * picture and every thumbnail and lives in the URL (`?color=`, also in the server's HTML); the
 * colour × size grid keeps what was typed across colour changes and one 「カートに入れる」 adds every
 * cell as its own cart line; the size chart shows the catalogue's figures; each print placement is
 * drawn on the garment; 「この商品にプリントする」 is the first action; axe finds nothing serious.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { addedDialog } from './support/cart-feedback.ts';
import { expectedSizeChart, findApparelProduct, positionsOf, sizeChartCells } from './support/product.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The main picture is the vector original; thumbnails and print areas the raster copy, og:image its PNG.
const imageOf = (code: string, colorId: number) => `/api/images/products/${code}/${colorId}.svg`;
const rasterOf = (code: string, colorId: number) => `/api/images/products/${code}/${colorId}.webp`;
const shareOf = (code: string, colorId: number) => `/api/images/products/${code}/${colorId}.png`;

test('the server renders the colour named by ?color=: legend, main picture and thumbnails', async ({ request }) => {
  const { product, second } = await findApparelProduct(request);
  const html = await (await request.get(`/product/${product.code}?color=${second.colour.id}`)).text();
  expect(html).toMatch(new RegExp(`カラー（選択中: (<!-- -->)?${second.colour.name}(<!-- -->)?）`));
  expect(html).toMatch(
    new RegExp(
      `<img[^>]*src="${imageOf(product.code, second.colour.id)}"[^>]*alt="${escapeRegExp(product.name)}（${second.colour.name}）"`,
    ),
  );
  expect(html).toContain(`aria-label="${second.colour.name}の商品画像を表示"`);
  // The share picture is the chosen colour's as well, as a PNG (link previews that do not take WebP).
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${shareOf(product.code, second.colour.id)}"`));
  const share = await request.get(shareOf(product.code, second.colour.id));
  expect([share.status(), share.headers()['content-type']]).toEqual([200, 'image/png']);
});

test('the colour chosen once drives the pictures and the URL; the grid keeps quantities across colours and adds every cell', async ({
  page,
  request,
}) => {
  const { product, first, second } = await findApparelProduct(request);
  await page.goto(`/product/${product.code}?color=${first.colour.id}`);
  await waitForHydration(page);
  const colours = page.getByRole('group', { name: /^カラー（選択中: / });
  await expect(colours).toHaveAccessibleName(`カラー（選択中: ${first.colour.name}）`);

  // 「この商品にプリントする」 is the first action, before the colours and the add-to-cart button.
  const print = main(page).getByRole('link', { name: 'この商品にプリントする' });
  const add = page.getByRole('button', { name: 'カートに入れる' });
  await expect(print).toBeVisible();
  expect(
    await print.evaluate(
      (link, other) => Boolean(link.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await colours.elementHandle(),
    ),
  ).toBe(true);
  expect(
    await print.evaluate(
      (link, other) => Boolean(link.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await add.elementHandle(),
    ),
  ).toBe(true);
  // Material and weight stand by the title.
  await expect(main(page).getByText('素材', { exact: true }).first()).toBeVisible();

  // The grid: type into the first colour, then choose the second.
  const firstCell = page.getByRole('spinbutton', { name: `${first.colour.name} ${first.size}の数量`, exact: true });
  await firstCell.fill('2');
  await colours.getByText(second.colour.name, { exact: true }).click();
  await expect(colours).toHaveAccessibleName(`カラー（選択中: ${second.colour.name}）`);
  await expect(page).toHaveURL(new RegExp(`[?&]color=${second.colour.id}(&|$)`));

  // The main picture and every thumbnail are in the chosen colour.
  const mainPicture = main(page).getByRole('img', { name: `${product.name}（${second.colour.name}）` });
  await expect(mainPicture).toHaveAttribute('src', imageOf(product.code, second.colour.id));
  const thumbs = page.getByRole('list', { name: '画像の切り替え' }).getByRole('button');
  expect(await thumbs.count()).toBeGreaterThan(1);
  for (const thumb of await thumbs.all()) {
    await expect(thumb).toHaveAccessibleName(new RegExp(`^${second.colour.name}の`));
    expect(await thumb.innerHTML()).toContain(rasterOf(product.code, second.colour.id));
  }
  // A thumbnail shows its view: the back with its print areas, in the chosen colour.
  await page.getByRole('button', { name: `${second.colour.name}の背面のプリント範囲を表示` }).click();
  const backView = main(page).getByRole('img', { name: `${product.name}（${second.colour.name}・背面のプリント範囲）` });
  await expect(backView).toBeVisible();
  expect(await backView.innerHTML()).toContain(rasterOf(product.code, second.colour.id));
  await expect(backView.locator('[data-part="print-area"]').first()).toBeAttached();

  // What was typed for the first colour is still there; a second colour's cell joins it.
  await expect(firstCell).toHaveValue('2');
  await page.getByRole('spinbutton', { name: `${second.colour.name} ${second.size}の数量`, exact: true }).fill('1');
  await expect(page.getByText(/^選択中: 3点/)).toContainText(
    `選択中: 3点 ￥${(first.price * 2 + second.price).toLocaleString('en-US')}（税込）`,
  );
  await expectNoSeriousViolations(page, 'the product page with the grid filled in');

  // One 「カートに入れる」: both cells, each its own cart line.
  await add.click();
  const dialog = addedDialog(page);
  await expect(dialog.getByRole('status')).toContainText('カートに3点追加しました。');
  await expect(dialog).toContainText(`カラー: ${first.colour.name}`);
  await expect(dialog).toContainText(`カラー: ${second.colour.name}`);
  await dialog.getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(main(page).getByRole('listitem', { name: `${product.name}（${first.colour.name} / ${first.size}）` })).toBeVisible();
  await expect(main(page).getByRole('listitem', { name: `${product.name}（${second.colour.name} / ${second.size}）` })).toBeVisible();
});

test('the size chart shows the catalogue’s figures and every print placement is drawn on the garment', async ({ page, request }) => {
  const { product, first } = await findApparelProduct(request);
  await page.goto(`/product/${product.code}?color=${first.colour.id}`);
  await waitForHydration(page);
  expect(await sizeChartCells(page)).toEqual(expectedSizeChart(product));

  const section = page.getByRole('region', { name: 'プリント範囲' });
  for (const position of positionsOf(product)) {
    const side = position.includes('背') ? '背面' : '前面';
    const picture = section.getByRole('img', { name: `${first.colour.name}の${side}とプリント範囲` });
    await expect(picture.locator(`[data-placement="${position}"] [data-part="print-area"]`).first()).toBeAttached();
    await expect(section.getByRole('list', { name: `${side}のプリント範囲` })).toContainText(`${position}:`);
    // Drawn to scale: the largest area of the placement is as wide as the catalogue says, relative to the garment.
    const specs = product.print_methods.flatMap((method) => method.print_specs).filter((spec) => spec.position === position);
    const widest = Math.max(...specs.map((spec) => spec.width_mm));
    const drawn = await picture
      .locator(`[data-placement="${position}"] [data-part="print-area"]`)
      .evaluateAll((rects) => Math.max(...rects.map((rect) => Number(rect.getAttribute('width')))));
    // T-shirts: 520 mm of body over 180 px of the 400 px picture.
    expect(drawn).toBeCloseTo((widest * 180) / 520, 3);
  }
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'the product page (size chart, print areas)');
});
