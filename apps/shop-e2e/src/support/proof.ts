/**
 * The proof before paying (issue #30), shared by proof.spec.ts (desktop) and mobile.proof.spec.ts
 * (390 px): a guest's silk-screen order sets the print width and place, sees the garment mock-up
 * follow at true scale and the server's preflight of the file for that size.
 */
import type { Page, APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { flatPng, silkScreenToUpload } from './print.ts';
import { silkScreenProduct } from './reorders.ts';
import { expect, waitForHydration } from './test.ts';

/** A number attribute of an SVG element. */
async function attr(locator: ReturnType<Page['locator']>, name: string): Promise<number> {
  return Number(await locator.getAttribute(name));
}

export async function silkscreenProofJourney(page: Page, request: APIRequestContext, shot: string): Promise<void> {
  const product = await silkScreenProduct(request);
  await silkScreenToUpload(page, product.code, { quantity: 30 });
  // 600 × 300 px of one colour: under 150 dpi at the area's full width, 152 dpi at 100 mm.
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: flatPng(600, 300, [20, 60, 160]) });
  await expect(page.getByRole('img', { name: 'logo.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  // At the area's full width the upload step asks to confirm the low resolution; the proof step
  // then lets the shopper print it smaller instead.
  await page.getByRole('checkbox', { name: '解像度が低いまま注文する' }).check();
  await page.getByRole('link', { name: '次へ（確認）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文内容を確認する');

  // The mock-up: the garment with the artwork inside the print area, as wide as fits at first.
  const view = page.getByRole('img', { name: /の前面プレビュー$/ }).first();
  const area = view.locator('[data-part="print-area"]').first();
  const art = view.locator('[data-part="artwork"]').first();
  await expect(art).toBeVisible();
  const areaWidth = await attr(area, 'width');
  expect(await attr(art, 'width')).toBeCloseTo(areaWidth, 1);

  // The preflight for the widest print: under 150 dpi, a warning that does not block.
  const checks = page.getByRole('region', { name: /のデータチェック$/ }).first();
  await expect(checks.locator('[data-finding="low_resolution"]')).toContainText('注意');
  await expect(checks.locator('[data-finding="low_resolution"]')).toContainText('dpi');

  // 100 mm wide, centred, 20 mm to the right: the mock-up follows at true scale, the warning goes.
  const width = page.getByRole('spinbutton', { name: '印刷幅' }).first();
  await width.fill('100');
  await page.getByRole('radio', { name: '中央' }).first().check();
  await page.getByRole('spinbutton', { name: '左右にずらす（右が＋）' }).first().fill('20');
  await expect(page.getByText(/^仕上がり：幅100×高さ50mm/).first()).toBeVisible();
  const areaMm = Number(
    /（印刷範囲 (\d+)×/.exec(
      (await page
        .getByRole('group', { name: /の大きさと位置/ })
        .first()
        .textContent()) ?? '',
    )?.[1],
  );
  await expect.poll(async () => (await attr(art, 'width')) / areaWidth).toBeCloseTo(100 / areaMm, 3);
  const artX = (await attr(art, 'x')) - (await attr(area, 'x'));
  expect(artX / areaWidth).toBeCloseTo(((areaMm - 100) / 2 + 20) / areaMm, 3);
  await expect(checks.locator('[data-finding="low_resolution"]')).toHaveCount(0);
  await expect(checks).toContainText('気になる点は見つかりませんでした');
  await expectNoSeriousViolations(page, 'the silk-screen confirmation with the proof');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/${shot}.png`, fullPage: true });

  // Kept with the stored print order: the page opened again shows the same size and place.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('spinbutton', { name: '印刷幅' }).first()).toHaveValue('100');
  await expect(page.getByRole('radio', { name: '中央' }).first()).toBeChecked();
}
