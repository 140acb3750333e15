/**
 * Issue #13: logging in from the cart comes back to the cart. On a shop of its own (own-shop.ts):
 * the shared shop's registration throttle is spent by the other journeys.
 */
import { logOut } from './support/account.ts';
import { addedDialog } from './support/cart-feedback.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { findProduct } from './support/print.ts';
import { chooseColourAndSize } from './support/product.ts';
import { expect, main, submitLogin, test, waitForHydration } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_CART_PORT', 3936), 'cart-return');

test('logging in from a guest cart comes back to the cart, with the guest cart merged into the account', async ({ page, request }) => {
  const customer = own.customer();
  await logOut(page, customer);

  const product = await findProduct(request, () => true);
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  const choice = await chooseColourAndSize(page, 2);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await addedDialog(page).getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL('/cart');

  const login = main(page).getByRole('link', { name: 'ログインする', exact: true });
  await expect(login).toHaveAttribute('href', '/login?return_to=%2Fcart');
  await login.click();
  await expect(page).toHaveURL('/login?return_to=%2Fcart');
  await submitLogin(page, customer);

  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('button', { name: `${customer.name} 様のアカウントメニュー` })).toBeVisible();
  const lineName = `${product.name}（${choice.colour} / ${choice.size}）`;
  await expect(
    main(page)
      .getByRole('listitem', { name: lineName })
      .getByRole('spinbutton', { name: `${lineName}の数量` }),
  ).toHaveValue('2');
  // The line is the server cart's now (the guest cart was merged into the account).
  const cart = await page.evaluate(
    async () =>
      (await (await fetch('/api/cart/contents', { headers: { Accept: 'application/json' } })).json()) as {
        data: { cart_items: { quantity: number }[] };
      },
  );
  expect(cart.data.cart_items.map((item) => item.quantity)).toEqual([2]);
  // The login link is for guests only.
  await expect(main(page).getByRole('link', { name: 'ログインする', exact: true })).toHaveCount(0);
});
