/**
 * The review pages on a phone (Pixel 7, 390 px) on a shop of this file's own (port 3941,
 * `E2E_OWN_MOBILE_REVIEWS_PORT`): the list, the form (stars by tapping), the review and its edit
 * form, without sideways scrolling and with no serious axe finding.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expectNoSidewaysScroll } from './support/phone-widths.ts';
import { deliveredPurchase, openPage } from './support/reviews.ts';
import { expect, main, test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_REVIEWS_PORT', 3941), 'reviews-mobile');

test('on a phone: review a delivered product, read it and edit it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const product = await deliveredPurchase(page, request, own.shop());

  await openPage(page, '/myaccount/reviews');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the reviews list on a phone');
  await main(page)
    .getByRole('link', { name: `${product.name}のレビューを書く` })
    .click();
  await expect(page).toHaveURL(`/myaccount/reviews/write-review?product=${product.code}`);
  await expectNoSidewaysScroll(page);

  // Stars by tapping their labels; a too short text is refused with its message first.
  await main(page).getByText('星3つ').tap();
  await expect(main(page).getByRole('radio', { name: /^星3つ/ })).toBeChecked();
  await main(page).getByLabel('タイトル').fill('ふつうのサイズ感');
  await main(page).getByLabel('レビュー本文').fill('短すぎる');
  await main(page).getByRole('radiogroup', { name: 'サイズ感' }).getByLabel('小さい').check();
  await main(page).getByLabel('ニックネーム').fill('スマホ花子');
  await main(page).getByRole('button', { name: 'レビューを投稿する' }).tap();
  await expect(main(page).getByText('レビュー本文は10文字以上1000文字以下で入力してください')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the review form on a phone');
  await main(page).getByLabel('レビュー本文').fill('いつものMサイズだと少し小さめでした。');
  await main(page).getByRole('button', { name: 'レビューを投稿する' }).tap();

  await expect(page).toHaveURL(/\/myaccount\/reviews\/\d+$/);
  await expect(main(page).getByRole('status')).toContainText('レビューを投稿しました。');
  await expect(main(page).getByText('小さい')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the review on a phone');

  await main(page).getByRole('link', { name: 'このレビューを編集する' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('レビューの編集');
  await expectNoSidewaysScroll(page);
  await main(page).getByText('星4つ').tap();
  await main(page).getByRole('button', { name: 'レビューを更新する' }).tap();
  await expect(main(page).getByRole('status')).toContainText('レビューを更新しました。');
  await expect(main(page).getByRole('img', { name: '5点中4.0点' })).toBeVisible();

  await openPage(page, `/product/${product.code}/customer-reviews`);
  await expect(main(page).getByRole('article').filter({ hasText: 'ふつうのサイズ感' })).toContainText('スマホ花子さん');
  await expectNoSidewaysScroll(page);
});
