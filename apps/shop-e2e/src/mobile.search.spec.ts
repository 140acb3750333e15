import { expectNoSeriousViolations } from './support/axe.ts';
import { shoot } from './support/reorders.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

/** Phone widths of the issue: the narrowest common Android and the common iPhone. */
for (const width of [360, 390]) {
  test.describe(`search on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('the search box opens from its icon, suggests as the shopper types, and a tap opens a suggestion', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: '検索を開く' }).tap();
      const box = page.getByRole('combobox', { name: '商品を検索' });
      await expect(box).toBeFocused();
      await page.keyboard.type('キャップ', { delay: 40 });
      const list = page.getByRole('listbox', { name: '検索候補' });
      const option = list.getByRole('group', { name: '商品' }).getByRole('option').first();
      await expect(option).toBeVisible();
      // A finger's tap target, within the screen.
      const box1 = await option.boundingBox();
      expect(box1?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box1?.x ?? 0) + (box1?.width ?? 0)).toBeLessThanOrEqual(width + 1);
      await shoot(page, `search-suggestions-${width}`);
      await option.tap();
      await expect(page).toHaveURL(/\/product\//);
    });

    test('the results page and the empty page fit the screen', async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent('黒 パーカー')}`);
      await waitForHydration(page);
      await expect(main(page).getByRole('status').first()).toHaveText(/^[1-9]\d*件の商品が見つかりました$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: '絞り込み' }).tap();
      await expect(page.getByRole('dialog', { name: '絞り込み・並び替え' })).toBeVisible();
      await shoot(page, `search-results-${width}`);
      await page.goto(`/search?q=${encodeURIComponent('靴下')}`);
      await waitForHydration(page);
      await expect(main(page).getByRole('heading', { name: '人気の商品' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `search-empty-${width}`);
      await expectNoSeriousViolations(page, 'the empty search page on a phone');
    });
  });
}
