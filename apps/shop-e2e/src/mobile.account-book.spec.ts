/**
 * The account's address book and saved cards (issue #14) on a Pixel 7 (390 px), on a shop of this
 * file's own (port 3943 `E2E_OWN_MOBILE_ACCOUNT_BOOK_PORT`): the desktop journeys
 * (support/account-book.ts), with no sideways scrolling.
 */
import { addressBookJourney, savedCardsJourney } from './support/account-book.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_ACCOUNT_BOOK_PORT', 3943), 'mobile-account-book');

test('the address book on a phone: add with the postal autofill, edit, make the default, delete after a confirmation', async ({
  page,
  request,
}) => {
  await addressBookJourney(page, request, { phone: true });
});

test('saved cards on a phone: add a Visa through the gateway form, make it the default, pay an order with it, delete a card', async ({
  page,
  request,
}) => {
  await savedCardsJourney(page, request, { phone: true });
});
