/**
 * Customer reviews (issue #14) on a shop of this file's own (port 3940, `E2E_OWN_REVIEWS_PORT`): a
 * review is offered only after the operator delivers the order; written with the stars chosen by
 * keyboard, it shows on the product page and its customer-reviews page with the nickname, stars, size
 * fit and the summary; edited; hidden by the operator it is gone at once.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { buyByCard, inkjetProduct } from './support/checkout.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { fillReview, openPage, summaryOf } from './support/reviews.ts';
import { expect, main, test } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_REVIEWS_PORT', 3940), 'reviews');

test('a review after delivery: written, shown on the product pages with the summary, edited, hidden by the operator', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = own.shop();
  const product = await inkjetProduct(request);
  const number = await buyByCard(page, request, 1);

  // Not delivered yet: nothing to review, and the form says why.
  await openPage(page, '/myaccount/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('レビュー');
  await expect(main(page).getByText('いまレビューを書ける商品はありません。')).toBeVisible();
  await openPage(page, `/myaccount/reviews/write-review?product=${product.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('レビューを書く');
  await expect(main(page).getByText('この商品はレビューを書ける商品ではありません。')).toBeVisible();

  expect((await shop.admin('ship', number, '--carrier', '1', '--tracking', '123456789012')).code).toBe(0);
  expect((await shop.admin('deliver', number)).output).toContain('配達完了');
  const before = await summaryOf(request, product.code);

  // Delivered: offered on the list; 「レビューを書く」 opens the form (a static segment, not the :id page).
  await openPage(page, '/myaccount/reviews');
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toContainText('アカウントサービス');
  const waiting = main(page).getByRole('listitem').filter({ hasText: product.name });
  await expect(waiting).toContainText(`ご注文番号 ${number}`);
  await expectNoSeriousViolations(page, 'the reviews list with a product to review');
  await waiting.getByRole('link', { name: `${product.name}のレビューを書く` }).click();
  await expect(page).toHaveURL(`/myaccount/reviews/write-review?product=${product.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('レビューを書く');

  // An empty form: every field says what is missing.
  await main(page).getByRole('button', { name: 'レビューを投稿する' }).click();
  await expect(main(page).getByText('評価（星の数）を選択してください')).toBeVisible();
  await expect(main(page).getByText('タイトルを入力してください')).toBeVisible();
  await expect(main(page).getByText('レビュー本文を入力してください')).toBeVisible();
  await expect(main(page).getByText('サイズ感を選択してください')).toBeVisible();
  await expect(main(page).getByText('ニックネームを入力してください')).toBeVisible();
  await expectNoSeriousViolations(page, 'the review form with its messages');

  await fillReview(page, {
    stars: 4,
    title: '厚手で透けない',
    body: '生地がしっかりしていて、白でも透けませんでした。',
    sizeFit: 'ちょうどいい',
    nickname: 'e2eたろう',
  });
  await main(page).getByRole('button', { name: 'レビューを投稿する' }).click();
  await expect(page).toHaveURL(/\/myaccount\/reviews\/\d+$/);
  const reviewId = /\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(main(page).getByRole('status')).toContainText('レビューを投稿しました。');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('厚手で透けない');
  await expect(main(page).getByText('ちょうどいい')).toBeVisible();
  await expectNoSeriousViolations(page, 'the review page');
  expect(await summaryOf(request, product.code)).toMatchObject({ count: before.count + 1 });

  // The product page and its customer-reviews page show it with the nickname, stars and size fit.
  await openPage(page, `/product/${product.code}`);
  const section = main(page).getByRole('region', { name: 'カスタマーレビュー' });
  const onProduct = section.getByRole('article').filter({ hasText: '厚手で透けない' });
  await expect(onProduct).toContainText('e2eたろうさん');
  await expect(onProduct).toContainText('サイズ感: ちょうどいい');
  await expect(onProduct.getByRole('img', { name: '5点中4.0点' })).toBeVisible();
  await expect(section).toContainText(`${before.count + 1}件のレビュー`);
  await openPage(page, `/product/${product.code}/customer-reviews`);
  await expect(main(page).getByRole('article').filter({ hasText: '厚手で透けない' })).toContainText('サイズ感: ちょうどいい');
  const distribution = main(page).getByRole('list', { name: '評価の内訳' });
  await expect(distribution.getByRole('listitem')).toHaveCount(5);
  await expect(main(page).getByText(`${before.count + 1}件のレビュー`)).toBeVisible();
  await expectNoSeriousViolations(page, 'the customer-reviews page with the distribution');

  // Edited: five stars and a new title, on the list and the product's reviews.
  await openPage(page, `/myaccount/reviews/${reviewId}`);
  await main(page).getByRole('link', { name: 'このレビューを編集する' }).click();
  await expect(page).toHaveURL(`/myaccount/reviews/${reviewId}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('レビューの編集');
  await expect(main(page).getByLabel('タイトル')).toHaveValue('厚手で透けない');
  await expectNoSeriousViolations(page, 'the review edit form');
  await fillReview(page, {
    stars: 5,
    title: '洗っても縮まない',
    body: '何度洗濯しても縮まず、プリントも割れませんでした。',
    sizeFit: '大きい',
    nickname: 'e2eたろう',
  });
  await main(page).getByRole('button', { name: 'レビューを更新する' }).click();
  await expect(page).toHaveURL(`/myaccount/reviews/${reviewId}`);
  await expect(main(page).getByRole('status')).toContainText('レビューを更新しました。');
  await openPage(page, `/product/${product.code}/customer-reviews`);
  const edited = main(page).getByRole('article').filter({ hasText: '洗っても縮まない' });
  await expect(edited).toContainText('サイズ感: 大きい');
  await expect(main(page).getByText('厚手で透けない')).toHaveCount(0);

  // The operator hides it: gone from the product's reviews and its summary at once; the author sees 非公開.
  expect((await shop.admin('reviews', '--product', product.code)).output).toContain(`#${reviewId}  ${product.code}  ★★★★★  公開 visible`);
  expect((await shop.admin('hide-review', reviewId)).output.trim()).toBe(`review ${reviewId}: 非公開 hidden`);
  await openPage(page, `/product/${product.code}/customer-reviews`);
  await expect(main(page).getByText('洗っても縮まない')).toHaveCount(0);
  expect(await summaryOf(request, product.code)).toEqual(before);
  await openPage(page, '/myaccount/reviews');
  await expect(main(page).getByRole('listitem').filter({ hasText: '洗っても縮まない' })).toContainText('非公開');
});

test('the review pages are behind the login guard (302 to /login?return_to=…)', async ({ request }) => {
  for (const path of [
    '/myaccount/reviews',
    '/myaccount/reviews/write-review?product=x',
    '/myaccount/reviews/1',
    '/myaccount/reviews/1/edit',
  ]) {
    const response = await request.fetch(path, { maxRedirects: 0 });
    expect([path, response.status(), response.headers()['location']]).toEqual([
      path,
      302,
      `/login?${new URLSearchParams({ return_to: path }).toString()}`,
    ]);
  }
});

test('a review id that is not the customer’s is a 404 page', async ({ page }) => {
  const answer = await page.goto('/myaccount/reviews/2000000000');
  expect(answer?.status()).toBe(404);
  const response = await page.request.get('/api/my/reviews/2000000000');
  expect([response.status(), await response.json()]).toEqual([404, { message: 'No item exists.' }]);
});
