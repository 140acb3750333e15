/** Steps of the review journeys (reviews.spec.ts, mobile.reviews.spec.ts). */
import type { APIRequestContext, Page } from '@playwright/test';
import { buyByCard, inkjetProduct } from './checkout.ts';
import type { OwnShop } from './own-shop.ts';
import { expect, main, waitForHydration } from './test.ts';

/** A card purchase of a garment by the logged-in customer, shipped and delivered by the operator: the product's code. */
export async function deliveredPurchase(
  page: Page,
  request: APIRequestContext,
  shop: OwnShop,
): Promise<{ code: string; name: string; number: string }> {
  const product = await inkjetProduct(request);
  const number = await buyByCard(page, request, 1);
  expect((await shop.admin('ship', number, '--carrier', '1', '--tracking', '123456789012')).code).toBe(0);
  expect((await shop.admin('deliver', number)).output).toContain('配達完了');
  return { code: product.code, name: product.name, number };
}

/** The product's review summary as the API answers it. */
export async function summaryOf(request: APIRequestContext, code: string): Promise<{ count: number; average: number }> {
  const response = await request.get(`/api/products/${code}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { review_summary: { count: number; average: number } } }).data.review_summary;
}

/** Opens a page of the account area and waits until it can be used. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export interface ReviewInput {
  stars: number;
  title: string;
  body: string;
  sizeFit: '小さい' | 'ちょうどいい' | '大きい';
  nickname: string;
}

/** Fills the review form as a shopper: the stars by keyboard (Tab into the group, arrows), the rest by typing. */
export async function fillReview(page: Page, review: ReviewInput): Promise<void> {
  const stars = main(page).getByRole('radiogroup', { name: '評価（星の数）' });
  const checked = stars.getByRole('radio', { checked: true });
  let current = 1;
  if ((await checked.count()) === 0) {
    await stars.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  } else {
    current = Number(await checked.getAttribute('value'));
    await checked.focus();
  }
  // The arrow keys move the choice inside a radio group (and wrap around): step from the current one.
  const key = review.stars > current ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.abs(review.stars - current); i += 1) await page.keyboard.press(key);
  await expect(stars.getByRole('radio', { name: new RegExp(`^星${review.stars}つ`) })).toBeChecked();
  await main(page).getByLabel('タイトル').fill(review.title);
  await main(page).getByLabel('レビュー本文').fill(review.body);
  await main(page).getByRole('radiogroup', { name: 'サイズ感' }).getByLabel(review.sizeFit).check();
  await main(page).getByLabel('ニックネーム').fill(review.nickname);
}
