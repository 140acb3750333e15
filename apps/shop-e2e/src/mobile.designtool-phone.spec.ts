/**
 * The design tool on phones 360 and 390 px wide (issue #34): 「全体」 shows the whole garment, one
 * print-area outline, the zoom always shown, every tool reachable without sideways scrolling, the
 * settings sheet leaves the canvas and its 「閉じる」 in view, the price panel in the sheet, and a
 * text tapped near the edge stays inside the print area. `E2E_SHOTS=<folder>` keeps the screenshots
 * (looked at while building this).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { printArea, startFromPicker } from './support/designtool.ts';
import { expect, test } from './support/test.ts';

const SHOTS = process.env['E2E_SHOTS'];

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Whether `a` lies within `b` (1 px of slack). */
const inside = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

for (const width of [360, 390]) {
  test(`at ${width} px: the whole garment, one outline, the zoom, every tool, the sheet and its close button, and a text kept inside`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 780 });
    await startFromPicker(page);
    await expect(page.locator('[data-layout="phone"]')).toBeVisible();
    await shot(page, `${width}-opened`);

    // One outline of the print area (no second dashed box from the garment picture, no stray line).
    await expect(page.getByTestId('print-area-guide')).toHaveCount(1);
    const viewport = (await page.getByTestId('design-canvas').boundingBox())!;

    // 「全体」: the whole garment picture inside the canvas; the zoom shown and changed.
    const zoom = page.getByTestId('zoom-percent');
    await expect(zoom).toBeVisible();
    const before = await zoom.textContent();
    await page.getByRole('button', { name: /^全体表示/ }).tap();
    const garment = (await page.getByTestId('garment-picture').boundingBox())!;
    expect(inside(garment, viewport)).toBe(true);
    expect(garment.width).toBeGreaterThan(viewport.width * 0.6);
    await expect(zoom).not.toHaveText(before ?? '');
    await shot(page, `${width}-whole-garment`);

    // Every tool in reach: the sheet does not scroll sideways, each button inside the screen.
    const sheet = page.getByTestId('bottom-sheet');
    const tools = sheet.getByRole('toolbar', { name: 'ツール' }).getByRole('button');
    for (let i = 0; i < (await tools.count()); i++) {
      const box = (await tools.nth(i).boundingBox())!;
      expect(box.x, (await tools.nth(i).getAttribute('aria-label')) ?? undefined).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The settings sheet: its 「閉じる」 in view, the canvas keeps most of the screen, the price shown.
    await sheet.getByRole('button', { name: '設定' }).tap();
    const close = sheet.getByRole('button', { name: '閉じる' });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(width);
    expect(closeBox.y).toBeGreaterThanOrEqual(0);
    const canvasOpen = (await page.getByTestId('design-canvas').boundingBox())!;
    expect(canvasOpen.height).toBeGreaterThan(780 * 0.3);
    await expect(page.getByTestId('price-panel')).toBeAttached();
    await shot(page, `${width}-settings`);
    await close.tap();

    // A text tapped near the right edge of the print area grows back inside it.
    const area = await printArea(page);
    await sheet.getByRole('button', { name: 'テキスト', exact: true }).tap();
    await page.touchscreen.tap(area.x + area.width - 4, area.y + area.height / 3);
    await page.keyboard.type('チーム名プリントファクトリー');
    await page.keyboard.press('Escape');
    const text = (await page.locator('[data-page-content] > g[data-shape-type="text"]').boundingBox())!;
    const after = await printArea(page);
    expect(text.x + text.width).toBeLessThanOrEqual(after.x + after.width + 1);
    expect(text.x).toBeGreaterThanOrEqual(after.x - 1);
    await shot(page, `${width}-text`);
  });
}
