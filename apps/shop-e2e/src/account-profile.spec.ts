/**
 * Issue #14, the account's own pages at desktop size, on a shop of their own (own-shop.ts): the
 * dashboard, the name shown in the user menu, the newsletter choice kept, a password change that
 * ends a second browser's session, an e-mail change confirmed from the mail's link, and a closed
 * account that can no longer log in. Axe on every page.
 */
import type { Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { expect, main, submitLogin, test, waitForHydration } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ACCOUNT_PORT', 3944), 'account');
test.describe.configure({ mode: 'serial' });

/** A second browser (another device) logged in as the customer. */
async function secondBrowser(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: own.shop().url });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, credentials);
  await expect(page).toHaveURL('/myaccount');
  return { context, page };
}

test('the dashboard greets with 様, shows points, coupons and orders, and links every account service', async ({ page }) => {
  const customer = own.customer();
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'アカウントサービス' })).toBeVisible();
  await expect(main(page)).toContainText(`${customer.name} 様、いつもご利用いただきありがとうございます。`);
  await expect(main(page).getByRole('region', { name: '保有ポイント' })).toContainText('pt');
  await expect(main(page).getByRole('region', { name: 'クーポン' })).toContainText('枚');
  await expect(main(page).getByRole('region', { name: '最近のご注文' })).toContainText('まだご注文はありません。');
  const services = main(page).getByRole('navigation', { name: 'アカウントサービス' });
  for (const name of ['お名前の変更', 'メールアドレスの変更', 'パスワードの変更', 'メールマガジン', '退会']) {
    await expect(services.getByRole('link', { name })).toBeVisible();
  }
  await expectNoSeriousViolations(page, '/myaccount');
});

test('a new name shows in the user menu at once and after a reload', async ({ page }) => {
  const customer = own.customer();
  await main(page).getByRole('link', { name: 'お名前の変更' }).click();
  await expect(page).toHaveURL('/myaccount/name');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toContainText('アカウントサービス');
  await expectNoSeriousViolations(page, '/myaccount/name');
  await page.getByLabel(/^お名前/).fill('変更 三郎');
  await page.getByLabel(/^フリガナ/).fill('へんこう さぶろう');
  await page.getByRole('button', { name: '変更を保存する' }).click();
  await expect(main(page).getByRole('status')).toHaveText('お名前を「変更 三郎（ヘンコウ\u3000サブロウ）」に変更しました。');
  await expect(page.getByRole('button', { name: '変更 三郎 様のアカウントメニュー' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(/^フリガナ/)).toHaveValue('ヘンコウ\u3000サブロウ');
  customer.name = '変更 三郎';
});

test('the newsletter choice is recorded with its time and kept', async ({ page }) => {
  await page.goto('/myaccount/newsletter');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, '/myaccount/newsletter');
  const box = main(page).getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: '設定を保存する' }).click();
  await expect(main(page).getByRole('status')).toHaveText('メールマガジンの配信を登録しました。');
  await page.reload();
  await waitForHydration(page);
  await expect(main(page).getByRole('checkbox')).toBeChecked();
  await expect(main(page)).toContainText('受け取る');
  await expect(main(page)).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
});

test('a password change ends the session of a second browser; this one stays logged in', async ({ page, browser }) => {
  const customer = own.customer();
  const other = await secondBrowser(browser, customer);
  await page.goto('/myaccount/password');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, '/myaccount/password');
  await page.getByLabel(/^現在のパスワード/).fill('not-the-password1');
  await page.getByLabel(/^新しいパスワード(?!（)/).fill('e2eSecond12345');
  await page.getByLabel(/^新しいパスワード（確認）/).fill('e2eSecond12345');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(main(page).getByText('現在のパスワードが正しくありません。')).toBeVisible();

  await page.getByLabel(/^現在のパスワード/).fill(customer.password);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(main(page).getByRole('status')).toHaveText('パスワードを変更しました。ほかの端末やブラウザでのログインは終了しました。');
  customer.password = 'e2eSecond12345';
  await waitForMail(customer.email, '【パスワード変更】パスワードを変更しました', own.shop().log);

  // This browser: still logged in. The other: sent to the login page.
  await page.goto('/myaccount/orders');
  await expect(main(page).getByRole('heading', { level: 1, name: '注文履歴' })).toBeVisible();
  await other.page.goto('/myaccount/name');
  await expect(other.page).toHaveURL('/login?return_to=%2Fmyaccount%2Fname');
  await other.context.close();
});

test('an e-mail change takes effect from the link mailed to the new address; the old address is told', async ({ page }) => {
  const customer = own.customer();
  const newEmail = customer.email.replace('@example.com', '-moved@example.com');
  await page.goto('/myaccount/email');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, '/myaccount/email');
  await expect(main(page)).toContainText(customer.email);
  await page.getByLabel(/^新しいメールアドレス/).fill(newEmail);
  await page.getByLabel(/^現在のパスワード/).fill(customer.password);
  await page.getByRole('button', { name: '確認メールを送る' }).click();
  await expect(main(page).getByRole('status')).toContainText(`${newEmail} に確認用のリンクをお送りしました`);
  await expect(main(page)).toContainText('確認待ちの変更');

  const mail = await waitForMail(newEmail, '【メールアドレス変更】新しいメールアドレスのご確認', own.shop().log);
  const link = mail.links.find((href) => href.includes('/myaccount/email?token='));
  expect(link, 'the mail carries the confirmation link').toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(main(page).getByRole('status')).toContainText(`メールアドレスを ${newEmail} に変更しました。`);
  await expect(page).toHaveURL('/myaccount/email');
  await waitForMail(customer.email, '【メールアドレス変更】メールアドレスを変更しました', own.shop().log);
  customer.email = newEmail;
});

test('a closed account is anonymised, mailed, and can no longer log in', async ({ page }) => {
  const customer = own.customer();
  await page.goto('/myaccount/cancel-membership');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, '/myaccount/cancel-membership');
  const close = page.getByRole('button', { name: '退会する' });
  await expect(close).toBeDisabled();
  await page.getByRole('checkbox', { name: '上記の内容を確認し、退会します。' }).check();
  await page.getByLabel(/^現在のパスワード/).fill(customer.password);
  await close.click();
  await expect(main(page).getByRole('heading', { level: 1, name: '退会手続き完了' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await waitForMail(customer.email, '【退会手続き完了】ご利用ありがとうございました', own.shop().log);

  await page.goto('/login');
  await submitLogin(page, customer);
  await expect(main(page).getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  await page.goto('/myaccount');
  await expect(page).toHaveURL('/login?return_to=%2Fmyaccount');
});
