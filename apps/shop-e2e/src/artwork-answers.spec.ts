/**
 * The customer's other answers to a データ不備 on the order page (issue #30), at desktop width, the
 * staff's decisions on the command line: 「デザインツールで修正する」 opens the design tool on that
 * placement with the customer's picture at the version's print width and place; 「デザインを確定」
 * sends the design back to this order as exactly one new version from the design tool and returns
 * to the order page at データ確認中. Then a データ不備 of warnings only offers 「このまま進める」
 * (never while a reason is an error), which makes the placement 製作待ち. On a shop of its own.
 */
import { artJobsOf, artState, artworkShop, placement, printOrder } from './support/artwork.ts';
import { canvas, shapesOnCanvas, waitForEditor } from './support/designtool.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expect, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ORDERART_PORT', 3975), 'orderart');
const { admin, waitForArtMail, jobUnderCheck } = artworkShop(own);

test('「デザインツールで修正する」 sends one new version from the design tool; 「このまま進める」 only on warnings, then 製作待ち', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const number = await printOrder(page, request, 'wanted', 'orderart-confirm');
  const id = await jobUnderCheck(number);
  expect((await admin('art-reject', id, '--reason', 'outside_print_area')).code).toBe(0);
  await waitForArtMail('入稿データ不備のお知らせ');
  await page.reload();
  await expect(artState(page)).toHaveText('データ不備');
  await expect(placement(page)).toContainText('印刷範囲外（要修正）');
  // An error among the reasons: printing as it is is not offered.
  await expect(placement(page).getByRole('button', { name: 'デザインツールで修正する' })).toBeVisible();
  await expect(placement(page).getByRole('button', { name: 'このまま進める' })).toHaveCount(0);
  const [before] = await artJobsOf(page, number);
  expect(before?.versions.map((v) => v.source)).toEqual(['customer_upload']);

  // The design tool opens on this placement with the customer's picture where version 1 prints.
  await placement(page).getByRole('button', { name: 'デザインツールで修正する' }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/print-inkjet-design\?pid=/, { timeout: 20_000 });
  await waitForEditor(page);
  await expect(canvas(page)).toHaveAccessibleName('デザインキャンバス（前面 A4、210 × 297 mm）');
  await expect(shapesOnCanvas(page, 'image')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText('ご注文の前面 A4（第1版）のデータを読み込みました')).toBeVisible();
  await shoot(page, 'orderart-designtool-fix');

  const versionCalls: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/art_jobs\/\d+\/versions$/.test(response.url()) && response.request().method() === 'POST')
      versionCalls.push(response.status());
  });
  await page.getByRole('button', { name: 'デザインを確定' }).click();
  await expect(page).toHaveURL(`/myaccount/orders/${number}`, { timeout: 60_000 });
  await expect(artState(page)).toHaveText('データ確認中');
  await expect(placement(page)).toContainText('第2版（デザインツール）');
  await shoot(page, 'orderart-back-from-designtool');
  expect(versionCalls).toEqual([201]);
  const [after] = await artJobsOf(page, number);
  expect(after?.versions.map((v) => [v.number, v.source])).toEqual([
    [1, 'customer_upload'],
    [2, 'design_tool'],
  ]);
  expect(after?.versions[1]?.layout).toEqual({ width_mm: 210, anchor: 'top', offset_x_mm: 0, offset_y_mm: 0 });

  // The staff find only a warning on the new version: 「このまま進める」 prints it as it is.
  expect((await admin('art-reject', id, '--reason', 'thin_lines')).code).toBe(0);
  await waitForArtMail('入稿データ不備のお知らせ', 2);
  await page.reload();
  await expect(artState(page)).toHaveText('データ不備');
  await expect(placement(page)).toContainText('細い線（注意）');
  await expect(placement(page)).toContainText('（第2版）のまま製作に進みます');
  await shoot(page, 'orderart-accept-offered');
  await placement(page).getByRole('button', { name: 'このまま進める' }).click();
  await expect(artState(page)).toHaveText('製作待ち');
  await expect(placement(page).getByRole('button', { name: 'このまま進める' })).toHaveCount(0);
  await waitForArtMail('製作待ちになりました');
  const [accepted] = await artJobsOf(page, number);
  expect(accepted?.versions).toHaveLength(2);
  expect((await admin('start-production', number)).code).toBe(0);
});
