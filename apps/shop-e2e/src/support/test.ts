/**
 * The `test` every journey uses: Playwright's, plus guards that fail the test when a page of its
 * browser context reports a React hydration error or a Content-Security-Policy violation, and small
 * helpers shared by the specs.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { collectCspViolations, reportViolationEvents } from './csp.ts';
import { DEMO_CUSTOMER } from './servers.ts';

// Production React reports hydration failures as minified errors: #418 (server HTML did not match),
// #419/#422/#423/#424 (hydration gave up and rendered on the client), #421/#425 (older wording).
const MINIFIED_HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|424|425)\b/;

/** Whether a console or page error message reports a hydration problem. */
export function isHydrationError(message: string): boolean {
  return /hydrat/i.test(message) || MINIFIED_HYDRATION_ERROR.test(message);
}

/** Collects the hydration errors `page` reports (console errors and uncaught errors) into `found`. */
export function collectHydrationErrors(page: Page, found: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && isHydrationError(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (isHydrationError(text)) found.push(`${page.url()}: ${text}`);
  });
}

export const test = base.extend<{ hydrationErrors: string[]; cspViolations: string[] }>({
  // Every page of the test's context is watched; the test fails if any of them failed to hydrate.
  hydrationErrors: [
    async ({ context }, use) => {
      const found: string[] = [];
      for (const page of context.pages()) collectHydrationErrors(page, found);
      context.on('page', (page) => collectHydrationErrors(page, found));
      await use(found);
      expect(found, 'React hydration errors reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  // Likewise for CSP violations (support/csp.ts): a blocked script, style or worker fails the test.
  cspViolations: [
    async ({ context }, use) => {
      const found: string[] = [];
      await reportViolationEvents(context);
      for (const page of context.pages()) collectCspViolations(page, found);
      context.on('page', (page) => collectCspViolations(page, found));
      await use(found);
      expect(found, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once React has hydrated the current page. The app pushes a `page_view` event for the
 * current path to `window.dataLayer` from an effect of the root layout (spec §7), and effects run
 * only after hydration has committed, so that event is the signal. Parts of the page are islands
 * (apps/shop-web app/islands/island.tsx), hydrated when their code arrives: the count of those still
 * waiting must be 0 too.
 */
export async function waitForHydration(page: Page, { timeout, intervals }: { timeout?: number; intervals?: number[] } = {}): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const path = `${location.pathname}${location.search}`;
          const shop = window as { dataLayer?: { event?: string; page_path?: string }[]; __shopIslandsPending?: number };
          const viewed = (shop.dataLayer ?? []).some((entry) => entry.event === 'page_view' && entry.page_path === path);
          // The page's islands (apps/shop-web islands/island.tsx) hydrate when their code has arrived.
          return viewed && (shop.__shopIslandsPending ?? 0) === 0;
        }),
      // Playwright's default steps (100, 250, 500, then 1,000 ms). Polling every 50 ms was tried
      // (2026-11-28): the price page's simulator then got a click before React had hydrated it; the
      // condition does not cover every part React hydrates after the islands (see the session note).
      // A caller that only measures the page (mobile.widths.spec.ts) may poll faster.
      {
        message: 'the page hydrates (page_view event for the current path, every island hydrated)',
        ...(timeout === undefined ? {} : { timeout }),
        ...(intervals === undefined ? {} : { intervals }),
      },
    )
    .toBe(true);
}

/** The integer yen amount of the (first) price in a text (`選択中: 2点 ￥1,210（税込）` → 1210). */
export function yenValue(text: string | null): number {
  const price = /[￥¥]([\d,]+)/.exec(text ?? '')?.[1];
  if (price === undefined) throw new Error(`no price in: ${text}`);
  return Number(price.replaceAll(',', ''));
}

/** The main content region (every layout has one `<main>`). */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

/**
 * Fills and submits the login form of the current /login page, once it has hydrated: text typed
 * into the server-rendered form before that would be reset by hydration.
 */
export async function submitLogin(page: Page, credentials: { email: string; password: string } = DEMO_CUSTOMER): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('メールアドレス').fill(credentials.email);
  await page.getByLabel('パスワード', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Logs in as the demo customer from /login and waits for the page it returns to. */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('button', { name: `${DEMO_CUSTOMER.name} 様のアカウントメニュー` })).toBeVisible();
}

/** The first product listed on a category page: its page path and name. */
export async function firstListedProduct(page: Page): Promise<{ path: string; name: string }> {
  const card = main(page)
    .getByRole('link', { name: /（税込）/ })
    .first();
  const path = await card.getAttribute('href');
  const name = await card.getByRole('heading').textContent();
  if (!path?.startsWith('/product/') || !name) throw new Error(`unexpected product card: ${path} ${name}`);
  return { path, name };
}
