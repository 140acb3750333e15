/**
 * 「前回の続きから」 on the product page: a print order started in this browser is offered again on its
 * product's page (the list's code loads only when a stored print order names the product), and a
 * product without one shows no such section.
 */
import { findProduct, offers, startPrintOrder } from './support/print.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

test('a started print order is offered on its product page, and only there', async ({ page, request }) => {
  const product = await findProduct(request, (candidate) => offers(candidate, 'inkjet'));
  const other = await findProduct(request, (candidate) => candidate.code !== product.code);

  await page.goto(`/product/${other.code}`);
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: '前回の続きから' })).toHaveCount(0);

  const pid = await startPrintOrder(page, product.code, 'インクジェット');
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { name: '前回の続きから' })).toBeVisible();
  const resume = main(page).getByRole('link', { name: /^インクジェットのプリント注文.*を再開する$/ });
  await expect(resume).toHaveCount(1);
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`[?&]pid=${pid}`));

  // The other product still offers nothing to resume.
  await page.goto(`/product/${other.code}`);
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: '前回の続きから' })).toHaveCount(0);
});
