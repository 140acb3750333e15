import { mainCheckoutJourney } from './support/checkout-journey.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

/**
 * On a shop of its own: the shared shop counts registrations per client address (5 an hour), and
 * the desktop journeys register their customers there already.
 */
const PORT = e2ePort('E2E_OWN_MOBILE_PORT', 3934);
let shop: OwnShop;

test.describe.configure({ timeout: 150_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startOwnShop(PORT);
});

test.afterAll(async () => {
  await shop?.close();
});

test('on a phone: the whole checkout, from an empty cart to the paid order and its mail', async ({ page, request }) => {
  await mainCheckoutJourney(page, request, 'phone', shop);
});
