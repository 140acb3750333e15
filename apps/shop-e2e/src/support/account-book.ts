/**
 * The account's address book (`/myaccount/addresses`) and saved cards (`/myaccount/payments`), issue
 * #14: the journeys of account-book.spec.ts, for the logged-in customer of a shop of their own
 * (support/own-shop-customer.ts). The pages' phone layout is mobile.widths.spec.ts's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import {
  addGarments,
  atCheckoutWithAddress,
  inkjetProduct,
  orderNumberAfterThanks,
  placeButton,
  SHIBUYA_ADDRESS,
  TEST_CARDS,
} from './checkout.ts';
import { expect, main, waitForHydration } from './test.ts';

/** A second address the postal code 530-0001 fills (大阪府大阪市北区梅田), for a business customer. */
export const UMEDA_ADDRESS = {
  name: '検証 次郎',
  kana: 'ケンショウ ジロウ',
  postalCode: '530-0001',
  prefecture: '大阪府',
  city: '大阪市北区',
  town: '梅田',
  street: '2-2-2',
  company: '株式会社検証プリント',
  phone: '06-1234-5678',
} as const;

type AddressInput = typeof SHIBUYA_ADDRESS | typeof UMEDA_ADDRESS;

/** The list entry of an address, by the name on it. */
const addressEntry = (page: Page, name: string) =>
  main(page)
    .getByRole('list', { name: '登録済みのお届け先' })
    .getByRole('listitem', { name: `${name}様のお届け先` });

/** Fills the address form (postal code autofill checked) and saves it. */
async function fillAddress(page: Page, address: AddressInput): Promise<void> {
  const form = page.getByRole('form', { name: '新しいお届け先' });
  await form.getByLabel(/^お名前/).fill(address.name);
  await form.getByLabel(/^フリガナ/).fill(address.kana);
  await form.getByLabel(/^郵便番号/).pressSequentially(address.postalCode);
  await expect(form.getByRole('status')).toHaveText('郵便番号から住所を入力しました。番地以降を入力してください。');
  await expect(form.getByLabel(/^都道府県/)).toHaveValue(address.prefecture);
  await expect(form.getByLabel(/^市区町村/)).toHaveValue(address.city);
  await expect(form.getByLabel(/^町域/)).toHaveValue(address.town);
  await form.getByLabel(/^番地/).fill(address.street);
  if ('company' in address) await form.getByLabel(/^会社名/).fill(address.company);
  await form.getByLabel(/^電話番号/).fill(address.phone);
  await form.getByRole('button', { name: 'このお届け先を保存する' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `「${address.name}」様のお届け先を追加しました。` }),
  ).toBeVisible();
}

/**
 * `/myaccount/addresses`: add with the postal autofill (the first becomes 「いつもの届け先」), a
 * specific error, add a business address, edit it, make it the default, see it preselected at
 * checkout, delete the other after a confirmation (cancelled once).
 */
