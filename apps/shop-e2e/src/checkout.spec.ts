import { mainCheckoutJourney } from './support/checkout-journey.ts';
import { test } from './support/test.ts';

test.describe.configure({ timeout: 120_000 });

test('a guest fills the cart with garments and a print order, registers at the checkout, adds an address by its postal code, pays by Visa, and finds the order, its production, the empty cart and the mail', async ({
  page,
  request,
}) => {
  await mainCheckoutJourney(page, request, 'checkout');
});
