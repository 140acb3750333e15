import { chooseColourAndSize } from './support/product.ts';
import { DEMO_CUSTOMER } from './support/servers.ts';
import { expect, firstListedProduct, main, submitLogin, test, waitForHydration, yenValue } from './support/test.ts';

interface CartContents {
  data: {
    cart_items: { quantity: number; price: number; product: { name: string }; color: { name: string }; size: { name: string } }[];
    cart_productions: unknown[];
  };
}

test('a guest picks a product from a category, fills the cart, and the cart follows them into their account', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);

  // Side menu → first category.
  const menuButton = page.getByRole('button', { name: 'メニューを開く' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  const categoryLink = drawer.getByRole('region', { name: '商品カテゴリー' }).getByRole('link').first();
  const categoryName = (await categoryLink.textContent())?.trim() ?? '';
  await categoryLink.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);

  // First product of the listing.
  const product = await firstListedProduct(page);
  await main(page).getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(product.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  // A colour swatch and a size quantity; the form sums them before anything is added.
  const choice = await chooseColourAndSize(page, 2);
  const amount = choice.unitPrice * choice.quantity;
  const summary = page.getByText(/^選択中: \d+点/);
  await expect(summary).toContainText(`選択中: ${choice.quantity}点`);
  expect(yenValue(await summary.textContent())).toBe(amount);

  const cartLink = page.getByRole('link', { name: 'カート', exact: true });
  await expect(cartLink).toBeVisible();
  await expect(page.getByTestId('dot-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'カートに' });
  await expect(confirmation).toContainText(`カートに${choice.quantity}点追加しました。`);
  // The badge dot shows, and the cart link's name says the cart holds something.
  await expect(page.getByRole('link', { name: 'カート（商品あり）' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'カート（商品あり）' }).getByTestId('dot-badge')).toBeVisible();
  await expect(cartLink).toBeHidden();

  // The cart page: the line, its subtotal and the totals are unit price × quantity.
  await confirmation.getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL('/cart');
  const lineName = `${product.name}（${choice.colour} / ${choice.size}）`;
  const expectCartLine = async () => {
    const line = page.getByRole('listitem', { name: lineName });
    await expect(line).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: `${lineName}の数量` })).toHaveValue(String(choice.quantity));
    for (const name of [`${lineName}の小計`, '商品小計', '合計（税込）']) {
      const output = page.getByRole('status', { name, exact: true });
      await expect(output).toHaveText(/[￥¥][\d,]+/);
      expect(yenValue(await output.textContent()), name).toBe(amount);
    }
  };
  await expectCartLine();

  // Log in: the guest cart is pushed to the server cart and the guest cart is emptied (spec §4).
  await page.getByRole('link', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await submitLogin(page);
  await expect(page).toHaveURL('/myaccount');
  const userMenu = page.getByRole('button', { name: `${DEMO_CUSTOMER.name} 様のアカウントメニュー` });
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'カート（商品あり）' })).toBeVisible();

  const contents = await page.evaluate(async () => {
    const response = await fetch('/api/cart/contents', { headers: { Accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(contents.status).toBe(200);
  const items = (contents.body as CartContents).data.cart_items;
  expect(
    items.map((item) => ({
      product: item.product.name,
      colour: item.color.name,
      size: item.size.name,
      quantity: item.quantity,
      price: item.price,
    })),
  ).toEqual([{ product: product.name, colour: choice.colour, size: choice.size, quantity: choice.quantity, price: choice.unitPrice }]);

  // The cart page now shows the server cart, also after a full reload.
  await page.getByRole('link', { name: 'カート（商品あり）' }).click();
  await expect(page).toHaveURL('/cart');
  await expectCartLine();
  await page.reload();
  await expectCartLine();

  // Log out through the user menu: back on the home page, the login icon is back and the cart the
  // browser shows is the (emptied) guest cart again.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(userMenu).toBeHidden();
  await expect(page.getByRole('link', { name: 'カート', exact: true })).toBeVisible();
  await expect(page.getByTestId('dot-badge')).toHaveCount(0);
  const afterLogout = await page.evaluate(
    async () => (await fetch('/api/cart/contents', { headers: { Accept: 'application/json' } })).status,
  );
  expect(afterLogout).toBe(401);
});
