/**
 * The back office from the operator's command line to an owner reading the audit log (issue #30),
 * at desktop size: `staff-add` prints a set-up link; the new owner sets a password, enrols an
 * authenticator by its QR code's secret (the codes are computed here from it, as the app would) and
 * keeps the recovery codes; logs in with password and code; reads the audit log and filters it.
 * On a shop of this file's own, whose server holds the embedded database (the command line asks it).
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

const PORT = e2ePort('E2E_OWN_BACKOFFICE_PORT', 3953);
const OWNER = { email: 'owner-e2e@example.com', password: 'an owner password 2026' };
/** Screenshots of each screen for a person to look at (SCREENSHOT_DIR unset: none). */
const SHOTS = process.env['SCREENSHOT_DIR'];

let shop: OwnShop;
test.describe.configure({ timeout: 180_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: { width: 1280, height: 900 } });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnShop(PORT);
});
test.afterAll(async () => {
  await shop?.close();
});

/** The authenticator app: the code of `secret` (base32) `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replaceAll(' ', '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('staff-add → set-up link with authenticator → login with the code → the owner filters the audit log', async ({ page }) => {
  const added = await shop.admin('staff-add', OWNER.email, '--role', 'owner', '--name', '店長');
  expect(added.code).toBe(0);
  const link = /https?:\/\/\S+(\/admin\/setup\/[\w-]+)/.exec(added.output)?.[1];
  expect(link).toBeDefined();

  // The set-up link: a wrong code is refused and nothing is set; the right one gives recovery codes.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'アカウントの初期設定' })).toBeVisible();
  await expect(page.getByText(`${OWNER.email}（オーナー）`)).toBeVisible();
  await page.getByLabel('パスワード', { exact: true }).fill(OWNER.password);
  await page.getByLabel('パスワード（確認）').fill(OWNER.password);
  await page.getByRole('button', { name: '認証アプリを設定する' }).click();
  await expect(page.getByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret.replaceAll(' ', '')).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, '1-setup');
  await page.getByLabel('認証アプリの確認コード').fill(codeOf(secret, 20));
  await page.getByRole('button', { name: '設定を完了する' }).click();
  await expect(
    page.getByText('確認コードが正しくありません。認証アプリに表示されている6桁の数字を入力してください。').first(),
  ).toBeVisible();
  await page.getByLabel('認証アプリの確認コード').fill(codeOf(secret));
  await page.getByRole('button', { name: '設定を完了する' }).click();
  await expect(page.getByRole('heading', { name: '初期設定が完了しました' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'リカバリーコード' }).getByRole('listitem')).toHaveCount(10);
  await shot(page, '2-setup-done');

  // Login: password, then the code (the next time step's: the set-up's code was used once already).
  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await expect(page.getByRole('heading', { name: '管理画面ログイン' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(OWNER.email);
  await page.getByLabel('パスワード').fill('not the password at all');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
  await shot(page, '3-login-refused');
  await page.getByLabel('パスワード').fill(OWNER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByLabel('確認コード')).toBeVisible();
  await shot(page, '4-login-code');
  await page.getByLabel('確認コード').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: '確認する' }).click();

  // The owner's menu: the dashboard (the landing page), orders, the artwork check, the messages, the audit log, staff and the account.
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  await expect(menu.getByRole('link')).toHaveText([
    'ダッシュボード',
    '受注',
    'データチェック',
    'メッセージ',
    '操作履歴',
    'スタッフ',
    'アカウント',
  ]);
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  await shot(page, '5-home');

  await menu.getByRole('link', { name: '操作履歴' }).click();
  await expect(page.getByRole('heading', { name: '操作履歴（監査ログ）' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'スタッフ追加' })).toContainText(['cli']);
  await expect(rows.filter({ hasText: 'ログイン' }).first()).toContainText(OWNER.email);
  await shot(page, '6-audit');

  // Filtered: what the command line did.
  await page.getByLabel('操作者の種類').selectOption('cli');
  await page.getByRole('button', { name: '絞り込む' }).click();
  await expect(page).toHaveURL(/actor_kind=cli/);
  await expect(page.getByRole('status')).toHaveText('1件');
  await expect(rows.nth(1)).toContainText('スタッフ追加');
  await expect(rows.nth(1)).toContainText('"role": "owner"');
  // Filtered: the owner's own logins.
  await page.getByLabel('操作者の種類').selectOption('');
  await page.getByLabel('操作者', { exact: true }).selectOption({ label: OWNER.email });
  await page.getByLabel('操作', { exact: true }).selectOption({ label: 'ログイン' });
  await page.getByRole('button', { name: '絞り込む' }).click();
  await expect(page.getByRole('status')).toHaveText('1件');
  await expect(rows.nth(1)).toContainText('"method": "totp"');
  await shot(page, '7-audit-filtered');

  await menu.getByRole('link', { name: 'スタッフ' }).click();
  await expect(page.getByRole('cell', { name: OWNER.email })).toBeVisible();
  await shot(page, '8-staff');
  await menu.getByRole('link', { name: 'アカウント' }).click();
  await expect(page.getByText('設定済みです（リカバリーコード残り10個）。この権限では必須です。')).toBeVisible();
  await shot(page, '9-account');
});
