/**
 * Filters you can read back (issue #13): the filters in force as removable chips above the list,
 * the labelled filter button with the number in force, and the drawer's 「N件を表示」, at desktop and
 * phone sizes.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const CHIPS = '適用中の絞り込み条件';

/** The listing's total (`全12点`). */
async function listTotal(page: Page): Promise<number> {
  return Number(/全(\d+)点/.exec((await main(page).getByText(/^全\d+点$/).textContent()) ?? '')?.[1]);
}

/** A brand and a colour offered by the drawer on /t-shirts, read from its links. */
async function offeredFilters(page: Page): Promise<{ brand: { slug: string; name: string }; color: { slug: string; name: string } }> {
  const drawer = page.getByRole('dialog', { name: '絞り込み・並び替え' });
  const read = async (group: string, key: string) => {
    const link = drawer.getByRole('region', { name: group }).getByRole('link').first();
    const name = ((await link.textContent()) ?? '').replace(/\(\d+\)$/, '').trim();
    const slug = new URL(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)).searchParams.get(key) ?? '';
    return { slug, name };
  };
  return { brand: await read('ブランド', 'brand'), color: await read('カラー', 'color') };
}

for (const size of ['desktop', 'phone'] as const) {
  test.describe(size, () => {
    if (size === 'phone') test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });

    test(`the filters in force read back as chips that each remove one filter (${size})`, async ({ page }) => {
      await page.goto('/t-shirts');
      await waitForHydration(page);
      const unfiltered = await listTotal(page);
      await expect(main(page).getByRole('list', { name: CHIPS })).toHaveCount(0);

      // The labelled button: text on desktop, the icon alone (named) on a phone; no number yet.
      const filterButton = page.getByRole('banner').getByRole('button', { name: /^絞り込み/ });
      await expect(filterButton).toHaveAccessibleName('絞り込み');
      const text = filterButton.getByText('絞り込み', { exact: true });
      if (size === 'desktop') expect((await text.boundingBox())?.width).toBeGreaterThan(20);
      else expect((await text.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

      await filterButton.click();
      const { brand, color } = await offeredFilters(page);
      await page.keyboard.press('Escape');

      // Brand, colour and a price range from the URL, as a shared link would bring them.
      await page.goto(`/t-shirts?brand=${brand.slug}&color=${color.slug}&min_price=500&sort=price_asc`);
      await waitForHydration(page);
      const chips = main(page).getByRole('list', { name: CHIPS });
      await expect(chips.getByRole('listitem')).toHaveText([
        `ブランド: ${brand.name}×`,
        '価格: ￥500〜×',
        `カラー: ${color.name}×`,
        'すべて解除',
      ]);
      await expect(filterButton).toHaveAccessibleName(/^絞り込み\s*3\s*件適用中$/);
      await expect(filterButton.getByText('3件適用中', { exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/filter-chips-${size}.png` });
      await expectNoSeriousViolations(page, `the T-shirt list with filter chips (${size})`);

      // Removing the colour keeps the brand, the price and the sort; the list widens or stays.
      const narrowed = await listTotal(page);
      await chips.getByRole('link', { name: `カラー: ${color.name}の条件を外す` }).click();
      await expect(page).toHaveURL(`/t-shirts?brand=${brand.slug}&min_price=500&sort=price_asc`);
      await expect(chips.getByRole('listitem')).toHaveText([`ブランド: ${brand.name}×`, '価格: ￥500〜×', 'すべて解除']);
      await expect(filterButton).toHaveAccessibleName(/^絞り込み\s*2\s*件適用中$/);
      expect(await listTotal(page)).toBeGreaterThanOrEqual(narrowed);

      // The price chip by keyboard.
      await chips.getByRole('link', { name: '価格: ￥500〜の条件を外す' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/t-shirts?brand=${brand.slug}&sort=price_asc`);
      // One filter left: no 「すべて解除」.
      await expect(chips.getByRole('listitem')).toHaveText([`ブランド: ${brand.name}×`]);

      await chips.getByRole('link', { name: `ブランド: ${brand.name}の条件を外す` }).click();
      await expect(page).toHaveURL('/t-shirts?sort=price_asc');
      await expect(main(page).getByRole('list', { name: CHIPS })).toHaveCount(0);
      await expect(filterButton).toHaveAccessibleName('絞り込み');
      expect(await listTotal(page)).toBe(unfiltered);
    });

    test(`「すべて解除」 clears every filter and keeps the sort (${size})`, async ({ page }) => {
      await page.goto('/t-shirts');
      await waitForHydration(page);
      const unfiltered = await listTotal(page);
      const filterButton = page.getByRole('banner').getByRole('button', { name: /^絞り込み/ });
      await filterButton.click();
      const { brand } = await offeredFilters(page);
      await page.keyboard.press('Escape');
      await page.goto(`/t-shirts?brand=${brand.slug}&max_price=5000&sort=newest`);
      await waitForHydration(page);
      await main(page).getByRole('list', { name: CHIPS }).getByRole('link', { name: 'すべて解除' }).click();
      await expect(page).toHaveURL('/t-shirts?sort=newest');
      await expect(main(page).getByRole('list', { name: CHIPS })).toHaveCount(0);
      expect(await listTotal(page)).toBe(unfiltered);
    });

    test(`the drawer's apply button counts the typed price range before it is applied (${size})`, async ({ page }) => {
      await page.goto('/t-shirts?sort=price_asc');
      await waitForHydration(page);
      const unfiltered = await listTotal(page);
      await page.getByRole('banner').getByRole('button', { name: /^絞り込み/ }).click();
      const prices = page.getByRole('dialog', { name: '絞り込み・並び替え' }).getByRole('region', { name: '価格（税込）' });
      const apply = prices.getByRole('button', { name: /^(?:この価格で絞り込む|\d+件を表示)$/ });
      await expect(apply).toHaveText('この価格で絞り込む');

      // An upper bound under every price: nothing would match, said before applying.
      await prices.getByRole('textbox', { name: '上限（円）' }).fill('1');
      await expect(apply).toHaveText('0件を表示');
      // No upper bound and a lower bound of 0: everything; the URL has not changed meanwhile.
      await prices.getByRole('textbox', { name: '上限（円）' }).fill('');
      await prices.getByRole('textbox', { name: '下限（円）' }).fill('0');
      await expect(apply).toHaveText(`${unfiltered}件を表示`);
      await expect(page).toHaveURL('/t-shirts?sort=price_asc');

      // A bound in between: the number shown is the number listed once applied.
      await prices.getByRole('textbox', { name: '下限（円）' }).fill('1500');
      await expect(apply).toHaveText(/^\d+件を表示$/);
      const announced = Number(/^(\d+)件/.exec((await apply.textContent()) ?? '')?.[1]);
      await page.screenshot({ path: `test-results/filter-count-${size}.png` });
      await apply.click();
      await expect(page).toHaveURL('/t-shirts?sort=price_asc&min_price=1500');
      await page.keyboard.press('Escape');
      await expect.poll(() => listTotal(page)).toBe(announced);
    });
  });
}
