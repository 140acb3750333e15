import { newCustomer, register } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { choosePlacement, fileInput, fillQuantity, findProduct, flatPng, liveTotal, offers, startPrintOrder } from './support/print.ts';
import { expect, main, submitLogin, test, waitForHydration, yenValue } from './support/test.ts';

/** A plain red PNG of `width` × `height` px (240 dpi on an A4 area at 2000 × 2800). */
const redPng = (width: number, height: number) => flatPng(width, height);

interface ProductList {
  data: { code: string; print_methods: { slug: string }[] }[];
}

test('a guest on a phone prints on a product: method, placement and quantity, print data, preview, then the cart at the same price', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const list = (await (await request.get('/api/products?response_group=shop&per_page=40')).json()) as ProductList;
  const product = list.data.find((p) => p.print_methods.some((m) => m.slug === 'inkjet'));
  expect(product).toBeDefined();
  await page.goto(`/product/${product!.code}`);
  await waitForHydration(page);

  await page.getByRole('link', { name: 'この商品にプリントする' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント方法を選ぶ');
  const choose = page.getByRole('button', { name: 'インクジェットで注文する', exact: true });
  await expect(choose).toBeEnabled();
  await expectNoSeriousViolations(page, 'the print method page');
  await choose.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント位置・カラー・数量を選ぶ');
  await expect(page).toHaveURL(/\/print-inkjet\?pid=/);
  await page.getByRole('checkbox').first().check();
  await page.locator('input[type=number]:not([disabled])').first().fill('3');
  const total = page.getByText(/^合計 /);
  await expect(total).toContainText('（税込）');
  const priced = yenValue(await total.textContent());
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'the inkjet placement and quantity step');

  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: redPng(2000, 2800) });
  // Back to the first step and forth again: what was entered is kept.
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: '前へ（位置・カラー・数量）' }).click();
  await expect(page.locator('input[type=number]:not([disabled])').first()).toHaveValue('3');
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  expect(yenValue(await page.getByText(/^合計 /).textContent())).toBe(priced);
  await expectNoSeriousViolations(page, 'the inkjet preview step');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('status').filter({ hasText: 'プリント注文をカートに追加しました。' })).toBeVisible();
  const cartTotal = page.getByRole('status', { name: '合計（税込）', exact: true });
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(priced);
});

