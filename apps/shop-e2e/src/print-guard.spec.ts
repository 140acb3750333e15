/**
 * The guard of every print-order step (spec §5): the stored order named by `?pid=` must exist in
 * this browser and belong to the product of the URL. No pid or an unknown one shows the 404 error
 * page, another product's order the 400 error page (spec §2 Error page), and the server answers
 * with that status (it reads which orders the browser holds from their cookie).
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { findProduct, offers, startPrintOrder } from './support/print.ts';
import { expect, main, test } from './support/test.ts';

async function expectErrorPage(page: Page, code: number, title: string): Promise<void> {
  const region = main(page).getByRole('region', { name: title, exact: true });
  await expect(region).toBeVisible();
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(region.getByText(String(code), { exact: true })).toBeVisible();
  await expect(region.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'プリント位置・カラー・数量を選ぶ' })).toHaveCount(0);
}

test('a print step without pid, with an unknown pid or with another product’s pid shows the 404, 404 and 400 error pages', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => offers(p, 'inkjet'));
  const other = await findProduct(request, (p) => offers(p, 'inkjet') && p.code !== product.code);
  const pid = await startPrintOrder(page, product.code, 'インクジェット');

  for (const step of ['print-inkjet', 'print-inkjet-upload', 'print-inkjet-preview']) {
    await test.step(`${step} without pid → 404`, async () => {
      const response = await page.goto(`/product/${product.code}/${step}`);
      expect(response?.status()).toBe(404);
      await expectErrorPage(page, 404, 'Not Found');
    });
    await test.step(`${step} with an unknown pid → 404`, async () => {
      const response = await page.goto(`/product/${product.code}/${step}?pid=${crypto.randomUUID()}`);
      expect(response?.status()).toBe(404);
      await expectErrorPage(page, 404, 'Not Found');
    });
    await test.step(`${step} with another product’s pid → 400`, async () => {
      const response = await page.goto(`/product/${other.code}/${step}?pid=${pid}`);
      expect(response?.status()).toBe(400);
      await expectErrorPage(page, 400, 'Bad Request');
    });
  }
  await expectNoSeriousViolations(page, 'the 400 page of a print step');
  await page.goto(`/product/${product.code}/print-inkjet?pid=${crypto.randomUUID()}`);
  await expectErrorPage(page, 404, 'Not Found');
  await expectNoSeriousViolations(page, 'the 404 page of a print step');

  // The order itself is untouched: its own product's step still opens, with 200.
  const response = await page.goto(`/product/${product.code}/print-inkjet?pid=${pid}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント位置・カラー・数量を選ぶ');
});
