import { register } from './support/account.ts';
import { DEMO_CUSTOMER } from './support/servers.ts';
import { expect, main, submitLogin, test } from './support/test.ts';

test('a guest opening an account page logs in first and is then returned to that page', async ({ page }) => {
  const response = await page.goto('/myaccount?tab=x');
  // The server answers the guard with a redirect to the login page that remembers the path.
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/myaccount\?tab=x$/);
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
  const login = new URL(page.url());
  expect(login.pathname).toBe('/login');
  expect(login.searchParams.get('return_to')).toBe('/myaccount?tab=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ログイン');

  await submitLogin(page);
  await expect(page).toHaveURL('/myaccount?tab=x');
  await expect(main(page)).toContainText(`${DEMO_CUSTOMER.name} 様、いつもご利用いただきありがとうございます。`);
  await expect(page.getByRole('button', { name: `${DEMO_CUSTOMER.name} 様のアカウントメニュー` })).toBeVisible();
});

test('wrong credentials keep the visitor on the login page with a message on the field', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, { email: 'nobody-e2e@example.com', password: 'wrongPassword123' });
  const email = page.getByLabel('メールアドレス');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('メールアドレスまたはパスワードが正しくありません。');
  await expect(page).toHaveURL('/login');
  const session = await page.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).status);
  expect(session).toBe(401);
});

test('a new customer registers, sees their name on the account page, and can log in again later', async ({ page }) => {
  const customer = { name: 'E2E 花子', email: `e2e-${Date.now()}@example.com`, password: 'e2eTest12345' };
  // Fills /register after hydration and lands on /myaccount greeting the new customer.
  await register(page, customer);
  const userMenu = page.getByRole('button', { name: `${customer.name} 様のアカウントメニュー` });
  await expect(userMenu).toBeVisible();

  // The account is stored on the server: log out, then log in with the new password.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'ログイン', exact: true }).click();
  await submitLogin(page, customer);
  await expect(page).toHaveURL('/myaccount');
  await expect(main(page)).toContainText(`${customer.name} 様、いつもご利用いただきありがとうございます。`);
});