test('a guest orders 30 pieces of silk-screen in two ink colours on two garment colours with a different ink scheme per colour: plates and the colour change are charged and the cart agrees', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => offers(p, 'silkscreen') && p.colors.length > 1);
  await startPrintOrder(page, product.code, 'シルクスクリーン');
  await page.getByRole('checkbox').first().check();
  const colours = page.locator('fieldset:has(input[type=number])');
  await colours.nth(0).locator('input[type=number]:not([disabled])').first().fill('15');
  await colours.nth(1).locator('input[type=number]:not([disabled])').first().fill('15');
  await page.getByRole('link', { name: '次へ（インク色）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('インク色を選ぶ');
  // Two ink colours: two plates.
  await page.locator('fieldset input[type=checkbox]').nth(0).check();
  await page.locator('fieldset input[type=checkbox]').nth(1).check();
  await expect(page.getByLabel('料金の内訳')).toContainText('版代');
  await expectNoSeriousViolations(page, 'the silk-screen ink step');
  await page.getByRole('link', { name: '次へ（配色）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('配色を選ぶ');
  const before = yenValue(await page.getByText(/^合計 /).textContent());
  await page.getByRole('radio', { name: 'ボディカラーごとにインク色を変える' }).check();
  const breakdown = page.getByLabel('料金の内訳');
  await expect(breakdown).toContainText('色替え代');
  const priced = yenValue(await page.getByText(/^合計 /).textContent());
  expect(priced).toBeGreaterThan(before);
  await expectNoSeriousViolations(page, 'the silk-screen colour scheme step');
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: redPng(2000, 2800) });
  await page.getByRole('link', { name: '次へ（確認）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文内容を確認する');
  await expectNoSeriousViolations(page, 'the silk-screen confirmation');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  const cartTotal = page.getByRole('status', { name: '合計（税込）', exact: true });
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(priced);
});

interface ServerCart {
  data: {
    cart_items: unknown[];
    cart_productions: {
      product: { code: string };
      print_method: { slug: string };
      prints: { print_spec: { name: string }; file_uuid?: string | null }[];
      item_groups: { items: { quantity: number }[] }[];
    }[];
  };
}

test('a guest orders inkjet on the front and the back with PNG data, then logs in: the same production is in the server cart at the same total', async ({
  browser,
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => offers(p, 'inkjet') && p.colors.some((c) => !c.is_dark));
  // The customer is registered in another browser, so this guest's cart goes to an empty server cart.
  const customer = newCustomer('print-login');
  const elsewhere = await browser.newContext();
  await register(await elsewhere.newPage(), customer);
  await elsewhere.close();

  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await choosePlacement(page, '背面 A4');
  await fillQuantity(page, 2);
  const priced = await liveTotal(page);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');
  await fileInput(page, '前面 A4').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: flatPng(2000, 2800, [200, 30, 30]) });
  await expect(page.getByRole('img', { name: 'front.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  // One placement still lacks data: the next step waits and says so.
  await expect(page.getByText('あと1か所のデータを入稿してください。')).toBeVisible();
  await fileInput(page, '背面 A4').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: flatPng(2000, 2800, [30, 30, 200]) });
  await expect(page.getByRole('img', { name: 'back.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, 'the inkjet upload step with two placements uploaded');
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  expect(await liveTotal(page)).toBe(priced);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL('/cart');
  const cartTotal = page.getByRole('status', { name: '合計（税込）', exact: true });
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  const guestTotal = yenValue(await cartTotal.textContent());
  expect(guestTotal).toBe(priced);

  // Log in: the guest cart, production and all, is pushed to the customer's server cart.
  await page.getByRole('link', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await submitLogin(page, customer);
  await expect(page).toHaveURL('/myaccount');
  await expect(page.getByRole('button', { name: `${customer.name} 様のアカウントメニュー` })).toBeVisible();

  const contents = await page.evaluate(async () => {
    const response = await fetch('/api/cart/contents', { headers: { Accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(contents.status).toBe(200);
  const cart = (contents.body as ServerCart).data;
  expect(cart.cart_items).toEqual([]);
  expect(cart.cart_productions).toHaveLength(1);
  const production = cart.cart_productions[0]!;
  expect(production.product.code).toBe(product.code);
  expect(production.print_method.slug).toBe('inkjet');
  expect(production.prints.map((print) => print.print_spec.name).sort()).toEqual(['前面 A4', '背面 A4'].sort());
  expect(production.item_groups.flatMap((group) => group.items).reduce((sum, item) => sum + item.quantity, 0)).toBe(2);

  // The cart page now shows the server cart at the total the guest cart showed, also after a reload.
  await page.getByRole('link', { name: 'カート（商品あり）' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(guestTotal);
  await page.reload();
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(guestTotal);
  await expectNoSeriousViolations(page, 'the cart of a logged-in customer with a print order');
});

test('a guest on a phone orders white inkjet on a dark garment colour the method page lists for it', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await findProduct(
    request,
    (p) => offers(p, 'white-inkjet') && offers(p, 'inkjet') && p.colors.some((c) => c.is_dark) && p.colors.some((c) => !c.is_dark),
  );
  const dark = product.colors.find((c) => c.is_dark)!;

  // The method page says which colours each method prints on: inkjet the light ones only, white inkjet all.
  await page.goto(`/product/${product.code}/print`);
  await waitForHydration(page);
  const inkjet = page.getByRole('region', { name: 'インクジェット', exact: true });
  const whiteInkjet = page.getByRole('region', { name: '白インクジェット', exact: true });
  await expect(inkjet).toContainText('淡色（白・明るい色）のボディ');
  await expect(inkjet).not.toContainText(dark.name);
  await expect(whiteInkjet).toContainText('すべてのボディカラー');
  await expect(whiteInkjet).toContainText(dark.name);

  await startPrintOrder(page, product.code, '白インクジェット');
  await expect(page.getByRole('group', { name: dark.name, exact: true })).toBeVisible();
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, 1, dark.name);
  const priced = await liveTotal(page);
  await expectNoSeriousViolations(page, 'the white inkjet placement and quantity step');
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();

  await fileInput(page, '前面 A4').setInputFiles({
    name: 'white.png',
    mimeType: 'image/png',
    buffer: flatPng(2000, 2800, [250, 250, 250]),
  });
  await expect(page.getByRole('img', { name: 'white.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  // The garment is previewed in the dark colour only.
  await expect(main(page).getByRole('heading', { level: 2, name: dark.name, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${dark.name}の`) }).first()).toBeVisible();
  expect(await liveTotal(page)).toBe(priced);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'the white inkjet preview on a dark garment');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  const cartTotal = page.getByRole('status', { name: '合計（税込）', exact: true });
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(priced);
});
