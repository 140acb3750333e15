/**
 * The artwork loop of issue #30 as the customer lives it, the staff's decisions taken on the command
 * line (`npm run admin -- art-…`, the same services the back office calls): データ不備 with its
 * reason and deadline, a new file from the order page through the ordering upload widget (the
 * preflight and the mock-up shown before sending), the proof shown as the garment mock-up and
 * approved with 「この内容で進める」, 製作待ち; and a customer who chose 「校正なしで進める」 at
 * checkout goes to 製作待ち without a proof. On a shop of this file's own (support/own-shop.ts).
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  approveProof,
  artState,
  artworkShop,
  expectStoredMockup,
  placement,
  printOrder,
  reupload,
  sendReupload,
  shareProofOfPlacement,
} from './support/artwork.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { flatPng } from './support/print.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ARTWORK_PORT', 3964), 'artwork');
const { admin, waitForArtMail, jobUnderCheck, proofSent } = artworkShop(own);

test('データ不備, a new file from the order page, the proof approved: the placement is 製作待ち and production may start', async ({
  page,
  request,
}) => {
  // Order, データ不備, re-upload, proof shared and approved: minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  const number = await printOrder(page, request, 'wanted');
  await expect(artState(page)).toHaveText('データ確認中');
  // The proof is the garment in the ordered colour with the artwork on it, not the bare file: the
  // mock-up version 1 kept when it was made, and the preflight findings it kept.
  await expectStoredMockup(page, 1);
  await expect(placement(page).getByRole('region', { name: '前面 A4・第1版のデータチェック' })).toBeVisible();
  const id = await jobUnderCheck(number);

  const rejected = await admin('art-reject', id, '--reason', 'low_resolution', '--note', '写真の解像度が足りません');
  expect(rejected.code, rejected.output).toBe(0);
  await waitForArtMail('入稿データ不備のお知らせ');
  await page.reload();
  await expect(artState(page)).toHaveText('データ不備');
  await expect(placement(page)).toContainText('解像度不足');
  await expect(placement(page)).toContainText('ご返答の期限');
  await shoot(page, 'artwork-needs-fix-desktop');
  await expectNoSeriousViolations(page, 'an order page with データ不備');
  // Production cannot start while the placement waits on the customer.
  expect((await admin('start-production', number)).code).toBe(1);

  // Before sending: the server's preflight of the new file at the kept size, and the mock-up.
  const panel = await reupload(page, { name: 'front-hires.png', buffer: flatPng(3000, 4200, [30, 90, 200]) });
  await shoot(page, 'artwork-reupload-desktop');
  await sendReupload(page, panel);
  await expect(placement(page)).toContainText('第2版（お客様の入稿）：front-hires.png');

  await proofSent(page, id, 2);
  await shoot(page, 'artwork-proof-desktop');
  // 校正確認待ち: the proof is shared with the team from here, before answering it.
  const url = await shareProofOfPlacement(page);
  const team = await page.context().browser()!.newContext();
  const shared = await team.newPage();
  expect((await shared.goto(url))?.status()).toBe(200);
  await expect(shared.getByRole('heading', { level: 1 })).toContainText('校正の共有：');
  await expect(shared.locator('main')).toContainText('印刷サイズ');
  await team.close();
  await approveProof(page);
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
  await expect(artState(page)).toHaveText('製作待ち');
  await expect(placement(page).getByRole('button', { name: 'この内容で進める' })).toHaveCount(0);
  expect((await admin('start-production', number)).code).toBe(0);
});
