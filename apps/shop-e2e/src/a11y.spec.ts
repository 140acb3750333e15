import { expectNoSeriousViolations } from './support/axe.ts';
import { chooseColourAndSize } from './support/product.ts';
import { expect, firstListedProduct, main, test, waitForHydration } from './support/test.ts';

test('the shopping pages have no serious or critical WCAG 2.1 AA violations', async ({ page }) => {
  // Nine pages, each scanned by axe: near 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, 'the home page');

  await main(page).getByRole('region', { name: 'カテゴリーから探す' }).getByRole('link').first().click();
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a category page');

  const product = await firstListedProduct(page);
  await main(page).getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await chooseColourAndSize(page, 1);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'カートに1点追加しました。' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a product page (after adding to the cart)');

  await page.getByRole('link', { name: 'カートを見る' }).click();
  await expect(
    main(page).getByRole('listitem', { name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}（`) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the cart with an item');

  const box = page.getByRole('combobox', { name: '商品を検索' });
  await box.fill('Tシャツ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  // The address changes before the results replace the cart (whose totals are status outputs too).
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /件の商品が見つかりました$/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'search results');

  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the open side menu');
});

test('the login page, also showing its errors, has no serious or critical WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, 'the login page');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'the login page with field errors');
});

test('the reference pages and the open filter drawer have no serious or critical WCAG 2.1 AA violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/reference/templates', 'Tシャツテンプレート'],
    ['/reference/fonts', 'フリーフォント'],
    ['/reference/size-chart', 'サイズ表の見方'],
    ['/reference/size-guide', 'サイズガイド'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectNoSeriousViolations(page, path);
  }

  await page.goto('/');
  await waitForHydration(page);
  await main(page).getByRole('region', { name: 'カテゴリーから探す' }).getByRole('link').first().click();
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toBeVisible();
  await page.getByRole('button', { name: '絞り込み', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '絞り込み・並び替え' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the open filter drawer');
});

test('the axe check itself fails on a page with a serious violation, in the page and after a navigation', async ({ page }) => {
  await page.goto('/cart');
  await waitForHydration(page);
  // An image without a text alternative (axe's image-alt, critical) and text at 1.3:1 contrast (color-contrast, serious).
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    const faint = document.createElement('p');
    faint.textContent = 'うすい文字';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    document.querySelector('main')?.append(image, faint);
  });
  const failure = await expectNoSeriousViolations(page, 'the cart with a broken image').then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  // A new document gets axe again (it is injected once per document) and passes.
  await page.goto('/cart');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, 'the cart');
});
