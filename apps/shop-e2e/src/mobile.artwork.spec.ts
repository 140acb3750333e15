/**
 * The artwork loop on a phone (issue #30): at 390 px a customer reads a データ不備 on the order page,
 * re-uploads from there through the ordering upload widget (preflight and mock-up before sending,
 * the print width adjusted), the staff approve, and the customer approves the proof shown as the
 * garment mock-up; at 360 px the same page fits the screen. On a shop of its own.
 */
import { artJobsOf, artState, artworkShop, placement, printOrder, sidewaysOverflow } from './support/artwork.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { flatPng } from './support/print.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_ORDERART_PORT', 3976), 'm-orderart');
const { admin, waitForArtMail, jobUnderCheck } = artworkShop(own);

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

  await placement(page).getByRole('button', { name: 'データを再入稿する' }).click();
  const panel = placement(page).getByRole('region', { name: 'データを再入稿する（前面 A4）' });
  await panel
    .getByLabel('前面 A4のプリントデータ')
    .setInputFiles({ name: 'front-sharp.png', mimeType: 'image/png', buffer: flatPng(2400, 1200, [200, 40, 40]) });
  await expect(panel.getByRole('img', { name: 'front-sharp.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  // The print width is adjusted before sending; the preflight and the mock-up follow it.
  const width = panel.getByRole('spinbutton', { name: '印刷幅', exact: true });
  await width.fill('150');
  await width.press('Tab');
  await expect(panel.getByRole('region', { name: '前面 A4のデータチェック' })).not.toContainText('データを確認しています', {
    timeout: 20_000,
  });
  await expect(panel.getByRole('img', { name: /前面プレビュー/ })).toBeVisible();
  await shoot(page, 'orderart-mobile-reupload-390');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await panel.getByRole('button', { name: 'この内容で再入稿する' }).click();
  await expect(artState(page)).toHaveText('データ確認中', { timeout: 20_000 });
  const [sent] = await artJobsOf(page, number);
  expect(sent?.versions.map((v) => [v.number, v.source])).toEqual([
    [1, 'customer_upload'],
    [2, 'customer_upload'],
  ]);
  expect(sent?.versions[1]?.layout).toMatchObject({ width_mm: 150 });

  expect((await admin('art-approve', id)).code).toBe(0);
  await waitForArtMail('校正のご確認のお願い');
  await page.reload();
  await expect(artState(page)).toHaveText('校正確認待ち');
  await expect(
    placement(page)
      .getByRole('group', { name: '前面 A4の校正（第2版）' })
      .getByRole('img', { name: /前面プレビュー/ }),
  ).toBeVisible();
  await shoot(page, 'orderart-mobile-proof-390');
  await page.setViewportSize({ width: 360, height: 780 });
  await shoot(page, 'orderart-mobile-proof-360');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await placement(page).getByRole('button', { name: 'この内容で進める' }).click();
  await expect(artState(page)).toHaveText('製作待ち');
  await waitForArtMail('製作待ちになりました');
  expect((await admin('start-production', number)).code).toBe(0);
});
