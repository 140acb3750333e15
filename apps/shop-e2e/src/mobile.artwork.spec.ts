/**
 * The artwork loop on a phone (issue #30): at 390 px a customer reads a データ不備 on the order page,
 * re-uploads from there through the ordering upload widget (preflight and mock-up before sending,
 * the print width adjusted), the staff approve, and the customer approves the proof shown as the
 * garment mock-up; at 360 px the same page fits the screen. On a shop of its own.
 */
import {
  approveProof,
  artJobsOf,
  artState,
  artworkShop,
  expectPreflightAndMockup,
  placement,
  printOrder,
  reupload,
  sendReupload,
  shareProofOfPlacement,
  sidewaysOverflow,
} from './support/artwork.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { flatPng } from './support/print.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_ORDERART_PORT', 3978), 'm-orderart');
const { admin, waitForArtMail, jobUnderCheck, proofSent } = artworkShop(own);

test('at 390 px: データ不備 → a new file from the order page with its preflight and mock-up → the proof approved; 360 px fits', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const number = await printOrder(page, request, 'wanted', 'orderart-mobile-confirm');
  const id = await jobUnderCheck(number);
  expect((await admin('art-reject', id, '--reason', 'low_resolution', '--note', '写真の解像度が足りません')).code).toBe(0);
  await waitForArtMail('入稿データ不備のお知らせ');
  await page.reload();
  await expect(artState(page)).toHaveText('データ不備');
  await expect(placement(page)).toContainText('解像度不足（注意）');
  await expect(placement(page)).toContainText('ご返答の期限');
  await expect(placement(page).getByRole('button', { name: 'このまま進める' })).toBeVisible();
  await shoot(page, 'orderart-mobile-needs-fix-390');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 360, height: 780 });
  await shoot(page, 'orderart-mobile-needs-fix-360');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });

  const panel = await reupload(page, { name: 'front-sharp.png', buffer: flatPng(2400, 1200, [200, 40, 40]) });
  // The print width is adjusted before sending; the preflight and the mock-up follow it.
  const width = panel.getByRole('spinbutton', { name: '印刷幅', exact: true });
  await width.fill('150');
  await width.press('Tab');
  await expectPreflightAndMockup(panel);
  await shoot(page, 'orderart-mobile-reupload-390');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await sendReupload(page, panel);
  const [sent] = await artJobsOf(page, number);
  expect(sent?.versions.map((v) => [v.number, v.source])).toEqual([
    [1, 'customer_upload'],
    [2, 'customer_upload'],
  ]);
  expect(sent?.versions[1]?.layout).toMatchObject({ width_mm: 150 });

  await proofSent(page, id, 2);
  await shoot(page, 'orderart-mobile-proof-390');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // 校正確認待ち: 「校正を共有する」 is there on a phone too.
  expect(await shareProofOfPlacement(page)).toMatch(/\/proof\//);
  await page.setViewportSize({ width: 360, height: 780 });
  await shoot(page, 'orderart-mobile-proof-360');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await approveProof(page);
  await waitForArtMail('製作待ちになりました');
  expect((await admin('start-production', number)).code).toBe(0);
});
