/**
 * Checkout without dead ends (issue #32) on a shop of its own (the journey keeps a card and places
 * two orders for one customer): an address typed in full goes on without a save button, a 3-D Secure
 * card is kept for next time, and the next order offers it first.
 */
import { keepAtCheckoutJourney } from './support/checkout-keep.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { e2ePort } from './support/servers.ts';
import { test } from './support/test.ts';

useOwnShopCustomer(e2ePort('E2E_OWN_CHECKOUT_KEEP_PORT', 3980), 'keep');

test('a typed address goes on to confirmation, a 3-D Secure card is kept, and the next order offers it first', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await keepAtCheckoutJourney(page, request, 'desktop');
});
