/**
 * BYOB requests (issue #15) on a shop of this file's own (port 3951 `E2E_OWN_MOBILE_BYOB_PORT`): a guest's
 * request through the three steps, quoted by the operator, the mailed link → registration → the
 * quote accepted into the cart → bought by card at the quoted total. On a Pixel 7 (the desktop
 * journey is byob.spec.ts).
 */
import { byobJourney } from './support/byob.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const PORT = e2ePort('E2E_OWN_MOBILE_BYOB_PORT', 3951);
let shop: OwnShop | undefined;

test.describe.configure({ timeout: 180_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnShop(PORT);
});
test.afterAll(async () => shop?.close());

test('on a phone, a guest asks for a BYOB quote, the operator quotes it, the guest registers from the mailed link, accepts and buys it', async ({
  page,
}) => {
  if (!shop) throw new Error('no shop');
  await byobJourney(page, shop, { phone: true });
});
