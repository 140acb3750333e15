/**
 * Every storefront page at phone widths (issue #32, "Phones"), on a shop of this file's own (port 3984
 * `E2E_OWN_MOBILE_WIDTHS_PORT`): each page route of the served build (support/phone-widths.ts reads
 * the route manifest, so a new route is walked too) is opened at 390 px and measured there and at
 * 360 px; a page fails when it is wider than the screen (the elements sticking out are named) or when
 * a price (￥1,470) or a size name (XXL) breaks over two lines.
 *
 * Two browser contexts side by side, one page each: a guest with garments and a silk-screen print
 * order in two inks in the cart, and the demo customer (its estimates, BYOB requests, points and
 * coupons are seeded) who has a delivered silk-screen order (support/reorders.ts) and a cart holding
 * garments, an inkjet print order, a reorder and an estimate. The guest skips the pages behind the
 * login (LOGIN_ONLY, checked once). A route with parameters, or one that shows what earlier steps
 * entered, is reached with the path or steps of ROUTE_PATHS below; a route not named there or in
 * NOT_WALKED fails the test, so a new page gets a reviewed value. A page that does not open within
 * PAGE_WAIT, or lands elsewhere, is a failure naming its route; each failure is a soft assertion,
 * so one run lists them all.
 * The design tool (`/designtool`) and the back office (`/admin`) are apps of their own, not routes of
 * the storefront's table; the design tool's manual pages (`/designtool/<page>`) are storefront pages.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addGarments, addInkjetPrint, inkjetProduct, placeButton, proceedWith } from './support/checkout.ts';
import { collectCspViolations, reportViolationEvents } from './support/csp.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { phoneLayoutProblems, storefrontRoutes, type StorefrontRoute } from './support/phone-widths.ts';
import { choosePlacement, fillQuantity, startPrintOrder } from './support/print.ts';
import { silkscreenOrderInCart } from './support/proof-share.ts';
import { deliveredSilkScreen, shoot, silkScreenProduct } from './support/reorders.ts';
import { e2ePort, DEMO_CUSTOMER } from './support/servers.ts';
import { collectHydrationErrors, expect, main, submitLogin, test, waitForHydration } from './support/test.ts';

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
  'myaccount-reorder-number-print-color': (j) => (page) => reorderStep(page, j.production, 'print-color'),
  'myaccount-reorder-number-confirm': (j) => (page) => reorderStep(page, j.production, 'confirm'),
  'myaccount-orders-number': (j) => `/myaccount/orders/${j.order}`,
  'myaccount-order-productions-number': (j) => `/myaccount/order-productions/${j.production}`,
  'proof-token': (j) => `/proof/${j.proofToken}`,
  // The checkout's card form and confirm page exist once the choices are made on /checkout.
  'checkout-cardpay-token': () => async (page) => {
    await openPage(page, '/checkout');
    await proceedWith(page, 'クレジットカード');
    await waitForHydration(page, HYDRATED);
  },
  'checkout-confirm': () => async (page) => {
    await openPage(page, '/checkout');
    await proceedWith(page, '銀行振込');
    await expect(placeButton(page)).toBeEnabled();
  },
  // The BYOB request's later steps and the inquiry's confirmation show what was typed before.
  'byob-ask_2': () => (page) => byobStep(page, 2),
  'byob-ask_3': () => (page) => byobStep(page, 3),
  'byob-confirm': () => (page) => byobStep(page, 4),
  'info-confirm_inquiry': () => async (page) => {
    await openPage(page, '/info/contactus');
    await page.getByLabel('お名前').fill('問合 花子');
    await page.getByLabel('メールアドレス').fill('widths@example.com');
    await page.getByLabel('お問い合わせ種別').selectOption({ label: 'プリントについて' });
    await page.getByLabel('件名').fill('XXLの在庫について');
    await page.getByLabel('お問い合わせ内容').fill('XXLを30枚、￥1,470のTシャツで注文できますか。');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await arrive(page, '/info/confirm_inquiry');
  },
  'not-found': () => '/no/such/page',
};

/** Routes that cannot be opened by a journey, and why. */
const NOT_WALKED: Record<string, string> = {
  'checkout-bridge-token': 'the way back from 3-D Secure: a one-time token of a pending authorisation',
  'myaccount-payments-new': 'the card form of a gateway session started from /myaccount/payments: a one-time token',
};

