/**
 * Issue #14 on a phone (Pixel 7, 390 px): every account page of the customer's own record fits
 * without sideways scrolling, passes axe, and its form works with the phone's layout.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_ACCOUNT_PORT', 3945), 'mobile-account');

const PAGES = [
  ['/myaccount', 'アカウントサービス'],
  ['/myaccount/name', 'お名前の変更'],
  ['/myaccount/email', 'メールアドレスの変更'],
  ['/myaccount/password', 'パスワードの変更'],
  ['/myaccount/newsletter', 'メールマガジン'],
  ['/myaccount/cancel-membership', '退会'],
] as const;

test('each account page fits a phone and passes axe', async ({ page }) => {
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scrolling on ${path}`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, path);
  }
});

test('on a phone the name and the newsletter choice are saved from their pages', async ({ page }) => {
  await page.goto('/myaccount');
  await waitForHydration(page);
  await main(page).getByRole('link', { name: 'お名前の変更' }).tap();
  await expect(page).toHaveURL('/myaccount/name');
  await waitForHydration(page);
  await page.getByLabel(/^フリガナ/).fill('てすと じろう');
  await page.getByRole('button', { name: '変更を保存する' }).tap();
  await expect(main(page).getByRole('status')).toContainText('テスト\u3000ジロウ');

  await page.goto('/myaccount/newsletter');
  await waitForHydration(page);
  await main(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: '設定を保存する' }).tap();
  await expect(main(page).getByRole('status')).toHaveText('メールマガジンの配信を登録しました。');
  expect(own.customer().email).toContain('mobile-account');
});
