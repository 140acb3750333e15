/**
 * HTML that validates (issue #32): the Nu Html Checker (support/html-checker.ts) over the main pages
 * finds no error. Each page as the server sends it (what a crawler and the checker's own service
 * read), and the pages whose content the browser draws (the cart with items, the design tool's
 * product chooser, the top bar of a logged-in customer) as the browser holds them once drawn; for a
 * guest and, where the page differs, for a logged-in customer. On a shop of this file's own: the
 * customer's cart is changed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { checkHtml, describeErrors, type CheckedDocument } from './support/html-checker.ts';
import { newCustomer, register } from './support/account.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { findProduct, offers } from './support/print.ts';
import { chooseColourAndSize } from './support/product.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const PORT = e2ePort('E2E_OWN_HTMLSPEC_PORT', 3977);
let shop: OwnShop | undefined;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnShop(PORT);
});

test.afterAll(async () => {
  await shop?.close();
});

const GUIDANCE = [
  'delivery',
  'faq',
  'inkjet',
  'payment',
  'point',
  'price',
  'screen',
  'timelines',
  'white_inkjet',
  'timelines/designtool',
  'timelines/screen-printing',
  'timelines/submit-data',
].map((slug) => `/guidance/${slug}`);

/** The page at `path` as the server sends it (it must answer 200). */
async function served(request: APIRequestContext, path: string, who: string): Promise<CheckedDocument> {
  const response = await request.get(path);
  expect(response.status(), `${path} (${who})`).toBe(200);
  return { label: `${path} (${who}, as served)`, html: await response.text() };
}

/** The current page as the browser holds it now (its DOM, serialised with the doctype). */
async function drawn(page: Page, who: string): Promise<CheckedDocument> {
  const url = new URL(page.url());
  return { label: `${url.pathname}${url.search} (${who}, as drawn)`, html: await page.content() };
}

/** Puts one piece of the product into the cart from its page and opens /cart with the line. */
async function cartWithAnItem(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/product/${code}`);
  await waitForHydration(page);
  await chooseColourAndSize(page, 1);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'カートに1点追加しました。' })).toBeVisible();
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(main(page).getByRole('listitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}（`) })).toBeVisible();
}

test('the main pages, for a guest and a logged-in customer, have no HTML error (Nu Html Checker)', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const product = await findProduct(page.request, (p) => offers(p, 'inkjet'));
  const category = (await (await page.request.get('/api/categories')).json()) as { data: { slug: string }[] };
  const categorySlug = category.data[0]?.slug;
  expect(categorySlug, 'a category to check').toBeTruthy();
  const documents: CheckedDocument[] = [];

  // A guest, in a browser of their own.
  const guest = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  try {
    const paths = [
      '/',
      `/${categorySlug}`,
      `/search?q=${encodeURIComponent('Tシャツ')}`,
      '/product',
      `/product/${product.code}`,
      `/product/${product.code}/print`,
      ...GUIDANCE,
      '/faqs',
      '/login',
      '/register',
      '/cart',
      '/designtool',
    ];
    for (const path of paths) documents.push(await served(guest.request, path, 'guest'));

    const shopper = await guest.newPage();
    await cartWithAnItem(shopper, product.code, product.name);
    documents.push(await drawn(shopper, 'guest'));

    await shopper.goto('/designtool');
    await expect(shopper.getByRole('list', { name: 'デザインできるアイテム' }).getByRole('button').first()).toBeVisible();
    documents.push(await drawn(shopper, 'guest'));
    // With E2E_SHOTS: the chooser with its footer and the top bar's search field, on a desktop and a phone.
    await shoot(shopper, 'htmlspec-designtool-chooser-desktop');
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shoot(shopper, 'htmlspec-designtool-chooser-390');
    await shopper.goto('/');
    await waitForHydration(shopper);
    await shoot(shopper, 'htmlspec-home-390');
  } finally {
    await guest.close();
  }

  // A customer, registered (and so logged in) in the test's browser: the account pages, the top bar and the server cart.
  await register(page, newCustomer('htmlspec'));
  for (const path of ['/myaccount', '/myaccount/orders', '/']) documents.push(await served(page.request, path, 'logged in'));
  await cartWithAnItem(page, product.code, product.name);
  documents.push(await drawn(page, 'logged in'));
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /様のアカウントメニュー$/ })).toBeVisible();
  documents.push(await drawn(page, 'logged in'));

  const errors = checkHtml(documents);
  expect(errors, `HTML errors in ${documents.length} documents:\n${describeErrors(errors)}`).toEqual([]);
});
