import { logOut, newCustomer, register } from './support/account.ts';
import { waitForMail } from './support/mail.ts';
import { SHOP_URL } from './support/servers.ts';
import { expect, main, submitLogin, test, waitForHydration } from './support/test.ts';

const RESET_SUBJECT = '【パスワード再設定】パスワード再設定のご案内';

test('a customer who forgot their password gets a reset link by mail, sets a new password once, and logs in with it', async ({ page }) => {
  // A customer of this journey only: the demo customer's password stays as the other journeys expect.
  const customer = newCustomer('reset');
  const newPassword = 'e2eSecond67890';
  await register(page, customer);
  await logOut(page, customer);

  // The login page links to the form that asks for the mail.
  await page.goto('/login');
  await page.getByRole('link', { name: /パスワードをお忘れ/ }).click();
  await expect(page).toHaveURL('/forgotpassword');
  await waitForHydration(page);
  await page.getByLabel('メールアドレス').fill(customer.email);
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(page).toHaveURL('/forgotpassword/confirm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('メールをご確認ください');
  await expect(page.getByRole('status')).toHaveText(/パスワード再設定のご案内をお送りしました/);

  // The mail (outbox + log line) carries one link to /resetpassword with the token and the address.
  const mail = await waitForMail(customer.email, RESET_SUBJECT);
  expect(mail.links).toHaveLength(1);
  const link = new URL(mail.links[0] ?? '');
  expect(link.origin).toBe(SHOP_URL);
  expect(link.pathname).toBe('/resetpassword');
  expect(link.searchParams.get('email')).toBe(customer.email);
  expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/);

  await page.goto(link.href);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('パスワードの再設定');
  await expect(page.getByLabel('メールアドレス')).toHaveValue(customer.email);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await page.getByLabel('新しいパスワード（確認）').fill(newPassword);
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByRole('status')).toHaveText('パスワードを再設定しました。新しいパスワードでログインしてください。');

  // The link works once: opened again, the server refuses the token.
  await page.goto(link.href);
  await waitForHydration(page);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('e2eThird24680');
  await page.getByLabel('新しいパスワード（確認）').fill('e2eThird24680');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription(
    'パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください。',
  );
  await expect(page.getByRole('link', { name: '再設定メールをもう一度送る' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/login');
  await waitForHydration(page);
  await submitLogin(page, customer);
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription('メールアドレスまたはパスワードが正しくありません。');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, { email: customer.email, password: newPassword });
  await expect(page).toHaveURL('/myaccount');
  await expect(main(page)).toContainText(`${customer.name} 様、いつもご利用いただきありがとうございます。`);
  await expect(page.getByRole('button', { name: `${customer.name} 様のアカウントメニュー` })).toBeVisible();
});
