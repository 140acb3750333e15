/** The home page's first view, sections and footer as a shopper reads them (issue #13 "A home page that sells"). */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, main, waitForHydration, yenValue } from './test.ts';

/** The worked example of the first view as the page states it. */
export interface StatedExample {
  perPiece: number;
  total: number;
  code: string;
  colorId: number;
  colorName: string;
  methodName: string;
  placement: string;
}

/** Opens the home page and reads the worked example (「オリジナルTシャツ 10枚なら 1枚あたり￥…〜（税込）」). */
export async function readHomeExample(page: Page): Promise<StatedExample> {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByTestId('home-example');
  await expect(box).toContainText('オリジナルTシャツ 10枚なら');
  await expect(box).toContainText(/1枚あたり\s*[￥¥][\d,]+\s*〜（税込）/);
  const perPiece = yenValue(await page.getByTestId('home-example-price').textContent());
  const link = box.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const match = /^\/product\/([^?]+)\?color=(\d+)$/.exec(href);
  if (!match) throw new Error(`unexpected example link: ${href}`);
  const stated: StatedExample = {
    perPiece,
    total: Number(await box.getAttribute('data-total')),
    code: decodeURIComponent(match[1] ?? ''),
    colorId: Number(match[2]),
    colorName: (await box.getAttribute('data-color')) ?? '',
    methodName: (await box.getAttribute('data-method')) ?? '',
    placement: (await box.getAttribute('data-placement')) ?? '',
  };
  // What it assumes is said in words: the colour, the method, the placement and the total of 10.
  const assumes = page.getByTestId('home-example-assumes');
  await expect(assumes).toContainText(`（${stated.colorName}）に${stated.methodName}で${stated.placement}以内を1か所プリントした場合`);
  await expect(assumes).toContainText(`10枚で￥${stated.total.toLocaleString('en-US')}`);
  expect(Math.ceil(stated.total / 10)).toBe(perPiece);
  return stated;
}

/** The 10-piece quote of a method on the product's print method page (「1枚あたりの価格」 table). */
export async function printPageQuote(page: Page, code: string, methodName: string, quantity = 10): Promise<number> {
  await page.goto(`/product/${encodeURIComponent(code)}/print`);
  await waitForHydration(page);
  const method = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `${methodName}で注文する`, exact: true }) });
  const table = method.getByRole('table');
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const column = headers.findIndex((text) => text.startsWith(`${quantity}枚`));
  expect(column, `a ${quantity}枚 column in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return yenValue(await table.getByRole('cell').nth(column).textContent());
}

/** The home page's sections after the first view, in the order a shopper scrolls through them. */
export async function expectHomeSections(page: Page): Promise<void> {
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('オリジナルTシャツ・グッズを1枚から');
  await expect(content.getByRole('link', { name: 'Tシャツを選んで作る' })).toHaveAttribute('href', '/t-shirts');
  await expect(content.getByRole('link', { name: 'デザインツールで作る' })).toHaveAttribute('href', '/designtool');
  const headings = (await content.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.replace(/\s+/g, ''));
  const order = ['人気のTシャツ', 'カテゴリーから探す', /^最短\d+営業日で発送$/, 'ご注文の流れ', '制作事例', 'お客様の声'];
  const positions = order.map((wanted) => headings.findIndex((text) => (typeof wanted === 'string' ? text === wanted : wanted.test(text))));
  expect(
    positions.every((position) => position >= 0),
    `sections in ${headings.join(' / ')}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  // Best-selling T-shirts: cards of T-shirts, as many as the section shows.
  const popular = content.getByRole('region', { name: '人気のTシャツ' });
  expect(await popular.getByRole('link', { name: /（税込）/ }).count()).toBeGreaterThanOrEqual(4);
  // The ship-date promise with today's date on the shop calendar.
  await expect(page.getByTestId('home-ship-date')).toContainText(/\d+月\d+日\([日月火水木金土]\)に発送予定/);
  // Four steps.
  await expect(content.getByRole('region', { name: 'ご注文の流れ' }).getByRole('listitem')).toHaveCount(4);
  // Case studies link to their pages; reviews show stars, a nickname and the product.
  const examples = content.getByRole('region', { name: '制作事例' });
  expect(await examples.locator('a[href^="/example/"]').count()).toBeGreaterThanOrEqual(1);
  const reviews = content.getByRole('region', { name: 'お客様の声' }).getByRole('listitem');
  expect(await reviews.count()).toBeGreaterThanOrEqual(1);
  await expect(reviews.first().getByRole('img', { name: /^5点中[\d.]+点$/ })).toBeVisible();
  await expect(reviews.first()).toContainText(/さん・/);
  await expect(reviews.first().locator('a[href$="/customer-reviews"]')).toBeVisible();
}

/** The footer's company details equal the 特定商取引法 page's (one source), and the contact link with its hours. */
export async function expectFooterMatchesNotice(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  const name = ((await footer.locator('[data-company="name"]').textContent()) ?? '').trim();
  const address = ((await footer.locator('[data-company="address"]').textContent()) ?? '').trim();
  const hours = ((await footer.locator('[data-company="contactHours"]').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await expect(footer.getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute('href', '/info/contactus');
  await footer.getByRole('link', { name: '特定商取引法に基づく表記' }).click();
  await expect(page).toHaveURL('/info/notice');
  const row = (term: string) =>
    main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: term, exact: true }) })
      .getByRole('cell')
      .nth(1);
  await expect(row('販売業者')).toHaveText(name);
  await expect(row('所在地')).toHaveText(address);
  await expect(row('連絡先')).toContainText(`受付時間：${hours}`);
}

export async function expectHomeAccessible(page: Page): Promise<void> {
  await expectNoSeriousViolations(page, 'the home page');
}
