import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { shoot } from './support/reorders.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

/** The API searches the page made (query text of each `GET /api/search`). */
function recordSearchCalls(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

/** The names of the products on a result page. */
async function resultNames(page: Page): Promise<string[]> {
  return main(page)
    .getByRole('link', { name: /（税込）/ })
    .getByRole('heading')
    .allTextContents();
}

test.describe('product search from the top bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('a full-width query finds half-width product names, and the field keeps the query after submitting', async ({ page }) => {
    const box = page.getByRole('combobox', { name: '商品を検索' });
    await box.fill('Ｔシャツ');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('Ｔシャツ')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('「Ｔシャツ」の検索結果');
    await expect(main(page).getByRole('status')).toHaveText(/^[1-9]\d*件の商品が見つかりました$/);
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('Tシャツ');
    await expect(box).toHaveValue('Ｔシャツ');
  });

  test('a hiragana query finds katakana product names, also when submitted with the search button', async ({ page }) => {
    const box = page.getByRole('combobox', { name: '商品を検索' });
    await box.fill('ぱーかー');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ぱーかー')}`);
    await expect(main(page).getByRole('status')).toHaveText(/^[1-9]\d*件の商品が見つかりました$/);
    expect(await resultNames(page)).toContainEqual(expect.stringContaining('パーカー'));
    await expect(box).toHaveValue('ぱーかー');
  });

  test('the Enter that confirms an IME conversion never submits; the next Enter does', async ({ page, context }) => {
    const searches = recordSearchCalls(page);
    const box = page.getByRole('combobox', { name: '商品を検索' });
    await box.click();
    // Chromium's own IME path: composition text is in the field and keydown carries isComposing.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'ぱーかー', selectionStart: 4, selectionEnd: 4 });
    await expect(box).toHaveValue('ぱーかー');
    // Records what each Enter keydown looked like to the page: [isComposing, keyCode].
    await page.evaluate(() => {
      const seen: [boolean, number][] = [];
      (window as { e2eEnters?: typeof seen }).e2eEnters = seen;
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter') seen.push([event.isComposing, event.keyCode]);
        },
        { capture: true },
      );
    });
    const enters = () => page.evaluate(() => (window as { e2eEnters?: [boolean, number][] }).e2eEnters);
    await page.keyboard.press('Enter');
    expect(await enters(), 'the Enter reached the page flagged as composing').toEqual([[true, 13]]);
    // A submit would have cleared the field and blurred it at once (both happen in the key handler).
    await expect(box).toHaveValue('ぱーかー');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL('/');

    // Conversion confirmed (compositionend); Safari then sends the confirming Enter with keyCode 229.
    await cdp.send('Input.insertText', { text: 'パーカー' });
    await expect(box).toHaveValue('パーカー');
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });
    expect(await enters(), 'the second Enter reached the page with keyCode 229 only').toEqual([
      [true, 13],
      [false, 229],
    ]);
    await expect(box).toHaveValue('パーカー');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL('/');

    // A plain Enter after the composition submits the confirmed text and clears the field.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('パーカー')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('「パーカー」の検索結果');
    await expect(box).toHaveValue('パーカー');
    expect(searches).toEqual(['パーカー']);
  });

  test('a synthetic composition (compositionstart … compositionend) blocks Enter until it ends', async ({ page }) => {
    const searches = recordSearchCalls(page);
    const box = page.getByRole('combobox', { name: '商品を検索' });
    await box.click();
    await box.evaluate((input) => input.dispatchEvent(new CompositionEvent('compositionstart', { data: '', bubbles: true })));
    await page.keyboard.insertText('てぃーしゃつ');
    // What browsers send for Enter during a composition: isComposing true and keyCode 229.
    const enter = await box.evaluate((input) => {
      const event = new KeyboardEvent('keydown', {
        key: 'Enter',
        code: 'Enter',
        keyCode: 229,
        isComposing: true,
        bubbles: true,
        cancelable: true,
      });
      input.dispatchEvent(event);
      return { keyCode: event.keyCode, isComposing: event.isComposing, handled: event.defaultPrevented };
    });
    // The search field's handler saw it (it takes every Enter over from the form) and did nothing else.
    expect(enter).toEqual({ keyCode: 229, isComposing: true, handled: true });
    await expect(box).toHaveValue('てぃーしゃつ');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL('/');

    await box.evaluate((input) => input.dispatchEvent(new CompositionEvent('compositionend', { data: 'てぃーしゃつ', bubbles: true })));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('てぃーしゃつ')}`);
    await expect(box).toHaveValue('てぃーしゃつ');
    expect(searches).toEqual(['てぃーしゃつ']);
  });
});

test('a very long query of emoji is cut to what the API accepts instead of failing', async ({ page }) => {
  // 150 emoji are 150 characters but 300 UTF-16 code units; the API allows 200 code units.
  const query = '😀'.repeat(150);
  const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${'😀'.repeat(100)}」の検索結果`);
  await expect(main(page).getByRole('status')).toHaveText(/件の商品が見つかりました$/);
});

/** The predictive search requests the page made (text of each `GET /api/search/suggest`), and those aborted. */
function recordSuggestCalls(page: Page): { asked: string[]; aborted: string[] } {
  const calls = { asked: [] as string[], aborted: [] as string[] };
  const q = (url: string) => new URL(url).searchParams.get('q') ?? '';
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search/suggest') calls.asked.push(q(request.url()));
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/search/suggest') calls.aborted.push(q(request.url()));
  });
  return calls;
}

