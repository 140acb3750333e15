/**
 * Every storefront page at phone widths (issue #32, "Phones"), on a shop of this file's own (port 3984
 * `E2E_OWN_MOBILE_WIDTHS_PORT`): each page route of the served build (support/phone-widths.ts reads
 * the route manifest, so a new route is walked too) is opened at 390 px and measured there and at
 * 360 px; a page fails when it is wider than the screen (the elements sticking out are named) or when
 * a price (￥1,470) or a size name (XXL) breaks over two lines.
 *
 * Two browser contexts, one page each: a guest with garments and a silk-screen print order in the cart,
 * and the demo customer (its estimates, BYOB requests, points and coupons are seeded) who has a
 * delivered silk-screen order (support/reorders.ts) and a cart holding garments, a print order, a
 * reorder and an estimate. A route with parameters is walked with the values of ROUTE_PATHS below;
 * a route not named there or in NOT_WALKED fails the test, so a new page gets a reviewed value.
 * The design tool (`/designtool`) and the back office (`/admin`) are apps of their own, not routes of
 * the storefront's table; the design tool's manual pages (`/designtool/<page>`) are storefront pages.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addGarments, addInkjetPrint, inkjetProduct, placeButton, proceedWith } from './support/checkout.ts';
import { collectCspViolations, reportViolationEvents } from './support/csp.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { phoneLayoutProblems, storefrontRoutes, type StorefrontRoute } from './support/phone-widths.ts';
import { choosePlacement, fillQuantity, startPrintOrder } from './support/print.ts';
import { deliveredSilkScreen, shoot } from './support/reorders.ts';
import { e2ePort, DEMO_CUSTOMER } from './support/servers.ts';
import { collectHydrationErrors, expect, submitLogin, test, waitForHydration } from './support/test.ts';

const PORT = e2ePort('E2E_OWN_MOBILE_WIDTHS_PORT', 3984);
const WIDTHS = [390, 360] as const;

/** What the journey made, for the routes' parameters. */
interface Journey {
  /** A silk-screen product (the one ordered and reordered). */
  product: string;
  /** The production of the delivered order (PF-…-1) and its order (PF-…). */
  production: string;
  order: string;
  /** Print orders started in this browser (`?pid=`), filled in on the first step. */
  inkjetPid: string;
  inkjetProduct: string;
  screenPid: string;
  estimate: string;
  customOrder: string;
  review: string;
  proofToken: string;
}

type Reach = (page: Page) => Promise<void>;

/**
 * The reviewed parameter values: the path to open (or the steps that reach the page) per route id
 * with parameters or a state it needs. Catalogue and content values are fixed slugs of content/ and
 * the seeded catalogue; the rest are the journey's own.
 */
const ROUTE_PATHS: Record<string, (j: Journey) => string | Reach> = {
  category: () => '/t-shirts',
  'product-code': (j) => `/product/${j.product}`,
  'product-code-customer-reviews': (j) => `/product/${j.product}/customer-reviews`,
  'product-code-print': (j) => `/product/${j.product}/print`,
  'product-code-print-inkjet': (j) => `/product/${j.inkjetProduct}/print-inkjet?pid=${j.inkjetPid}`,
  'product-code-print-inkjet-upload': (j) => `/product/${j.inkjetProduct}/print-inkjet-upload?pid=${j.inkjetPid}`,
  'product-code-print-inkjet-preview': (j) => `/product/${j.inkjetProduct}/print-inkjet-preview?pid=${j.inkjetPid}`,
  'product-code-print-screen': (j) => `/product/${j.product}/print-screen?pid=${j.screenPid}`,
  'product-code-print-screen-color': (j) => `/product/${j.product}/print-screen-color?pid=${j.screenPid}`,
  'product-code-print-screen-color-scheme': (j) => `/product/${j.product}/print-screen-color-scheme?pid=${j.screenPid}`,
  'product-code-print-screen-upload': (j) => `/product/${j.product}/print-screen-upload?pid=${j.screenPid}`,
  'product-code-print-screen-confirm': (j) => `/product/${j.product}/print-screen-confirm?pid=${j.screenPid}`,
  'blog-author-slug': () => '/blog/author/morikawa',
  'blog-category-slug': () => '/blog/category/how-to',
  'blog-tag-slug': () => '/blog/tag/t-shirt',
  'blog-slug': () => '/blog/inkjet-vs-silkscreen',
  'article-id': () => '/article/1',
  'brand-slug': () => '/brand/united-basics',
  'features-slug': () => '/features/school-festival',
  'example-id': () => '/example/1',
  'faqs-slug': () => '/faqs/shipping-fee',
  'word-slug': () => '/word/inkjet',
  'myaccount-reviews-write-review': (j) => `/myaccount/reviews/write-review?product=${j.product}`,
  'myaccount-reviews-id': (j) => `/myaccount/reviews/${j.review}`,
  'myaccount-reviews-id-edit': (j) => `/myaccount/reviews/${j.review}/edit`,
  'myaccount-custom_order-number': (j) => `/myaccount/custom_order/${j.customOrder}`,
  'myaccount-estimates-number': (j) => `/myaccount/estimates/${j.estimate}`,
  'myaccount-reorder-number': (j) => `/myaccount/reorder/${j.production}`,
  'myaccount-reorder-number-print-color': (j) => `/myaccount/reorder/${j.production}/print-color`,
  'myaccount-reorder-number-confirm': (j) => `/myaccount/reorder/${j.production}/confirm`,
  'myaccount-orders-number': (j) => `/myaccount/orders/${j.order}`,
  'myaccount-order-productions-number': (j) => `/myaccount/order-productions/${j.production}`,
  'proof-token': (j) => `/proof/${j.proofToken}`,
  // The checkout's card form and confirm page exist once the choices are made on /checkout.
  'checkout-cardpay-token': () => async (page) => {
    await openPage(page, '/checkout');
    await proceedWith(page, 'クレジットカード');
    await waitForHydration(page);
  },
  'checkout-confirm': () => async (page) => {
    await openPage(page, '/checkout');
    await proceedWith(page, '銀行振込');
    await expect(placeButton(page)).toBeEnabled();
  },
  'not-found': () => '/no/such/page',
};

