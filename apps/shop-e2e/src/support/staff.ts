/** A staff member of the back office made the way an operator does it, and signed in (shared by the back office journeys). */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { OwnShop } from './own-shop.ts';
import { expect } from './test.ts';

export interface TestStaff {
  email: string;
  password: string;
  name: string;
  role: 'owner' | 'customer_service' | 'artwork_check' | 'production' | 'shipping';
}

/** The authenticator's code of `secret` (as the set-up page shows it), `steps` time steps of 30 s from now. */
export const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replaceAll(' ', '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/**
 * `staff-add` on the shop's command line, the set-up link it prints with a password and an
 * authenticator, then the login with the next time step's code (the set-up's was used once). The
 * caller checks where the role lands.
 */
export async function addAndSignInStaff(page: Page, shop: OwnShop, staff: TestStaff): Promise<void> {
  const added = await shop.admin('staff-add', staff.email, '--role', staff.role, '--name', staff.name);
  expect(added.code, added.output).toBe(0);
  const link = /https?:\/\/\S+(\/admin\/setup\/[\w-]+)/.exec(added.output)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByLabel('パスワード', { exact: true }).fill(staff.password);
  await page.getByLabel('パスワード（確認）').fill(staff.password);
  await page.getByRole('button', { name: '認証アプリを設定する' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('認証アプリの確認コード').fill(codeOf(secret));
  await page.getByRole('button', { name: '設定を完了する' }).click();
  await expect(page.getByRole('heading', { name: '初期設定が完了しました' })).toBeVisible();
  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await page.getByLabel('メールアドレス').fill(staff.email);
  await page.getByLabel('パスワード').fill(staff.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByLabel('確認コード').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: '確認する' }).click();
}
