/**
 * The back office's dashboard and orders (issue #30) at desktop size: a customer places two orders
 * by bank transfer; a customer-service staff member, added with `npm run admin -- staff-add` and set
 * up with an authenticator, logs in with the code and lands on the dashboard; finds the orders by
 * phone number (typed full-width) and by furigana (typed in hiragana), opens one, and confirms the
 * payment of both in one bulk change through the confirmation dialog, then starts the data check of
 * both with one of them refused (no print data); the dashboard counts them.
 * On a shop of this file's own (support/own-shop.ts): the command line runs in its server.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { buyByBankTransfer } from './support/checkout.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { addAndSignInStaff, type TestStaff } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_BOORDERS_PORT', 3972), 'boorders');
const STAFF: TestStaff = {
  email: 'cs-e2e@example.com',
  password: 'a customer service password 2026',
  name: '受注担当',
  role: 'customer_service',
};

test.use({ viewport: { width: 1280, height: 900 } });

/** The authenticator app: the code of `secret` (base32) `steps` time steps from now. */
/** `staff-add` on the command line, the set-up link with an authenticator, then the login with its code: on the dashboard. */
async function staffSignedIn(page: Page): Promise<void> {
  await addAndSignInStaff(page, own.shop(), STAFF);
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
}

const resultRows = (page: Page) => page.getByRole('table').first().getByRole('row');

test('customer service finds orders by phone and furigana, opens one, changes two in bulk with the confirmation; the dashboard counts them', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  // The customer (logged in by useOwnShopCustomer) orders twice: 入金待ち, shipping address SHIBUYA_ADDRESS (090-1234-5678, けんしょう はなこ).
  const first = await buyByBankTransfer(page, request);
  const second = await buyByBankTransfer(page, request);
  await page.context().clearCookies();

  await staffSignedIn(page);
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  await expect(menu.getByRole('link')).toHaveText(['ダッシュボード', '受注', 'データチェック', 'メッセージ', 'アカウント']);
  const awaiting = page.getByRole('row', { name: /入金待ち/ });
  // Blank garments may ship today (ordered before 14:00 JST on a business day) or later.
  await expect(awaiting.getByRole('link', { name: /^入金待ち (本日|明日以降) 2件$/ })).toBeVisible();
  await shoot(page, 'backoffice-dashboard-before');
  await expectNoSeriousViolations(page, 'the dashboard');

  // By phone number, typed full-width with full-width hyphens.
  await menu.getByRole('link', { name: '受注' }).click();
  await expect(page.getByRole('heading', { name: '受注', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: /検索/ }).fill('０９０－１２３４－５６７８');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('2件');
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toBeVisible();
  await shoot(page, 'backoffice-orders-by-phone');

  // By furigana, typed in hiragana (stored in katakana).
  await page.getByRole('searchbox', { name: /検索/ }).fill('けんしょう');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/q=%E3%81%91/);
  await expect(page.getByRole('status')).toContainText('2件');
  await expectNoSeriousViolations(page, 'the order list');

  // One order opened: its lines, payment, customer and history.
  await page.getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`注文 ${first}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'お支払い' })).toContainText('お振込み待ち');
  await expect(page.getByRole('region', { name: 'お客様' })).toContainText('090-1234-5678');
  await expect(page.getByRole('region', { name: '履歴' })).toContainText('入金待ち');
  await shoot(page, 'backoffice-order-detail');
  await expectNoSeriousViolations(page, 'an order');
  await page.getByRole('link', { name: '受注一覧へ戻る' }).click();

  // Both chosen: 入金確認 with the confirmation listing what will change.
  await page.getByRole('searchbox', { name: /検索/ }).fill('けんしょう');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('2件');
  await page.getByRole('checkbox', { name: `${first}を選択` }).check();
  await page.getByRole('checkbox', { name: `${second}を選択` }).check();
  const bar = page.getByRole('region', { name: '一括変更' });
  await expect(bar).toContainText('2件を選択中');
  await bar.getByLabel('変更の内容').selectOption({ label: '入金確認' });
  await bar.getByRole('button', { name: '確認へ進む' }).click();
  const dialog = page.getByRole('dialog', { name: '2件の注文に「入金確認」を実行します' });
  await expect(dialog.getByRole('listitem')).toHaveText([`${first}：入金待ち → 受付`, `${second}：入金待ち → 受付`]);
  await shoot(page, 'backoffice-bulk-confirm');
  await expectNoSeriousViolations(page, 'the bulk confirmation');
  await dialog.getByRole('button', { name: '入金確認を実行する' }).click();
  await expect(dialog).toBeHidden();
  const results = page.getByRole('region', { name: /一括変更の結果/ });
  await expect(results.getByRole('heading')).toHaveText('一括変更の結果：2件を変更、0件は変更できませんでした');
  await expect(results.getByRole('row', { name: new RegExp(first) })).toContainText('変更しました');
  await expect(resultRows(page).filter({ hasText: second })).toContainText('受付');
  await shoot(page, 'backoffice-bulk-result');

  // データ確認開始: refused for orders of blank garments only, with the reason per order.
  await page.getByRole('checkbox', { name: '表示中の注文をすべて選択' }).check();
  await bar.getByLabel('変更の内容').selectOption({ label: 'データ確認開始' });
  await bar.getByRole('button', { name: '確認へ進む' }).click();
  const checkDialog = page.getByRole('dialog', { name: '2件の注文に「データ確認開始」を実行します' });
  await expect(checkDialog.getByRole('listitem').first()).toContainText('変更できません');
  await checkDialog.getByRole('button', { name: 'データ確認開始を実行する' }).click();
  await expect(results.getByRole('heading')).toHaveText('一括変更の結果：0件を変更、2件は変更できませんでした');
  await expect(results).toContainText('プリントのない注文にはデータ確認はありません。');
  await shoot(page, 'backoffice-bulk-refused');

  // The dashboard counts them as 受付 now.
  await menu.getByRole('link', { name: 'ダッシュボード' }).click();
  const received = page.getByRole('row', { name: /受付/ });
  const count = received.getByRole('link', { name: /^受付 (本日|明日以降) 2件$/ });
  await expect(count).toBeVisible();
  await expect(page.getByRole('row', { name: /入金待ち/ })).not.toContainText('2');
  await shoot(page, 'backoffice-dashboard-after');
  // Its count opens the filtered list.
  await count.click();
  await expect(page).toHaveURL(/status=received/);
  await expect(page.getByRole('status')).toContainText('2件');
});
