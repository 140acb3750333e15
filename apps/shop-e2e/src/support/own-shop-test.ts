/** A spec file's own shop, for the tests that must not share the shop other files use. */
import { startOwnShop, type OwnShop } from './own-shop.ts';
import { test } from './test.ts';

/**
 * Starts a shop on `port` before the file's tests (within `startTimeout` ms), points them at it,
 * gives each test `testTimeout` ms, and closes it afterwards. Call at the top of the file; the
 * returned function gives the started shop.
 */
export function useOwnShop(port: number, { testTimeout, startTimeout }: { testTimeout: number; startTimeout: number }): () => OwnShop {
  let shop: OwnShop | undefined;
  test.describe.configure({ timeout: testTimeout });
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(startTimeout);
    shop = await startOwnShop(port);
  });
  test.afterAll(async () => shop?.close());
  return () => {
    if (!shop) throw new Error('no shop');
    return shop;
  };
}
