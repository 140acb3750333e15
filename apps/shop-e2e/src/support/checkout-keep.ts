/**
 * Checkout without dead ends (issue #32): a first order with an address typed
 * in full (not kept) and a 3-D Secure card kept for next time, then a second order where the kept
 * card is offered first, chosen already, and pays without the card form.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import {
  SAVE_ADDRESS_BOX,
  SHIBUYA_ADDRESS,
  TEST_CARDS,
  addAddress,
  addGarments,
  enterCard,
  inkjetProduct,
  placeButton,
  proceedWith,
} from './checkout.ts';
import { expectNoSideScroll } from './loyalty.ts';
import { shoot } from './reorders.ts';
import { expect, main, waitForHydration } from './test.ts';

const KEEP_CARD_BOX = 'このカードを保存して次回も使う';
const JCB = 'JCB 末尾0000（有効期限 12/30）';

/** The whole journey for the logged-in customer without an address or a card; `label` names the screenshots. */
export async function keepAtCheckoutJourney(page: Page, request: APIRequestContext, label: string): Promise<void> {
  const product = await inkjetProduct(request);

  // 1. A first order: the address typed in full goes on without being saved.
  await addGarments(page, product, 1);
  await page.goto('/checkout');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '新しいお届け先' });
  await expect(form.getByRole('checkbox', { name: SAVE_ADDRESS_BOX })).toBeChecked();
  await expect(form.getByRole('button', { name: 'このお届け先を保存する' })).toHaveCount(0);
  // A field left empty is said at the field, in Japanese, and the page stays.
  await page.getByRole('radio', { name: /^クレジットカード/ }).check();
  await expect(page.getByRole('complementary', { name: 'ご注文内容' }).getByText('商品合計')).toBeVisible();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(form.getByText('お名前を入力してください')).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  await addAddress(page, SHIBUYA_ADDRESS, false);
  await shoot(page, `${label}-1-typed-address`);
  await expectNoSideScroll(page, 'the checkout page with a typed address');
  await proceedWith(page, 'クレジットカード');
  await enterCard(page, TEST_CARDS.challenge, 'JCB');
  await expect(main(page).getByText(JCB)).toBeVisible();
  await expect(main(page).getByText(/〒150-0001/)).toBeVisible();
  const keep = main(page).getByRole('checkbox', { name: KEEP_CARD_BOX });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await shoot(page, `${label}-2-confirm-keep-card`);
  await expectNoSideScroll(page, 'the confirm page with the keep-card box');
  await expectNoSeriousViolations(page, 'the confirm page with the keep-card box');
  await placeButton(page).click();
  // 3-D Secure: the card is kept only once the issuer authenticated it.
  await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/challenges\//);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-\d{4}-\d{6,}$/, { timeout: 20_000 });
  await expect(main(page).getByRole('status').filter({ hasText: 'ご注文ありがとうございます。' })).toBeVisible();
  await expect(main(page).getByText(/〒150-0001/)).toBeVisible();

  // 2. The next order: the kept card comes first, chosen already; the address (not kept) is typed again.
  await addGarments(page, product, 1);
  await page.goto('/checkout');
  await waitForHydration(page);
  const cards = page.getByRole('group', { name: 'お支払いに使うカード' });
  await expect(cards.getByRole('radio').first()).toHaveAccessibleName(new RegExp(`^${JCB}`));
  await expect(cards.getByRole('radio', { name: new RegExp(`^${JCB}`) })).toBeChecked();
  await expect(cards.getByText('いつも使うカード')).toBeVisible();
  await addAddress(page, SHIBUYA_ADDRESS, true);
  await shoot(page, `${label}-3-saved-card-first`);
  await expectNoSideScroll(page, 'the checkout page with the kept card');
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  // A kept card needs no card form.
  await expect(page).toHaveURL('/checkout/confirm');
  await expect(main(page).getByText('クレジットカード（登録済みのカード）')).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: KEEP_CARD_BOX })).toHaveCount(0);
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/v1\/challenges\//);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/PF-\d{4}-\d{6,}$/, { timeout: 20_000 });
  await expect(main(page).getByText(JCB)).toBeVisible();
  await shoot(page, `${label}-4-second-order`);

  // The address of the second order was kept (its box ticked), once; the card once.
  await page.goto('/myaccount/payments');
  await expect(main(page).getByRole('list', { name: '登録済みのカード' }).getByRole('listitem')).toHaveCount(1);
  await expect(main(page).getByRole('listitem', { name: 'JCB **** 0000' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('group', { name: 'お届け先を選んでください' }).getByRole('radio')).toHaveCount(1);
}