/** Pages behind the login (the server answers a guest 302 to /login, checked once per prefix): the guest skips them. */
const LOGIN_ONLY = ['/myaccount', '/checkout'] as const;
const loginOnly = (path: string) => LOGIN_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** With E2E_SHOTS=<folder>: besides every failing page, the routes named in E2E_SHOT_ROUTES (ids, comma-separated) are shot at each width. */
const SHOT_ROUTES = new Set((process.env['E2E_SHOT_ROUTES'] ?? '').split(',').filter(Boolean));

/** How long one page may take to open (or its steps to reach it) before it counts as a failure, not a hang. */
const PAGE_WAIT = 30_000;
/** The walk only measures (never clicks while React hydrates): it asks whether the page has hydrated every 100 ms. */
const HYDRATED = { timeout: PAGE_WAIT, intervals: [100] };

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, HYDRATED);
}

/** After a click that moves to `path` in the app: there, and hydrated. */
async function arrive(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: PAGE_WAIT });
  await waitForHydration(page, HYDRATED);
}

/** The reorder's steps (the choices travel from step to step): the ink colours, then the confirmation. */
async function reorderStep(page: Page, production: string, step: 'print-color' | 'confirm'): Promise<void> {
  await openPage(page, `/myaccount/reorder/${production}`);
  await page.getByRole('button', { name: 'インクの色へ進む' }).click();
  await arrive(page, `/myaccount/reorder/${production}/print-color`);
  if (step === 'print-color') return;
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await arrive(page, `/myaccount/reorder/${production}/confirm`);
}

/** `YYYY-MM-DD`, `days` after today in Japan. */
const jstDate = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The BYOB request's steps (its draft lives in the tab's sessionStorage) up to `step` (2: /byob/ask_2 … 4: /byob/confirm). */
async function byobStep(page: Page, step: 2 | 3 | 4): Promise<void> {
  await openPage(page, '/byob/ask');
  await page.getByLabel(/^アイテムの種類/).selectOption({ label: 'Tシャツ' });
  await page.getByLabel(/^素材/).selectOption({ label: '綿100%' });
  await page.getByLabel(/^ボディの色/).fill('白');
  await page.getByLabel('XXL', { exact: true }).fill('30');
  await page.getByRole('button', { name: '次へ進む' }).click();
  await arrive(page, '/byob/ask_2');
  if (step === 2) return;
  await main(page)
    .getByRole('group', { name: /プリント方法/ })
    .getByRole('radio')
    .first()
    .check();
  await main(page).getByRole('checkbox', { name: '前面' }).check();
  await page.getByRole('button', { name: '次へ進む' }).click();
  await arrive(page, '/byob/ask_3');
  if (step === 3) return;
  await page.getByLabel(/^お名前/).fill('持込 太郎');
  await page.getByLabel(/^メールアドレス/).fill('byob-widths@example.com');
  await page.getByLabel(/^電話番号/).fill('090-1234-5678');
  await main(page).getByRole('radio', { name: '宅配便で送る（元払い）' }).check();
  await page.getByLabel(/^お品物の到着予定日/).fill(jstDate(5));
  await page.getByLabel(/^ご希望納期/).fill(jstDate(45));
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await arrive(page, '/byob/confirm');
}

