/**
 * The order messages of issue #30 at desktop size, on a shop of this file's own (port 3974
 * `E2E_OWN_MESSAGES_PORT`): the customer asks about their order from 「お問い合わせ・メッセージ」 on
 * the order page (a text over 2,000 characters refused in Japanese first) and the shop's mailbox gets
 * a mail; a customer-service staff member added with `staff-add` sets up an authenticator, logs in
 * with its code, finds the order at the top of 「メッセージ」 with one unread message, answers with the
 * template 「ご入金確認」 (filled with the customer's name and the order number) and sees the order
 * wait on the customer; the customer gets the mail with the order page's link and reads the reply
 * there, marked 新着 once. Axe on the order page and the back office's screens.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { buyByBankTransfer } from './support/checkout.ts';
import { askShop, shopMailbox, threadSection, waitForMailStarting } from './support/messages.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { addAndSignInStaff, type TestStaff } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MESSAGES_PORT', 3974), 'messages');
const STAFF: TestStaff = {
  email: 'cs-e2e@example.com',
  password: 'a customer service password 2026',
  name: '担当 花子',
  role: 'customer_service',
};

/** The authenticator app: the code of `secret` (base32) `steps` time steps from now. */
/** A customer-service staff member from `staff-add` to signed in (with an authenticator), in a desktop window of their own. */
async function customerServiceSignedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.shop().url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await addAndSignInStaff(page, own.shop(), STAFF);
  // Customer service reads the orders: it lands on the dashboard.
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  return page;
}

test('the customer asks on the order page, customer service answers with a template, the customer reads the reply and got the mail', async ({
  page,
  request,
  browser,
}) => {
  const customer = own.customer();
  const number = await buyByBankTransfer(page, request, 2);
  const section = threadSection(page);
  await expect(section).toContainText('まだメッセージはありません。');

  // Too long: the server's Japanese message under the box, nothing listed.
  await section.getByLabel('ショップへのメッセージ').fill('あ'.repeat(2001));
  await expect(section).toContainText('2001 / 2000文字');
  await section.getByRole('button', { name: '送信する' }).click();
  await expect(section.getByText('メッセージは2000文字以下で入力してください')).toBeVisible();
  await expect(section.getByRole('list', { name: 'メッセージ' })).toHaveCount(0);

  const question = '振込みました。\n入金の確認ができたら教えてください。';
  await askShop(page, question);
  await expect(section.getByRole('listitem').first()).toContainText('あなた');
  await shoot(page, 'messages-customer-asked-desktop');
  await expectNoSeriousViolations(page, 'the order page with its thread');
  const toShop = await waitForMailStarting(own.shop(), shopMailbox(own.shop()), '【お客様からのメッセージ】');
  expect(toShop.links).toContain(`${own.shop().url}/admin/messages/${number}`);

  // Customer service: the order heads the list with one unread message, waiting on the shop.
  const staff = await customerServiceSignedIn(browser);
  const menu = staff.getByRole('navigation', { name: '管理メニュー' });
  await expect(menu.getByRole('link')).toHaveText(['ダッシュボード', '受注', 'データチェック', 'メッセージ', 'アカウント']);
  await menu.getByRole('link', { name: 'メッセージ' }).click();
  await expect(staff.getByRole('heading', { name: 'メッセージ' })).toBeVisible();
  const row = staff.locator(`tr[data-order="${number}"]`);
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText('1件');
  await expect(row).toContainText('ショップの返信待ち');
  await shoot(staff, 'messages-staff-list-unread');
  await expectNoSeriousViolations(staff, 'the back office messages list');

  await row.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { name: `ご注文 ${number} のメッセージ` })).toBeVisible();
  const thread = staff.getByRole('region', { name: `ご注文 ${number} のメッセージ` });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText(`お客様（${customer.name}）`);
  await expect(thread.getByRole('listitem').first()).toContainText('入金の確認ができたら教えてください。');

  // The template fills the box with the order's values; the staff member sends it as it is.
  await thread.getByLabel('テンプレート').selectOption({ label: 'ご入金確認' });
  const box = thread.getByRole('textbox', { name: '返信' });
  await expect(box).toHaveValue(new RegExp(`^${customer.name} 様\\n`));
  await expect(box).toHaveValue(new RegExp(`ご注文 ${number} のご入金を確認いたしました。`));
  await expect(box).not.toHaveValue(/\{[A-Za-z]+\}/);
  await shoot(staff, 'messages-staff-template-chosen');
  await thread.getByRole('button', { name: '返信を送信する' }).click();
  await expect(thread.getByRole('status')).toHaveText('送信しました。お客様にメールでお知らせしました。');
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').last()).toContainText(`スタッフ（${STAFF.name}）`);
  await expect(thread.getByTestId('waiting')).toContainText('お客様の返信待ち');
  await shoot(staff, 'messages-staff-replied');
  await expectNoSeriousViolations(staff, 'the back office thread');

  // Back on the list: read, and now waiting on the customer.
  await staff.getByRole('link', { name: 'メッセージ一覧に戻る' }).click();
  await expect(row.getByTestId('waiting')).toContainText('ショップの返信後、お客様の返信待ち');
  await expect(row).toContainText('なし');
  await shoot(staff, 'messages-staff-list-waiting');
  await staff.context().close();

  // The customer: the mail with the order page's link, and the reply on the page, new once.
  const mail = await waitForMailStarting(own.shop(), customer.email, '【ショップからのメッセージ】');
  // Its only link is the order page (the template 「ご入金確認」 names it in the text too).
  expect([...new Set(mail.links)]).toEqual([`${own.shop().url}/myaccount/orders/${number}`]);
  await page.goto(new URL(mail.links[0]!).pathname);
  const reply = threadSection(page).getByRole('listitem').last();
  await expect(reply).toContainText('プリントファクトリー');
  await expect(reply).toContainText(`ご注文 ${number} のご入金を確認いたしました。`);
  await expect(reply).toContainText('新着');
  await expect(threadSection(page).getByRole('listitem').first()).toContainText('ショップ確認済み');
  await shoot(page, 'messages-customer-reply-desktop');
  await page.reload();
  await expect(threadSection(page).getByRole('listitem').last()).toContainText('プリントファクトリー');
  await expect(threadSection(page).getByRole('listitem').last()).not.toContainText('新着');
});
