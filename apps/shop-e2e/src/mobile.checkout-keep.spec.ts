/**
 * The checkout without dead ends (issue #32) on a 390 px phone, on a shop of its own: the same
 * journey as checkout-keep.spec.ts, with no page wider than the screen.
 */
import { keepAtCheckoutJourney } from './support/checkout-keep.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { e2ePort } from './support/servers.ts';
import { test } from './support/test.ts';

useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_CHECKOUT_KEEP_PORT', 3981), 'keep-phone');
test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone: a typed address goes on, a 3-D Secure card is kept, and the next order offers it first', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await keepAtCheckoutJourney(page, request, 'phone');
});
