/**
 * Coupons and points journeys (issue #14): an order delivered by the operator earns points; the
 * account's coupon and point pages; the confirm page's coupon and points.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { buyByCard } from './checkout.ts';
import type { OwnShop } from './own-shop.ts';
import { expect } from './test.ts';

/** An order as the API answers it in this browser (the logged-in customer's). */
export async function orderOf(
  page: Page,
  number: string,
): Promise<{ goods_total: number; total: number; coupon_discount: number; points_used: number; tax: number; payment: { amount: number } }> {
  const body = await page.evaluate(
    async (n) => (await fetch(`/api/orders/${n}`, { headers: { Accept: 'application/json' } })).json(),
    number,
  );
  return (body as { data: Awaited<ReturnType<typeof orderOf>> }).data;
}

/**
 * The logged-in customer buys by card and the operator ships and delivers the order: it earns
 * floor(goods total / 100) points. Answers the order number and the points earned.
 */
export async function deliveredOrder(
  page: Page,
  request: APIRequestContext,
  shop: OwnShop,
  quantity = 2,
): Promise<{ number: string; earned: number }> {
  const number = await buyByCard(page, request, quantity);
  expect((await shop.admin('ship', number, '--carrier', '1', '--tracking', '1111-2222-3333')).code).toBe(0);
  expect((await shop.admin('deliver', number)).code).toBe(0);
  const order = await orderOf(page, number);
  return { number, earned: Math.floor(order.goods_total / 100) };
}

/** No horizontal scrolling at the page's width. */
export async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
