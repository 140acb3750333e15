/**
 * The colour follows the choice on lists and in the cart (issue #13), desktop: filtering T-shirts by
 * navy pictures every card in navy and links it to that colour; a guest cart with a white and a pink
 * line pictures each line in its own colour (the picture's file is the line's colour id) and links it
 * to the product page on that colour.
 */
import { addColours, expectCardsInFilteredColour, productColours } from './support/colour.ts';
import { expect, main, test } from './support/test.ts';

test('a navy filter shows every card in navy, linked to the product on navy', async ({ page, request }) => {
  await expectCardsInFilteredColour(page, request, 'navy');
});

test('cart lines of two colours each show their own colour', async ({ page, request }) => {
  // A T-shirt offered in white and pink, both in stock.
  const answer = await request.get('/api/products?response_group=shop&category=t-shirts&color=pink&per_page=20');
  const listed = ((await answer.json()) as { data: { code: string; name: string; colors: { name: string }[] }[] }).data;
  const product = listed.find(
    (item) => item.colors.some((colour) => colour.name === 'ホワイト') && item.colors.some((colour) => colour.name === 'ピンク'),
  );
  if (!product) throw new Error('no T-shirt in white and pink');
  const colours = await productColours(request, product.code);
  const idOf = (name: string) => colours.find((colour) => colour.name === name)?.id;

  await addColours(page, product.code, ['ホワイト', 'ピンク']);
  await page.goto('/cart');
  for (const name of ['ホワイト', 'ピンク']) {
    const line = main(page).getByRole('listitem', { name: new RegExp(`（${name} / `) });
    await expect(line).toHaveCount(1);
    await expect(line.locator('img').first()).toHaveAttribute(
      'src',
      `/api/images/products/${encodeURIComponent(product.code)}/${idOf(name)}.webp`,
    );
    // The line leads back to the product page on its colour.
    await expect(line.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/product/${encodeURIComponent(product.code)}?color=${idOf(name)}`,
    );
  }
});
