/**
 * The order messages of issue #30 in the journeys: the thread on the order page, the mails of the
 * shop's own log, and a customer-service staff member answering through the admin API (for the phone
 * journey, whose subject is the customer's page; the desktop journey answers in the back office).
 */
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { mailsTo, type LoggedMail } from './mail.ts';
import type { OwnShop } from './own-shop.ts';
import { expect, main } from './test.ts';

/** The thread section of the order page. */
export const threadSection = (page: Page): Locator => main(page).getByRole('region', { name: 'お問い合わせ・メッセージ' });

/** The customer writes `text` in the thread and sends it; waits for it to be listed. */
export async function askShop(page: Page, text: string): Promise<void> {
  const section = threadSection(page);
  await section.getByLabel('ショップへのメッセージ').fill(text);
  await section.getByRole('button', { name: '送信する' }).click();
  await expect(section.getByRole('status')).toHaveText('メッセージを送信しました。ショップからの返信をお待ちください。');
  await expect(section.getByRole('list', { name: 'メッセージ' }).getByRole('listitem').last()).toContainText(text.split('\n')[0] ?? text);
}

/** Waits for a mail to `to` whose subject starts with `prefix` (the log splits subjects at spaces) and returns the newest. */
export async function waitForMailStarting(shop: OwnShop, to: string, prefix: string): Promise<LoggedMail> {
  const found = () => mailsTo(to, shop.log).filter((mail) => mail.subject.startsWith(prefix));
  await expect.poll(() => found().length, { message: `a mail ${prefix}… to ${to}`, intervals: [100] }).toBeGreaterThan(0);
  return found().at(-1) as LoggedMail;
}

/** The shop's mailbox of a shop started with the default SHOP_MAILBOX (shop@ at the host of its URL). */
export const shopMailbox = (shop: OwnShop) => `shop@${new URL(shop.url).hostname}`;

/**
 * A customer-service staff member added on the command line, set up from the link's token without an
 * authenticator (optional for the role) and signed in through the admin API: answers `reply`.
 */
export async function customerServiceByApi(shop: OwnShop, email: string) {
  const added = await shop.admin('staff-add', email, '--role', 'customer_service', '--name', '電話 係');
  expect(added.code, added.output).toBe(0);
  const token = /\/admin\/setup\/([\w-]+)/.exec(added.output)?.[1];
  if (!token) throw new Error(`no set-up link in: ${added.output}`);
  const api = await playwrightRequest.newContext({ baseURL: shop.url });
  const staffToken = async () => {
    const cookie = (await api.storageState()).cookies.find((c) => c.name === 'STAFF-XSRF-TOKEN');
    return decodeURIComponent(cookie?.value ?? '');
  };
  const post = async (path: string, data: unknown) => {
    const answer = await api.post(path, { data, headers: { 'X-STAFF-XSRF-TOKEN': await staffToken() } });
    expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return answer;
  };
  await api.get('/api/admin/csrf-cookie');
  const password = 'customer service 2026';
  await post(`/api/admin/setup/${token}`, { password, password_confirmation: password });
  await post('/api/admin/login', { email, password });
  return {
    reply: (orderNumber: string, body: string) => post(`/api/admin/orders/${orderNumber}/messages`, { body }),
    dispose: () => api.dispose(),
  };
}
