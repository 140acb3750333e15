/**
 * Filters you can read back (issue #13): the filters in force as removable chips above the list,
 * the labelled filter button with the number in force, and the drawer's one apply button counting
 * the pending choice before it is applied (「N件を表示」, 「該当する商品がありません」), at desktop and phone
 * sizes.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const CHIPS = '適用中の絞り込み条件';

/** The listing's total (`全12点`). */
async function listTotal(page: Page): Promise<number> {
  return Number(
    /全(\d+)点/.exec(
      (await main(page)
        .getByText(/^全\d+点$/)
        .textContent()) ?? '',
    )?.[1],
  );
}

/** A brand and a colour offered by the drawer on /t-shirts: the first choice after 「指定なし」 of each. */
async function offeredFilters(page: Page): Promise<{ brand: { slug: string; name: string }; color: { slug: string; name: string } }> {
  const drawer = page.getByRole('dialog', { name: '絞り込み・並び替え' });
  const read = async (group: string) => {
    const radio = drawer.getByRole('group', { name: group }).getByRole('radio').nth(1);
    const name = ((await radio.locator('xpath=..').textContent()) ?? '').replace(/\(\d+\)$/, '').trim();
    return { slug: (await radio.getAttribute('value')) ?? '', name };
  };
  return { brand: await read('ブランド'), color: await read('カラー') };
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

    test(`the drawer's one apply button counts the pending choice before it is applied (${size})`, async ({ page }) => {
      await page.goto('/t-shirts?sort=price_asc');
      await waitForHydration(page);
      const unfiltered = await listTotal(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^絞り込み/ })
        .click();
      const drawer = page.getByRole('dialog', { name: '絞り込み・並び替え' });
      const prices = drawer.getByRole('group', { name: '価格（税込）' });
      const apply = drawer.getByRole('button', { name: /^(?:\d+件を表示|この条件で表示|該当する商品がありません)$/ });
      // Before anything is ticked: the list as it stands.
      await expect(apply).toHaveText(`${unfiltered}件を表示`);
      const status = drawer.getByRole('status');

      // A brand ticked: its count, with the URL unchanged.
      const brand = drawer.getByRole('group', { name: 'ブランド' }).getByRole('radio').nth(1);
      const brandCount = Number(/\((\d+)\)$/.exec(((await brand.locator('xpath=..').textContent()) ?? '').trim())?.[1]);
      await brand.check();
      await expect(apply).toHaveText(`${brandCount}件を表示`);
      await expect(status).toHaveText(`この条件の商品は${brandCount}件です`);
      await expect(page).toHaveURL('/t-shirts?sort=price_asc');

      // An upper bound under every price: nothing would match, said before applying, and not applied.
      await prices.getByRole('textbox', { name: '上限（円）' }).fill('1');
      await expect(apply).toHaveText('該当する商品がありません');
      await expect(apply).toHaveAttribute('aria-disabled', 'true');
      await page.screenshot({ path: `test-results/filter-count-none-${size}.png` });
      // aria-disabled (still focusable and read out): a press does nothing.
      await apply.click({ force: true });
      await expect(drawer).toBeVisible();
      await expect(page).toHaveURL('/t-shirts?sort=price_asc');

      // 「クリア」: every filter unticked, the count back to the whole list.
      await drawer.getByRole('button', { name: 'クリア' }).click();
      await expect(prices.getByRole('textbox', { name: '上限（円）' })).toHaveValue('');
      await expect(drawer.getByRole('group', { name: 'ブランド' }).getByRole('radio', { name: '指定なし' })).toBeChecked();
      await expect(apply).toHaveText(`${unfiltered}件を表示`);

      // A typed lower bound: the number shown is the number listed once applied.
      await prices.getByRole('textbox', { name: '下限（円）' }).fill('1500');
      await expect(apply).toHaveText(/^\d+件を表示$/);
      const announced = Number(/^(\d+)件/.exec((await apply.textContent()) ?? '')?.[1]);
      expect(announced).toBeLessThanOrEqual(unfiltered);
      await page.screenshot({ path: `test-results/filter-count-${size}.png` });
      await expectNoSeriousViolations(page, `the filter drawer with a pending choice (${size})`);
      await apply.click();
      await expect(page).toHaveURL('/t-shirts?sort=price_asc&min_price=1500');
      await expect(drawer).toBeHidden();
      await expect.poll(() => listTotal(page)).toBe(announced);
    });
  });
}
