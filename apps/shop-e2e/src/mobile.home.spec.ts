/**
 * A home page that sells (issue #13), on a phone (Pixel 7): the worked example equals the method
 * page's quote, the sections, no sideways scrolling, axe, and the footer's company details equal to
 * the 特定商取引法 page's; a colour filter pictures the cards in that colour.
 */
import { expectFooterMatchesNotice, expectHomeAccessible, expectHomeSections, printPageQuote, readHomeExample } from './support/home.ts';
import { expectCardsInFilteredColour } from './support/colour.ts';
import { expect, test } from './support/test.ts';

test('the home page on a phone: the example, the sections, no sideways scroll, axe and the footer', async ({ page }) => {
  const example = await readHomeExample(page);
  await expectHomeSections(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await expectHomeAccessible(page);
  await expectFooterMatchesNotice(page);
  expect(await printPageQuote(page, example.code, example.methodName)).toBe(example.perPiece);
});

test('a colour filter on a phone shows every card in that colour, linked to it', async ({ page, request }) => {
  await expectCardsInFilteredColour(page, request, 'pink');
});