/** Routes that cannot be opened by a journey, and why. */
const NOT_WALKED: Record<string, string> = {
  'checkout-bridge-token': 'the way back from 3-D Secure: a one-time token of a pending authorisation',
  'myaccount-payments-new': 'the card form of a gateway session started from /myaccount/payments: a one-time token',
};

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens every route at 390 px, measures it there and at 360 px; answers what failed. */
async function walk(page: Page, routes: readonly StorefrontRoute[], journey: Journey, who: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const make = ROUTE_PATHS[route.id];
    const target = make ? make(journey) : route.path;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    if (typeof target === 'string') await openPage(page, target);
    else await target(page);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
      const found = await phoneLayoutProblems(page, width);
      const where = `${who} ${route.id} (${new URL(page.url()).pathname}) at ${width} px`;
      if (found.overflow > 0) failures.push(`${where}: ${found.overflow} px wider than the screen; ${found.widest.join('; ')}`);
      for (const broken of found.broken) failures.push(`${where}: broken over two lines: ${broken}`);
      if (process.env['E2E_SHOTS'] && (found.overflow > 0 || found.broken.length > 0))
        await shoot(page, `widths-${who}-${route.id}-${width}`);
    }
  }
  return failures;
}

async function newPhoneContext(browser: Browser, shop: OwnShop, found: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: WIDTHS[0], height: 800 } });
  await reportViolationEvents(context);
  const page = await context.newPage();
  collectHydrationErrors(page, found);
  collectCspViolations(page, found);
  return { context, page };
}

let shop: OwnShop;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnShop(PORT);
});
test.afterAll(async () => {
  await shop?.close();
});

