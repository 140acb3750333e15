/**
 * A spec file's own shop (own-shop.ts) with one customer registered once, logged in before each
 * test: for journeys that change the database or need more registrations than the shared shop
 * allows. Call at the top of the spec file; read `shop()` and `customer()` inside the tests.
 */
import { newCustomer, register, type NewCustomer } from './account.ts';
import { startOwnShop, type OwnShop } from './own-shop.ts';
import { expect, submitLogin, test } from './test.ts';

export function useOwnShopCustomer(port: number, label: string): { shop: () => OwnShop; customer: () => NewCustomer } {
  let shop: OwnShop | undefined;
  let customer: NewCustomer | undefined;

  test.describe.configure({ timeout: 120_000 });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    shop = await startOwnShop(port);
    customer = newCustomer(label);
    const context = await browser.newContext({ baseURL: shop.url });
    await register(await context.newPage(), customer);
    await context.close();
  });

  test.afterAll(async () => {
    await shop?.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, customer!);
    // scrypt's OWASP parameters: the login alone can take longer than 10 s on a loaded machine.
    await expect(page).toHaveURL('/myaccount', { timeout: 60_000 });
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the own shop's ${what} is not ready (beforeAll has not run)`);
    return value;
  };
  return { shop: () => started(shop, 'server'), customer: () => started(customer, 'customer') };
}
