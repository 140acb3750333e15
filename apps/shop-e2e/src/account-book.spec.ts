/**
 * The account's address book and saved cards (issue #14) on a desktop, on a shop of this file's own
 * (port 3942 `E2E_OWN_ACCOUNT_BOOK_PORT`): one customer registered once walks both pages and pays an
 * order with a saved card (support/account-book.ts).
 */
import { addressBookJourney, expectGuarded, savedCardsJourney } from './support/account-book.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ACCOUNT_BOOK_PORT', 3942), 'account-book');

test('the account pages are behind the login guard', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: own.shop().url });
  await expectGuarded(visitor);
  await visitor.dispose();
});

test('the address book: add with the postal autofill, edit, make the default (preselected at checkout), delete after a confirmation', async ({
  page,
  request,
}) => {
  await addressBookJourney(page, request);
});

test('saved cards: add a Visa through the gateway form, make it the default, pay an order with it, delete a card', async ({
  page,
  request,
}) => {
  await savedCardsJourney(page, request);
});
