/** The colour a shopper chose, followed on lists and in the cart (issue #13). */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, main, waitForHydration } from './test.ts';

interface OrderColour {
  id: number;
  name: string;
  sizes: { name: string; sku: { inventory: { quantity_available: number } } }[];
}

/** The product's colours as the API answers them (order representation). */
export async function productColours(request: APIRequestContext, code: string): Promise<OrderColour[]> {
  const answer = await request.get(`/api/products/${encodeURIComponent(code)}?response_group=order`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { colors: OrderColour[] } }).data.colors;
}

/** The colour filter's name in the drawer's facet (e.g. navy → ネイビー), from the API's facets. */
async function familyName(request: APIRequestContext, family: string): Promise<string> {
  const answer = await request.get(`/api/products?response_group=shop&category=t-shirts&per_page=1`);
  const facets = ((await answer.json()) as { meta: { facets: { colors: { value: string; name: string }[] } } }).meta.facets.colors;
  const name = facets.find((facet) => facet.value === family)?.name;
  if (!name) throw new Error(`no colour facet ${family}`);
  // ネイビー系 → ネイビー: the family's colours carry its name.
  return name.replace(/系$/, '');
}

/**
 * Opens /t-shirts filtered by a colour family: every card's picture is that product in its colour of
 * the family (the image's file is the colour's id, and the API names that colour), and the card
 * links to the product page opened on that colour (`?color=<id>`).
 */
export async function expectCardsInFilteredColour(page: Page, request: APIRequestContext, family: string): Promise<void> {
  const name = await familyName(request, family);
  await page.goto(`/t-shirts?color=${family}`);
  await waitForHydration(page);
  const cards = main(page).getByRole('link', { name: /（税込）/ });
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const href = (await card.getAttribute('href')) ?? '';
    const match = /^\/product\/([^?]+)\?color=(\d+)$/.exec(href);
    expect(match, `card link ${href}`).not.toBeNull();
    const [, code = '', id = ''] = match ?? [];
    await expect(card.locator('img')).toHaveAttribute('src', `/api/images/products/${code}/${id}.webp`);
    const colours = await productColours(request, decodeURIComponent(code));
    expect(colours.find((colour) => colour.id === Number(id))?.name, `colour ${id} of ${code}`).toContain(name);
  }
}

/**
 * Puts one piece of each of `colours` (first size in stock) into the guest cart from the product
 * page's colour × size grid (every colour has its row).
 */
export async function addColours(page: Page, code: string, colours: readonly string[]): Promise<void> {
  await page.goto(`/product/${encodeURIComponent(code)}`);
  await waitForHydration(page);
  for (const colour of colours) {
    const cells = page.getByRole('spinbutton', { name: new RegExp(`^${colour} .+の数量$`) });
    const count = await cells.count();
    let filled = false;
    for (let index = 0; index < count && !filled; index += 1) {
      if (await cells.nth(index).isDisabled()) continue;
      await cells.nth(index).fill('1');
      filled = true;
    }
    expect(filled, `a size of ${colour} in stock`).toBe(true);
  }
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'カートに' })
      .or(page.getByRole('dialog', { name: /カートに/ }))
      .first(),
  ).toBeVisible();
}
