/**
 * The checkout as a shopper goes through it (issue #11): filling the cart, registering at the
 * checkout, an address with the postal-code autofill, the card form, the confirm page and placing
 * the order. Journeys that follow an order further (the operator's command line: a bank transfer
 * confirmed, shipping with a tracking link) start from `buyByBankTransfer` or `buyByCard`, which
 * answer the order number, on a shop of their own (support/own-shop.ts: its `admin` runs
 * `npm run admin -- …` against it).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newCustomer, register, submitRegistration, type NewCustomer } from './account.ts';
import { choosePlacement, fileInput, fillQuantity, findProduct, flatPng, offers, startPrintOrder, type ListedProduct } from './print.ts';
import { chooseColourAndSize } from './product.ts';
import { expect, main, waitForHydration } from './test.ts';

/** The sandbox gateway's test cards (libs/payment-card TEST_CARD_NUMBERS; README "Test cards"). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  /** JCB with a 3-D Secure challenge. */
  challenge: '3530111333300000',
} as const;

/** The subject of the order confirmation mail (apps/shop-server orders/order-mail.ts). */
export const orderMailSubject = (number: string) => `【ご注文受付】ご注文ありがとうございます（${number}）`;

/** An address the postal code 150-0001 fills (東京都渋谷区神宮前). */
export const SHIBUYA_ADDRESS = {
  name: '検証 花子',
  kana: 'けんしょう はなこ',
  postalCode: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  town: '神宮前',
  street: '1-2-3',
  phone: '090-1234-5678',
} as const;

/** A product that takes white-ish inkjet prints (so a garment and a print order can share it). */
export function inkjetProduct(request: APIRequestContext): Promise<ListedProduct> {
  return findProduct(request, (product) => offers(product, 'inkjet') && product.colors.some((colour) => !colour.is_dark));
}

/** Puts `quantity` pieces of a blank garment of `product` into the cart from its product page. */
export async function addGarments(page: Page, product: ListedProduct, quantity: number): Promise<void> {
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  await chooseColourAndSize(page, quantity);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'カートに' })).toContainText(`カートに${quantity}点追加しました。`);
}

/** Puts an inkjet print order (front A4, `quantity` pieces, a PNG) of `product` into the cart. */
export async function addInkjetPrint(page: Page, product: ListedProduct, quantity: number): Promise<void> {
  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, quantity);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await fileInput(page, '前面 A4').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: flatPng(2000, 2800, [30, 90, 200]) });
  await expect(page.getByRole('img', { name: 'front.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL('/cart');
}

/** From the cart to the checkout as a guest: the login page, then registration, then back at /checkout. */
export async function registerAtCheckout(page: Page, customer: NewCustomer): Promise<void> {
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'ご注文手続きへ進む' }).click();
  await expect(page).toHaveURL('/login?return_to=%2Fcheckout');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'はじめての方（新規会員登録）' }).click();
  await expect(page).toHaveURL(/\/register\?return_to=%2Fcheckout$/);
  await waitForHydration(page);
  await submitRegistration(page, customer);
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お届け先・お支払い方法');
}

/** The checkout's box that keeps a typed address in the address book (ticked for a first address). */
export const SAVE_ADDRESS_BOX = 'このお届け先をアドレス帳に保存する';

/**
 * Fills the checkout's new-address form: the postal code fills prefecture, city and town. There is
 * no button of its own (issue #32): 「確認画面へ進む」 takes it, and saves it to the address book
 * when its box is ticked (`keep`; left as it is when absent: ticked for a first address).
 */
