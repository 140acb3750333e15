import type { Locator, Page } from '@playwright/test';
import { MAINTENANCE_END, MAINTENANCE_URL } from './support/servers.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const NOT_FOUND_MESSAGE = 'This page could not be found';

/** The error page (spec §2 Error page): a region named by its title, holding the code and a HOME link. */
function errorPage(page: Page, title: string): Locator {
  return main(page).getByRole('region', { name: title, exact: true });
}

async function expectErrorPage(page: Page, code: number, title: string): Promise<Locator> {
  const region = errorPage(page, title);
  await expect(region).toBeVisible();
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(region.getByText(String(code), { exact: true })).toBeVisible();
  await expect(region.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(new RegExp(`^${code} ${title}`));
  return region;
}

test.describe('missing pages answer 404', () => {
  for (const { name, path } of [
    { name: 'an unknown path', path: '/no/such/page' },
    { name: 'an unknown product code', path: '/product/NO-SUCH-CODE-999' },
    { name: 'an unknown category', path: '/no-such-category' },
  ]) {
    test(`${name} shows 'Not Found' with a HOME button back to the shop`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const region = await expectErrorPage(page, 404, 'Not Found');
      await expect(region).toContainText(NOT_FOUND_MESSAGE);
      // The top bar stays usable on an error page.
      await expect(page.getByRole('search')).toBeVisible();
      await waitForHydration(page);
      await region.getByRole('link', { name: 'HOME' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('オリジナルTシャツ・グッズを1枚から');
    });
  }
});

test('an API failure on a client-side navigation shows the error page for its status', async ({ page }) => {
  // No page of the shop answers these by itself (list pages drop malformed parameters instead of
  // asking the API), so the product list call of a category page is made to fail in the browser.
  const cases = [
    { status: 400, code: 400, title: 'Bad Request' },
    { status: 401, code: 401, title: 'Unauthorized' },
    { status: 403, code: 403, title: 'Forbidden' },
    { status: 422, code: 422, title: 'Unprocessable Entity' },
    { status: 500, code: 500, title: 'Internal Server Error' },
    // Any other code is shown as 500.
    { status: 409, code: 500, title: 'Internal Server Error' },
  ];
  await page.goto('/');
  await waitForHydration(page);
  const categoryLink = main(page).getByRole('region', { name: 'カテゴリーから探す' }).getByRole('link').first();
  for (const { status, code, title } of cases) {
    await test.step(`API answers ${status}`, async () => {
      await page.route(/\/api\/products\?/, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify(
            status === 422
              ? { message: 'ページ番号は1以上の整数で指定してください', errors: { page: ['ページ番号は1以上の整数で指定してください'] } }
              : { message: `refused with ${status}` },
          ),
        }),
      );
      await categoryLink.click();
      const region = await expectErrorPage(page, code, title);
      await page.unroute(/\/api\/products\?/);
      await region.getByRole('link', { name: 'HOME' }).click();
      await expect(page).toHaveURL('/');
      await expect(categoryLink).toBeVisible();
    });
  }
  // With the API answering again the same link works.
  const categoryName = (await categoryLink.textContent())?.trim() ?? '';
  await categoryLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
});

test.describe('maintenance (the shop started with MAINTENANCE set)', () => {
  test('a page answers 503 Under Maintenance with the planned end', async ({ page }) => {
    const response = await page.goto(`${MAINTENANCE_URL}/`);
    expect(response?.status()).toBe(503);
    const region = await expectErrorPage(page, 503, 'Under Maintenance');
    await expect(region).toContainText(`終了予定: ${MAINTENANCE_END}`);
    await expect(region.getByText(/ただいまメンテナンス中です/)).toHaveCount(1);
    await waitForHydration(page);
  });

  test('a client-side navigation during maintenance also shows the 503 page with its message', async ({ page }) => {
    // The login page calls no API, so it opens; the next page needs the API.
    const response = await page.goto(`${MAINTENANCE_URL}/login`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'プリントファクトリー' }).click();
    await expect(page).toHaveURL(`${MAINTENANCE_URL}/`);
    const region = await expectErrorPage(page, 503, 'Under Maintenance');
    await expect(region).toContainText(`終了予定: ${MAINTENANCE_END}`);
  });
});
