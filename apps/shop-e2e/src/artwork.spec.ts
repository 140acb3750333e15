/**
 * The artwork loop of issue #30 as the customer lives it, the staff's decisions taken on the command
 * line (`npm run admin -- art-…`, the same services the back office will call): データ不備 with its
 * reason and deadline, a new file from the order page, the proof approved with 「この内容で進める」,
 * 製作待ち; and a customer who chose 「校正なしで進める」 at checkout goes to 製作待ち without a proof.
 * On a shop of this file's own (support/own-shop.ts): the command line runs in its server.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { addInkjetPrint, atCheckoutWithAddress, inkjetProduct, placeOrder, proceedWith } from './support/checkout.ts';
import { mailsTo } from './support/mail.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { flatPng } from './support/print.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, main, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ARTWORK_PORT', 3964), 'artwork');

async function admin(...args: string[]): Promise<{ code: number; output: string }> {
  const result = await own.shop().admin(...args);
  return { code: result.code, output: result.output.trimEnd() };
}

const PROOF_QUESTION = '製作前に仕上がりイメージ（校正）を確認しますか';
/** Waits for the artwork mail of `kind` (【…】 at the start of its subject) to the customer. */
async function waitForArtMail(kind: string, count = 1): Promise<void> {
  await expect
    .poll(() => mailsTo(own.customer().email, own.shop().log).filter((mail) => mail.subject.startsWith(`【${kind}】`)).length, {
      message: `a mail 【${kind}】 to the customer`,
      intervals: [100],
    })
    .toBeGreaterThanOrEqual(count);
}

/** An inkjet print order (front A4, a PNG) paid by bank transfer, the proof chosen as told; its number. */
async function printOrder(page: Page, request: Parameters<typeof inkjetProduct>[0], proof: 'wanted' | 'skipped'): Promise<string> {
  await addInkjetPrint(page, await inkjetProduct(request), 2);
  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  const question = page.getByRole('group', { name: PROOF_QUESTION });
  await expect(question.getByRole('radio', { name: /校正を確認してから製作する/ })).toBeChecked();
  if (proof === 'skipped') await question.getByRole('radio', { name: /校正なしで進める/ }).check();
  await shoot(page, `artwork-confirm-proof-${proof}`);
  return placeOrder(page);
}

/** The order's one art job, checked by the staff: the payment confirmed, the check started; its id. */
async function jobUnderCheck(number: string): Promise<string> {
  expect((await admin('confirm-payment', number)).code).toBe(0);
  expect((await admin('start-check', number)).code).toBe(0);
  const listed = await admin('art-jobs', number);
  const id = /^#(\d+)/m.exec(listed.output)?.[1];
  if (!id) throw new Error(`no art job in: ${listed.output}`);
  return id;
}

const placement = (page: Page) => main(page).getByRole('region', { name: '前面 A4のデータ' });
const state = (page: Page) => placement(page).getByTestId('art-status');

test('データ不備, a new file from the order page, the proof approved: the placement is 製作待ち and production may start', async ({
  page,
  request,
}) => {
  const number = await printOrder(page, request, 'wanted');
  await expect(state(page)).toHaveText('データ確認中');
  const id = await jobUnderCheck(number);

  const rejected = await admin('art-reject', id, '--reason', 'low_resolution', '--note', '写真の解像度が足りません');
  expect(rejected.code, rejected.output).toBe(0);
  await waitForArtMail('入稿データ不備のお知らせ');
  await page.reload();
  await expect(state(page)).toHaveText('データ不備');
  await expect(placement(page)).toContainText('解像度不足');
  await expect(placement(page)).toContainText('ご返答の期限');
  await shoot(page, 'artwork-needs-fix-desktop');
  await expectNoSeriousViolations(page, 'an order page with データ不備');
  // Production cannot start while the placement waits on the customer.
  expect((await admin('start-production', number)).code).toBe(1);

  await placement(page)
    .getByLabel('データを再入稿する')
    .setInputFiles({ name: 'front-hires.png', mimeType: 'image/png', buffer: flatPng(3000, 4200, [30, 90, 200]) });
  await expect(state(page)).toHaveText('データ確認中', { timeout: 20_000 });
  await expect(placement(page)).toContainText('第2版：front-hires.png');

  expect((await admin('art-approve', id)).code).toBe(0);
  await waitForArtMail('校正のご確認のお願い');
  await page.reload();
  await expect(state(page)).toHaveText('校正確認待ち');
  await shoot(page, 'artwork-proof-desktop');
  await placement(page).getByRole('button', { name: 'この内容で進める' }).click();
  await expect(state(page)).toHaveText('製作待ち');
  await expect(placement(page).getByRole('button', { name: 'この内容で進める' })).toHaveCount(0);
  expect((await admin('start-production', number)).code).toBe(0);
});

test('「校正なしで進める」 at checkout: once the staff approve the data the placement is 製作待ち, no proof asked', async ({
  page,
  request,
}) => {
  const number = await printOrder(page, request, 'skipped');
  const id = await jobUnderCheck(number);
  expect((await admin('art-approve', id)).code).toBe(0);
  await waitForArtMail('製作待ちになりました');
  await page.reload();
  await expect(state(page)).toHaveText('製作待ち');
  await expect(placement(page).getByRole('button', { name: 'この内容で進める' })).toHaveCount(0);
  expect((await admin('start-production', number)).code).toBe(0);
});