test.describe('predictive search in the top bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('suggests products with picture and price, categories and brands; chosen by keyboard', async ({ page }) => {
    const box = page.getByRole('combobox', { name: '商品を検索' });
    await box.click();
    await page.keyboard.type('ぱー', { delay: 50 });
    const list = page.getByRole('listbox', { name: '検索候補' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = list.getByRole('group', { name: '商品' }).getByRole('option');
    await expect(products.first()).toContainText('￥');
    await expect(products.first().locator('img')).toHaveAttribute('src', /\/api\/images\/products\//);
    await expect(list.getByRole('group', { name: 'カテゴリー' }).getByRole('option', { name: 'パーカー', exact: true })).toBeVisible();
    await shoot(page, 'search-suggestions-desktop');
    await expectNoSeriousViolations(page, 'the open suggestion list');
    // The first option searches the text; the second is the first product.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    const chosen = page.locator(`[id="${active}"]`);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    const name = ((await chosen.locator('span').first().textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('asks nothing during an IME composition and cancels the request under way when typing on', async ({ page, context }) => {
    const calls = recordSuggestCalls(page);
    // A slow answer, so that the next keystroke finds the request still under way.
    await page.route('**/api/search/suggest**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => undefined);
    });
    const box = page.getByRole('combobox', { name: '商品を検索' });
    await box.click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'きゃっぷ', selectionStart: 4, selectionEnd: 4 });
    await expect(box).toHaveValue('きゃっぷ');
    await page.waitForTimeout(400);
    expect(calls.asked, 'nothing is asked while the composition is open').toEqual([]);
    await cdp.send('Input.insertText', { text: 'キャップ' });
    await expect.poll(() => calls.asked).toEqual(['キャップ']);
    await page.keyboard.type(' 黒');
    await expect.poll(() => calls.asked.length).toBeGreaterThanOrEqual(2);
    expect(calls.aborted, 'the request for キャップ was cancelled by the next keystroke').toContain('キャップ');
    await expect(page.getByRole('listbox', { name: '検索候補' }).getByRole('option').first()).toHaveText('「キャップ 黒」で検索');
  });
});

test.describe('the search page', () => {
  test('results filtered by colour and sorted, in the URL, the facets counted with the other filters', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('Tシャツ')}`);
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: '商品を検索' })).toHaveValue('Tシャツ');
    const total = Number(/^(\d+)件/.exec((await main(page).getByRole('status').first().textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: '絞り込み' }).click();
    const drawer = page.getByRole('dialog', { name: '絞り込み・並び替え' });
    const sorts = drawer.getByRole('group', { name: '並び替え' });
    await expect(sorts.getByRole('radio', { name: 'おすすめ順' })).toBeChecked();
    await drawer.getByRole('group', { name: 'カラー' }).getByText('ブラック系').click();
    await sorts.getByText('価格の安い順').click();
    await drawer.getByRole('button', { name: /件を表示$/ }).click();
    await expect(page).toHaveURL(/color=black/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(main(page).getByRole('list', { name: '適用中の絞り込み条件' })).toContainText('カラー: ブラック系');
    const filtered = Number(/^(\d+)件/.exec((await main(page).getByRole('status').first().textContent()) ?? '')?.[1]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    const prices = (
      await main(page)
        .getByRole('link', { name: /（税込）/ })
        .allTextContents()
    ).map((text) => Number(/[￥¥]([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Disjunctive: the colour facet still offers the other colours of the T-shirts.
    await page.getByRole('button', { name: '絞り込み' }).click();
    const colours = page.getByRole('dialog', { name: '絞り込み・並び替え' }).getByRole('group', { name: 'カラー' });
    await expect(colours.getByText('ホワイト系')).toBeVisible();
    await shoot(page, 'search-filters-desktop');
  });

  test('nothing found: what to try, the nearest categories and the popular products; a typo is corrected', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('ジップパーカー 靴下')}`);
    await waitForHydration(page);
    await expect(main(page).getByText('「ジップパーカー 靴下」に一致する商品は見つかりませんでした。')).toBeVisible();
    await expect(main(page).getByRole('list', { name: '近いカテゴリー' }).getByRole('link', { name: 'ジップパーカー' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '人気の商品' })).toBeVisible();
    expect(
      await main(page)
        .getByRole('link', { name: /（税込）/ })
        .count(),
    ).toBe(8);
    await shoot(page, 'search-empty-desktop');
    await expectNoSeriousViolations(page, 'the empty search page');

    await page.goto(`/search?q=${encodeURIComponent('Tシャッツ')}`);
    await expect(main(page).getByRole('note')).toHaveText(
      '「Tシャッツ」に一致する商品は見つかりませんでした。もしかして：「Tシャツ」の検索結果を表示しています。',
    );
    expect(await resultNames(page)).toContainEqual(expect.stringContaining('Tシャツ'));
  });

  test('the words shoppers type find what they mean: 黒 Tシャツ pictured in black, 前開き the zip hoodies', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('黒 Tシャツ')}`);
    await waitForHydration(page);
    await expect(main(page).getByText(/「黒」をカラー「ブラック系」として/)).toBeVisible();
    const first = main(page)
      .getByRole('link', { name: /（税込）/ })
      .first();
    await expect(first).toHaveAttribute('href', /\?color=\d+$/);
    await page.goto(`/search?q=${encodeURIComponent('前開き')}`);
    for (const name of await resultNames(page)) expect(name).toContain('ジップパーカー');
  });
});