/** Opens the page (a path, or the steps that reach it) within PAGE_WAIT; answers what went wrong, or null. */
async function visit(page: Page, target: string | Reach): Promise<string | null> {
  try {
    if (typeof target !== 'string') {
      await target(page);
      return null;
    }
    await openPage(page, target);
    const at = new URL(page.url());
    return `${at.pathname}${at.search}` === target ? null : `opened ${target}, landed on ${at.pathname}${at.search}`;
  } catch (error) {
    const landed = new URL(page.url());
    return `did not open (at ${landed.pathname}${landed.search}): ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
  }
}

/**
 * Opens every route at 390 px and measures it there and at 360 px. Each problem is a soft assertion,
 * reported with its page as soon as it is found, and the walk goes on to the next page.
 */
async function walk(page: Page, routes: readonly StorefrontRoute[], journey: Journey, who: string): Promise<void> {
  for (const route of routes) {
    const make = ROUTE_PATHS[route.id];
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    const problem = await visit(page, make ? make(journey) : route.path);
    expect.soft(problem, `${who} ${route.id} opens`).toBeNull();
    if (problem) {
      await shoot(page, `widths-${who}-${route.id}-unopened`);
      continue;
    }
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
      const found = await phoneLayoutProblems(page, width);
      const where = `${who} ${route.id} (${new URL(page.url()).pathname}) at ${width} px`;
      const wider = found.overflow > 0 ? `${found.overflow} px wider; sticking out: ${found.widest.join('; ')}` : null;
      expect.soft(wider, `${where}: wider than the screen`).toBeNull();
      expect.soft(found.broken, `${where}: prices or sizes broken over two lines`).toEqual([]);
      if (found.overflow > 0 || found.broken.length > 0 || SHOT_ROUTES.has(route.id))
        await shoot(page, `widths-${who}-${route.id}-${width}`);
    }
  }
}

async function newPhoneContext(browser: Browser, shop: OwnShop, found: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: WIDTHS[0], height: 800 } });
  // Every click and navigation of the walk is bounded too: a missing button fails the page, not the run.
  context.setDefaultTimeout(PAGE_WAIT);
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
  test.setTimeout(900_000);
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const reported: string[] = [];
  const guest = await newPhoneContext(browser, shop, reported);
  const customer = await newPhoneContext(browser, shop, reported);

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
    // The rule the guest's walk goes by: these prefixes send a guest to the login page.
    for (const prefix of LOGIN_ONLY) {
      const answer = await request.get(prefix, { maxRedirects: 0 });
      expect(answer.headers()['location'] ?? '', `a guest's ${prefix}`).toMatch(/^\/login\b/);
    }
    return all.filter((route) => !(route.id in NOT_WALKED));
  });
  const [screenProduct, garment] = await Promise.all([silkScreenProduct(request), inkjetProduct(request)]);

  // The two shoppers side by side: each fills its cart, then walks.
  const customerWalk = async (): Promise<void> => {
    const page = customer.page;
    const journey = await test.step('the customer orders, has it delivered and fills the cart', async () => {
      await page.goto('/login');
      await submitLogin(page, DEMO_CUSTOMER);
      await expect(page).toHaveURL('/myaccount', { timeout: 60_000 });
      const delivered = await deliveredSilkScreen(page, request, shop, 12);
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

      // The cart: a reorder, an estimate, garments and an inkjet print order; a shared proof of it.
      await reorderStep(page, delivered.number, 'confirm');
      await page.getByRole('button', { name: 'カートに入れる' }).click();
      await expect(page).toHaveURL('/cart');
      await openPage(page, `/myaccount/estimates/${estimate}`);
      await page.getByRole('main').getByRole('button', { name: 'カートに入れる' }).click();
      await expect(page).toHaveURL('/cart');
      await addGarments(page, garment, 3);
      await addInkjetPrint(page, garment, 4);
      await openPage(page, '/cart');
      await main(page)
        .getByRole('button', { name: /の校正を共有する$/ })
        .first()
        .click();
      const link = page.getByRole('dialog', { name: '校正を共有する' }).getByRole('textbox', { name: /共有リンク/ });
      await expect(link).toHaveValue(/\/proof\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
      const proofToken = /[^/]+$/.exec(await link.inputValue())![0];
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
    return test.step('the customer walks every page', () => walk(page, routes, journey, 'customer'));
  };

  const guestWalk = async (): Promise<void> => {
    const page = guest.page;
    const journey = await test.step('the guest fills the cart', async () => {
      // Garments and a silk-screen print order in two inks (its line has the wrapping choice).
      await addGarments(page, garment, 2);
      await silkscreenOrderInCart(page, request, 12);
      const inkjetPid = await startPrintOrder(page, garment.code, 'インクジェット');
      await choosePlacement(page, '前面 A4');
      await fillQuantity(page, 10);
      const screenPid = await startPrintOrder(page, screenProduct.code, 'シルクスクリーン');
      await page.getByRole('checkbox').first().check();
      await fillQuantity(page, 10);
      // The values of pages behind the login are never used: the guest skips them.
      return {
        product: screenProduct.code,
        inkjetProduct: garment.code,
        inkjetPid,
        screenPid,
        production: '',
        order: '',
        estimate: '',
        customOrder: '',
        review: '',
        proofToken: '',
      };
    });
    // The shared proof's page is the same for anyone with the link: the customer walks it.
    const open = routes.filter((route) => !loginOnly(route.path) && route.id !== 'proof-token');
    return test.step('a guest walks every page not behind the login', () => walk(page, open, journey, 'guest'));
  };

  await Promise.all([guestWalk(), customerWalk()]);
  expect(reported, 'hydration errors and CSP violations').toEqual([]);
  await guest.context.close();
  await customer.context.close();
  await request.dispose();
});