export async function addressBookJourney(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/myaccount/addresses');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お届け先住所');
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toContainText('アカウントサービス');
  // No address yet: the form is open at once.
  const form = page.getByRole('form', { name: '新しいお届け先' });
  await expect(form).toBeVisible();
  // A specific Japanese message at the field, nothing sent.
  await form.getByLabel(/^フリガナ/).fill('kensho');
  await form.getByRole('button', { name: 'このお届け先を保存する' }).click();
  await expect(form.getByText('フリガナはカタカナで入力してください')).toBeVisible();
  await expectNoSeriousViolations(page, 'the address book with its form');
  await form.getByLabel(/^フリガナ/).fill('');
  await fillAddress(page, SHIBUYA_ADDRESS);
  await expect(addressEntry(page, SHIBUYA_ADDRESS.name).getByText('いつもの届け先', { exact: true })).toBeVisible();
  await expect(addressEntry(page, SHIBUYA_ADDRESS.name)).toContainText('〒150-0001');

  await main(page).getByRole('button', { name: '新しいお届け先を追加' }).click();
  await fillAddress(page, UMEDA_ADDRESS);
  const umeda = addressEntry(page, UMEDA_ADDRESS.name);
  await expect(umeda).toContainText(UMEDA_ADDRESS.company);
  await expect(umeda.getByText('いつもの届け先', { exact: true })).toBeHidden();
  // The default stays first.
  await expect(main(page).getByRole('list', { name: '登録済みのお届け先' }).getByRole('listitem').first()).toHaveAccessibleName(
    `${SHIBUYA_ADDRESS.name}様のお届け先`,
  );
  await expect(main(page).getByText('2件登録済み（20件まで）')).toBeVisible();

  await umeda.getByRole('button', { name: '編集' }).click();
  const edit = page.getByRole('form', { name: 'お届け先の編集' });
  await expect(edit.getByLabel(/^番地/)).toHaveValue(UMEDA_ADDRESS.street);
  await edit.getByLabel(/^番地/).fill('3-3-3');
  await edit.getByRole('button', { name: 'このお届け先を保存する' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `「${UMEDA_ADDRESS.name}」様のお届け先を変更しました。` }),
  ).toBeVisible();
  await expect(umeda).toContainText('梅田3-3-3');

  await umeda.getByRole('button', { name: 'いつもの届け先にする' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'いつもの届け先にしました。' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: '登録済みのお届け先' }).getByRole('listitem').first()).toHaveAccessibleName(
    `${UMEDA_ADDRESS.name}様のお届け先`,
  );
  await expect(addressEntry(page, UMEDA_ADDRESS.name).getByText('いつもの届け先', { exact: true })).toBeVisible();
  await expect(addressEntry(page, SHIBUYA_ADDRESS.name).getByText('いつもの届け先', { exact: true })).toBeHidden();
  await expectNoSeriousViolations(page, 'the address book with two addresses');

  // The checkout preselects the default address.
  await addGarments(page, await inkjetProduct(request), 1);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: new RegExp(UMEDA_ADDRESS.name) })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(SHIBUYA_ADDRESS.name) })).not.toBeChecked();

  // Deleting asks first; cancelling keeps the address.
  await page.goto('/myaccount/addresses');
  await waitForHydration(page);
  const shibuya = addressEntry(page, SHIBUYA_ADDRESS.name);
  await shibuya.getByRole('button', { name: '削除' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'このお届け先を削除しますか？' });
  await expect(dialog).toContainText('〒150-0001');
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await expectNoSeriousViolations(page, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(shibuya).toBeVisible();
  await shibuya.getByRole('button', { name: '削除' }).click();
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `「${SHIBUYA_ADDRESS.name}」様のお届け先を削除しました。` }),
  ).toBeVisible();
  await expect(shibuya).toBeHidden();
  await expect(main(page).getByText('1件登録済み（20件まで）')).toBeVisible();
}