export async function addAddress(page: Page, address: typeof SHIBUYA_ADDRESS = SHIBUYA_ADDRESS, keep?: boolean): Promise<void> {
  const form = page.getByRole('form', { name: '新しいお届け先' });
  // Open at once for a customer without addresses (its code may still be loading), else behind a button.
  const add = page.getByRole('button', { name: '新しいお届け先を追加' });
  await expect(form.or(add)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await form.getByLabel(/^お名前/).fill(address.name);
  await form.getByLabel(/^フリガナ/).fill(address.kana);
  await form.getByLabel(/^郵便番号/).pressSequentially(address.postalCode);
  await expect(form.getByRole('status')).toHaveText('郵便番号から住所を入力しました。番地以降を入力してください。');
  await expect(form.getByLabel(/^都道府県/)).toHaveValue(address.prefecture);
  await expect(form.getByLabel(/^市区町村/)).toHaveValue(address.city);
  await expect(form.getByLabel(/^町域/)).toHaveValue(address.town);
  await form.getByLabel(/^番地/).fill(address.street);
  await form.getByLabel(/^電話番号/).fill(address.phone);
  if (keep !== undefined) await form.getByRole('checkbox', { name: SAVE_ADDRESS_BOX }).setChecked(keep);
}

/** On /checkout: chooses the payment method and goes on (to the card form, or to the confirm page). */
export async function proceedWith(page: Page, method: 'クレジットカード' | '銀行振込'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  // The cart summary has loaded: the button is enabled.
  await expect(page.getByRole('complementary', { name: 'ご注文内容' }).getByText('商品合計')).toBeVisible();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  if (method === 'クレジットカード') {
    await expect(page).toHaveURL(/\/checkout\/cardpay\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('カード情報の入力');
  } else {
    await expect(page).toHaveURL('/checkout/confirm');
  }
}

/** On the card form: types the card number digit by digit (the brand shows at once), expiry, code and name; goes to the confirm page. */
export async function enterCard(page: Page, number: string, brand: string): Promise<void> {
  await waitForHydration(page);
  const field = page.getByLabel('カード番号');
  await field.pressSequentially(number);
  await expect(page.getByText(`カードの種類: ${brand}`)).toBeVisible();
  await expect(field).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('有効期限（月/年）').fill('12/30');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義（半角ローマ字）').fill('HANAKO KENSHO');
  await page.getByRole('button', { name: 'このカードで確認画面へ進む' }).click();
  await expect(page).toHaveURL('/checkout/confirm');
}

/** The confirm page's button; its quote has loaded when it shows. */
export function placeButton(page: Page) {
  return page.getByRole('button', { name: '注文を確定する' });
}

/** Places the order from the confirm page and answers its number, read on the order page that follows. */
export async function placeOrder(page: Page): Promise<string> {
  await placeButton(page).click();
  return orderNumberAfterThanks(page);
}

/** On the order page right after ordering: the thank-you, and the order number from the URL. */
export async function orderNumberAfterThanks(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-\d{4}-\d{6,}$/, { timeout: 20_000 });
  await expect(main(page).getByRole('status').filter({ hasText: 'ご注文ありがとうございます。' })).toBeVisible();
  const number = /PF-\d{4}-\d{6,}$/.exec(page.url())?.[0];
  if (!number) throw new Error(`no order number in ${page.url()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ご注文 ${number}`);
  return number;
}

/** The logged-in customer's server cart, as the API answers it in this browser. */
export async function serverCart(page: Page): Promise<{ items: { quantity: number; sku: { id: number } }[]; productions: unknown[] }> {
  const body = await page.evaluate(async () =>
    (await fetch('/api/cart/contents?response_group=order', { headers: { Accept: 'application/json' } })).json(),
  );
  const data = (body as { data: { cart_items: { quantity: number; sku: { id: number } }[]; cart_productions: unknown[] } }).data;
  return { items: data.cart_items, productions: data.cart_productions };
}

/** The stock of a SKU now (`GET /api/skus/:id`). */
export async function stockOf(request: APIRequestContext, skuId: number): Promise<number> {
  const response = await request.get(`/api/skus/${skuId}?response_group=order`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { inventory: { quantity_available: number } } }).data.inventory.quantity_available;
}

/** On /checkout with the default address chosen (a customer without addresses saves one first). */
export async function atCheckoutWithAddress(page: Page): Promise<void> {
  await page.goto('/checkout');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '新しいお届け先' });
  const saved = page.getByRole('group', { name: 'お届け先を選んでください' });
  await expect(form.or(saved)).toBeVisible();
  if (await form.isVisible()) await addAddress(page);
}

/** A new customer with `quantity` garments of `product` in the server cart, on /checkout with the address saved. */
export async function customerAtCheckout(page: Page, product: ListedProduct, label: string, quantity = 2): Promise<NewCustomer> {
  const customer = newCustomer(label);
  await register(page, customer);
  await addGarments(page, product, quantity);
  await atCheckoutWithAddress(page);
  return customer;
}

/**
 * A whole purchase by bank transfer for the logged-in customer (for journeys that follow the order:
 * the operator confirms the payment, ships it… see support/own-shop.ts `admin`). Answers the order
 * number; the order is 入金待ち.
 */
export async function buyByBankTransfer(page: Page, request: APIRequestContext, quantity = 2): Promise<string> {
  await addGarments(page, await inkjetProduct(request), quantity);
  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  await expect(placeButton(page)).toBeEnabled();
  return placeOrder(page);
}

/** A whole purchase paid by the Visa test card for the logged-in customer; the order is 受付. */
export async function buyByCard(page: Page, request: APIRequestContext, quantity = 2): Promise<string> {
  await addGarments(page, await inkjetProduct(request), quantity);
  await atCheckoutWithAddress(page);
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.visa, 'Visa');
  await expect(placeButton(page)).toBeEnabled();
  return placeOrder(page);
}
