/** Making and leaving customer accounts the way a shopper does. */
import type { Page } from '@playwright/test';
import { expect, main, waitForHydration } from './test.ts';

/** A customer of one journey: a new e-mail address each run, so journeys never share an account. */
export interface NewCustomer {
  name: string;
  email: string;
  password: string;
}

/** A fresh customer (not the seeded demo customer) with a unique address. */
export function newCustomer(label: string): NewCustomer {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { name: 'E2E 次郎', email: `e2e-${label}-${unique}@example.com`, password: 'e2eFirst12345' };
}

/** Fills the registration form (on /register) with `customer` and submits it. */
export async function submitRegistration(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByLabel('お名前').fill(customer.name);
  await page.getByLabel('メールアドレス').fill(customer.email);
  await page.getByLabel('パスワード', { exact: true }).fill(customer.password);
  await page.getByLabel('パスワード（確認）').fill(customer.password);
  await page.getByRole('button', { name: '会員登録する' }).click();
}

/** Registers `customer` from /register; they are logged in on /myaccount afterwards. */
export async function register(page: Page, customer: NewCustomer): Promise<void> {
  await page.goto('/register');
  await waitForHydration(page);
  await submitRegistration(page, customer);
  // The password is hashed with scrypt's OWASP parameters: on a loaded machine that alone can take longer than 10 s.
  await expect(page).toHaveURL('/myaccount', { timeout: 60_000 });
  await expect(main(page)).toContainText(`${customer.name} 様、いつもご利用いただきありがとうございます。`);
}

/** Logs out from the user menu; the shop returns to the home page. */
export async function logOut(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByRole('button', { name: `${customer.name} 様のアカウントメニュー` }).click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
}
