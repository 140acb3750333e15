import type { Page } from '@playwright/test';
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

  test('a full-width query finds half-width product names, and the field is cleared after submitting', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: '商品を検索' });
    await box.fill('Ｔシャツ');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('Ｔシャツ')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('「Ｔシャツ」の検索結果');
    await expect(main(page).getByRole('status')).toHaveText(/^[1-9]\d*件の商品が見つかりました$/);
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('Tシャツ');
    await expect(box).toHaveValue('');
  });

  test('a hiragana query finds katakana product names, also when submitted with the search button', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: '商品を検索' });
    await box.fill('ぱーかー');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ぱーかー')}`);
    await expect(main(page).getByRole('status')).toHaveText(/^[1-9]\d*件の商品が見つかりました$/);
    expect(await resultNames(page)).toContainEqual(expect.stringContaining('パーカー'));
    await expect(box).toHaveValue('');
  });

  test('the Enter that confirms an IME conversion never submits; the next Enter does', async ({ page, context }) => {
    const searches = recordSearchCalls(page);
    const box = page.getByRole('searchbox', { name: '商品を検索' });
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
    await expect(box).toHaveValue('');
    expect(searches).toEqual(['パーカー']);
  });

  test('a synthetic composition (compositionstart … compositionend) blocks Enter until it ends', async ({ page }) => {
    const searches = recordSearchCalls(page);
    const box = page.getByRole('searchbox', { name: '商品を検索' });
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
    await expect(box).toHaveValue('');
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
