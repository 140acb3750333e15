import { mainCheckoutJourney } from './support/checkout-journey.ts';
import { useOwnShop } from './support/own-shop-test.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

/**
 * On a shop of its own: the shared shop counts registrations per client address (5 an hour), and
 * the desktop journeys register their customers there already.
 */
const shop = useOwnShop(e2ePort('E2E_OWN_MOBILE_PORT', 3934), { testTimeout: 150_000, startTimeout: 120_000 });

test('on a phone: the whole checkout, from an empty cart to the paid order and its mail', async ({ page, request }) => {
  await mainCheckoutJourney(page, request, 'phone', shop());
});
