/**
 * A home page that sells (issue #13), desktop: the first view's worked example is computed from the
 * catalogue and equals what the print flow prices for that case (the live total of 10 pieces, the
 * method page's quote), the sections a shopper expects, the footer's company details equal to the
 * 特定商取引法 page's, and no serious axe violation.
 */
import { choosePlacement, fillQuantity, liveTotal, startPrintOrder } from './support/print.ts';
import { expectFooterMatchesNotice, expectHomeAccessible, expectHomeSections, printPageQuote, readHomeExample } from './support/home.ts';
import { expect, test } from './support/test.ts';

test('the worked example of the first view is what the print flow prices for that case', async ({ page }) => {
  const example = await readHomeExample(page);
  // The method page quotes the same price per piece at 10 pieces.
  expect(await printPageQuote(page, example.code, example.methodName)).toBe(example.perPiece);
  // The print order's live total (cart-domain's production pricing, as the cart prices it) for 10
  // pieces of that colour with that one placement is the stated total.
  await startPrintOrder(page, example.code, example.methodName);
  await choosePlacement(page, example.placement);
  await fillQuantity(page, 10, example.colorName);
  expect(await liveTotal(page)).toBe(example.total);
});

test('the home page has the sections that sell, the footer states the notice page company details, axe passes', async ({ page }) => {
  await readHomeExample(page);
  await expectHomeSections(page);
  await expectHomeAccessible(page);
  await expectFooterMatchesNotice(page);
});