test('every storefront page fits a 390 and a 360 px phone, guest and logged in, prices on one line', async ({ browser, playwright }) => {
  test.setTimeout(420_000);
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const reported: string[] = [];
  const guest = await newPhoneContext(browser, shop, reported);
  const customer = await newPhoneContext(browser, shop, reported);

  const begun = Date.now();
  const lap = (what: string) => console.log(`${what}: ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  const routes = await test.step('the route table', async () => {
    await openPage(guest.page, '/');
    const all = await storefrontRoutes(guest.page);
    const unknown = all.filter(
      (route) => (route.path.includes(':') || route.path.includes('*')) && !(route.id in ROUTE_PATHS) && !(route.id in NOT_WALKED),
    );
    expect(
      unknown.map((route) => route.id),
      'routes with parameters need a value in ROUTE_PATHS or a reason in NOT_WALKED',
    ).toEqual([]);
    const ids = new Set(all.map((route) => route.id));
    expect(
      Object.keys({ ...ROUTE_PATHS, ...NOT_WALKED }).filter((id) => !ids.has(id)),
      'stale entries',
    ).toEqual([]);
    return all.filter((route) => !(route.id in NOT_WALKED));
  });

  const journey = await test.step('the customer orders, has it delivered and fills the cart', async () => {
    const page = customer.page;
    await page.goto('/login');
    await submitLogin(page, DEMO_CUSTOMER);
    await expect(page).toHaveURL('/myaccount', { timeout: 60_000 });
    const delivered = await deliveredSilkScreen(page, request, shop, 12);
    lap('delivered');
    const api = async <T>(path: string): Promise<T> =>
      page.evaluate(async (p) => (await (await fetch(p, { headers: { Accept: 'application/json' } })).json()) as T, path);
    const estimate = (await api<{ data: { number: string }[] }>('/api/estimates')).data[0]!.number;
    const customOrder = (await api<{ data: { number: string }[] }>('/api/custom_orders')).data[0]!.number;

    // A review of the delivered product.
    await openPage(page, `/myaccount/reviews/write-review?product=${delivered.product.code}`);
    await page.getByRole('radio', { name: /^星5つ/ }).check({ force: true });
    await page.getByLabel('タイトル').fill('部活のTシャツ');
    await page.getByLabel('レビュー本文').fill('生地がしっかりしていて、プリントもきれいでした。');
    await page.getByRole('radiogroup', { name: 'サイズ感' }).getByLabel('ちょうどいい').check();
    await page.getByLabel('ニックネーム').fill('テニス部');
    await page.getByRole('button', { name: /投稿/ }).click();
    await expect(page).toHaveURL(/\/myaccount\/reviews\/\d+$/);
    const review = /\d+$/.exec(page.url())![0];
    lap('reviewed');

    // The cart: a reorder, an estimate, garments and a silk-screen print order (two inks).
    await openPage(page, `/myaccount/reorder/${delivered.number}`);
    await page.getByRole('button', { name: 'インクの色へ進む' }).click();
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await page.getByRole('button', { name: 'カートに入れる' }).click();
    await expect(page).toHaveURL('/cart');
    await openPage(page, `/myaccount/estimates/${estimate}`);
    await page.getByRole('main').getByRole('button', { name: 'カートに入れる' }).click();
    await expect(page).toHaveURL('/cart');
    const garment = await inkjetProduct(request);
    await addGarments(page, garment, 3);
    await addInkjetPrint(page, garment, 4);
    await openPage(page, '/cart');
    await page
      .getByRole('main')
      .getByRole('button', { name: /の校正を共有する$/ })
      .first()
      .click();
    const link = page.getByRole('dialog', { name: '校正を共有する' }).getByRole('textbox', { name: /共有リンク/ });
    await expect(link).toHaveValue(/\/proof\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
    const proofToken = /[^/]+$/.exec(await link.inputValue())![0];

    lap('customer cart');
    const inkjetPid = await startPrintOrder(page, garment.code, 'インクジェット');
    await choosePlacement(page, '前面 A4');
    await fillQuantity(page, 10);
    const screenPid = await startPrintOrder(page, delivered.product.code, 'シルクスクリーン');
    await page.getByRole('checkbox').first().check();
    await fillQuantity(page, 10);
    return {
      product: delivered.product.code,
      production: delivered.number,
      order: delivered.number.replace(/-\d+$/, ''),
      inkjetPid,
      inkjetProduct: garment.code,
      screenPid,
      estimate,
      customOrder,
      review,
      proofToken,
    } satisfies Journey;
  });

  const guestJourney = await test.step('the guest fills the cart', async () => {
    const page = guest.page;
    const garment = await inkjetProduct(request);
    await addGarments(page, garment, 2);
    await addInkjetPrint(page, garment, 4);
    const inkjetPid = await startPrintOrder(page, journey.inkjetProduct, 'インクジェット');
    await choosePlacement(page, '前面 A4');
    await fillQuantity(page, 10);
    const screenPid = await startPrintOrder(page, journey.product, 'シルクスクリーン');
    await page.getByRole('checkbox').first().check();
    await fillQuantity(page, 10);
    return { ...journey, inkjetPid, screenPid };
  });

  lap('guest cart');
  const started = Date.now();
  const failures: string[] = [];
  await test.step('a guest walks every page not behind the login', async () => {
    const open: StorefrontRoute[] = [];
    for (const route of routes) {
      const target = ROUTE_PATHS[route.id]?.(guestJourney) ?? route.path;
      if (typeof target !== 'string') continue;
      const answer = await guest.page.request.get(target, { maxRedirects: 0 });
      if (!(answer.status() >= 300 && answer.status() < 400 && (answer.headers()['location'] ?? '').startsWith('/login'))) open.push(route);
    }
    failures.push(...(await walk(guest.page, open, guestJourney, 'guest')));
  });
  await test.step('the customer walks every page', async () => {
    failures.push(...(await walk(customer.page, routes, journey, 'customer')));
  });
  console.log(`walked ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(failures, 'pages wider than a phone, or a price or size broken over two lines').toEqual([]);
  expect(reported, 'hydration errors and CSP violations').toEqual([]);
  await guest.context.close();
  await customer.context.close();
  await request.dispose();
});