/** On the gateway's card form in save mode: types the card and registers it; back on /myaccount/payments. */
async function registerCard(page: Page, number: string, brand: string): Promise<void> {
  await main(page).getByRole('button', { name: 'カードを追加' }).click();
  await expect(page).toHaveURL(/\/myaccount\/payments\/new\/cs_[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('カードの追加');
  await waitForHydration(page);
  await page.getByLabel('カード番号').pressSequentially(number);
  await expect(page.getByText(`カードの種類: ${brand}`)).toBeVisible();
  await page.getByLabel('有効期限（月/年）').fill('12/30');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義（半角ローマ字）').fill('HANAKO KENSHO');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  await expect(page).toHaveURL('/myaccount/payments?added=1');
  await expect(main(page).getByRole('status').filter({ hasText: 'カードを登録しました。' })).toBeVisible();
}

/** The list entry of a saved card (「Visa **** 4242」). */
const cardEntry = (page: Page, name: string) => main(page).getByRole('list', { name: '登録済みのカード' }).getByRole('listitem', { name });

/**
 * `/myaccount/payments`: add a Visa test card through the gateway's form (the number is posted to
 * `/sandbox-gateway/…` only), add a JCB, make the Visa the default, pay an order with the saved card
 * at checkout (preselected), delete a card after a confirmation.
 */
export async function savedCardsJourney(page: Page, request: APIRequestContext): Promise<void> {
  const sentTo: string[] = [];
  page.on('request', (sent) => {
    if ((sent.postData() ?? '').includes(TEST_CARDS.visa)) sentTo.push(new URL(sent.url()).pathname);
  });
  await page.goto('/myaccount/payments');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お支払い方法');
  await expect(main(page).getByText('登録済みのカードはありません。')).toBeVisible();
  await expectNoSeriousViolations(page, 'the saved cards page without a card');

  await registerCard(page, TEST_CARDS.visa, 'Visa');
  expect(sentTo.length).toBe(1);
  expect(sentTo[0]).toMatch(/^\/sandbox-gateway\/v1\/sessions\/cs_[A-Za-z0-9_-]+\/cards$/);
  const visa = cardEntry(page, 'Visa **** 4242');
  await expect(visa).toContainText('有効期限 12/30');
  await expect(visa.getByText('いつも使うカード', { exact: true })).toBeVisible();

  await registerCard(page, '3566002020360505', 'JCB');
  const jcb = cardEntry(page, 'JCB **** 0505');
  await expect(jcb.getByText('いつも使うカード', { exact: true })).toBeHidden();
  await jcb.getByRole('button', { name: 'いつも使うカードにする' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'JCB **** 0505を、いつも使うカードにしました。' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: '登録済みのカード' }).getByRole('listitem').first()).toHaveAccessibleName(
    'JCB **** 0505',
  );
  await visa.getByRole('button', { name: 'いつも使うカードにする' }).click();
  await expect(main(page).getByRole('list', { name: '登録済みのカード' }).getByRole('listitem').first()).toHaveAccessibleName(
    'Visa **** 4242',
  );
  await expect(visa.getByText('いつも使うカード', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the saved cards page with two cards');

  // At checkout the default saved card is preselected; the order is charged to it.
  await addGarments(page, await inkjetProduct(request), 1);
  await atCheckoutWithAddress(page);
  await page.getByRole('radio', { name: /^クレジットカード/ }).check();
  const savedChoice = page.getByRole('group', { name: 'お支払いに使うカード' });
  await expect(savedChoice.getByRole('radio', { name: /Visa 末尾4242/ })).toBeChecked();
  await expect(savedChoice.getByRole('radio', { name: /JCB 末尾0505/ })).not.toBeChecked();
  await expect(savedChoice.getByRole('radio', { name: /新しいカードを使う/ })).not.toBeChecked();
  await expectNoSeriousViolations(page, 'the checkout with saved cards');
  await expect(page.getByRole('complementary', { name: 'ご注文内容' }).getByText('商品合計')).toBeVisible();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(page).toHaveURL('/checkout/confirm');
  await expect(main(page).getByText('クレジットカード（登録済みのカード）')).toBeVisible();
  await expect(main(page).getByText('Visa 末尾4242（有効期限 12/30）')).toBeVisible();
  await expect(placeButton(page)).toBeEnabled();
  await placeButton(page).click();
  await orderNumberAfterThanks(page);
  await expect(main(page).getByText('Visa 末尾4242（有効期限 12/30）')).toBeVisible();
  // The number went to the gateway's form once, never anywhere else.
  expect(sentTo.length).toBe(1);

  // Deleting asks first.
  await page.goto('/myaccount/payments');
  await waitForHydration(page);
  await jcb.getByRole('button', { name: '削除' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'このカードを削除しますか？' });
  await expect(dialog).toContainText('JCB **** 0505（有効期限 12/30）');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'JCB **** 0505を削除しました。' })).toBeVisible();
  await expect(jcb).toBeHidden();
  await expect(visa).toBeVisible();
}

/** The guard (spec §6): without a session both pages answer 302 to the login page with return_to. */
export async function expectGuarded(request: APIRequestContext): Promise<void> {
  for (const path of ['/myaccount/addresses', '/myaccount/payments', '/myaccount/payments/new/cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe(`/login?return_to=${encodeURIComponent(path)}`);
  }
}
