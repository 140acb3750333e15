/**
 * The design tool on a phone (issue #12, Pixel 7): the -mobile route without the footer, the bottom
 * sheet of tools, drawing with a finger and two-finger pinch zoom, through Chromium's touch input
 * (CDP `Input.dispatchTouchEvent`, so the canvas gets real touch pointer events).
 */
import type { CDPSession } from '@playwright/test';
import { canvas, printArea, savedShapes, screenPoint, shapesOnCanvas, startFromPicker } from './support/designtool.ts';
import { expect, test } from './support/test.ts';

type Point = { x: number; y: number };

/**
 * Touch events 16 ms apart (a 60 Hz screen), with the finger held still for a moment before it is
 * lifted, as one does at the end of a stroke: lifted while moving fast, Chromium would read a fling
 * and swallow the next tap to stop it.
 */
class Finger {
  #time = Date.now() / 1000;
  readonly #cdp: CDPSession;
  constructor(cdp: CDPSession) {
    this.#cdp = cdp;
  }
  async send(
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    touchPoints: { x: number; y: number; id: number }[],
    after = 0.016,
  ): Promise<void> {
    this.#time += after;
    await this.#cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: this.#time });
  }
}

/** One finger from `from` to `to` in `steps` moves. */
async function swipe(cdp: CDPSession, from: Point, to: Point, steps = 10): Promise<void> {
  const finger = new Finger(cdp);
  await finger.send('touchStart', [{ ...from, id: 1 }]);
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await finger.send('touchMove', [{ ...at, id: 1 }]);
  }
  await finger.send('touchMove', [{ ...to, id: 1 }], 0.2);
  await finger.send('touchEnd', [], 0.05);
}

/** Two fingers about `centre`, from `startGap` px apart to `endGap` px apart (horizontally). */
async function pinch(cdp: CDPSession, centre: Point, startGap: number, endGap: number, steps = 10): Promise<void> {
  const fingers = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 1 },
    { x: centre.x + gap / 2, y: centre.y, id: 2 },
  ];
  const hand = new Finger(cdp);
  await hand.send('touchStart', fingers(startGap));
  for (let i = 1; i <= steps; i++) await hand.send('touchMove', fingers(startGap + ((endGap - startGap) * i) / steps));
  await hand.send('touchMove', fingers(endGap), 0.2);
  await hand.send('touchEnd', [], 0.05);
}

test('on a phone, the -mobile route has no footer and a bottom sheet of tools; a finger draws and two fingers pinch to zoom', async ({
  page,
}) => {
  const { pid } = await startFromPicker(page);
  // The picker on a narrow screen opens the phone route.
  expect(new URL(page.url()).pathname).toMatch(/\/print-inkjet-design-mobile$/);
  await expect(page.locator('[data-layout="phone"]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  // No rulers on a phone; the page does not scroll sideways.
  await expect(page.getByTestId('ruler-top')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The bottom sheet holds every tool as a thumb-sized button, at the bottom of the screen.
  const sheet = page.getByTestId('bottom-sheet');
  await expect(sheet).toBeVisible();
  const tools = sheet.getByRole('toolbar', { name: 'ツール' });
  for (const name of ['選択', '四角形', '楕円', '直線', '矢印', '鉛筆', 'テキスト', '画像の読み込み', '手のひら']) {
    const button = tools.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  const viewport = page.viewportSize()!;
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.y + sheetBox.height).toBeGreaterThan(viewport.height - 2);
  expect(sheetBox.y).toBeGreaterThan(viewport.height / 2);

  const cdp = await page.context().newCDPSession(page);
  // A finger draws a rectangle, then a pencil stroke.
  await tools.getByRole('button', { name: '四角形', exact: true }).tap();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'rect');
  await swipe(cdp, await screenPoint(page, { x: 30, y: 40 }), await screenPoint(page, { x: 120, y: 110 }));
  await expect(shapesOnCanvas(page, 'rect')).toHaveCount(1);
  await tools.getByRole('button', { name: '鉛筆', exact: true }).tap();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'pencil');
  await swipe(cdp, await screenPoint(page, { x: 40, y: 160 }), await screenPoint(page, { x: 150, y: 230 }), 14);
  await expect(shapesOnCanvas(page, 'pencil')).toHaveCount(1);
  const shapes = await savedShapes(page, `designtool:order:${pid}`, (list) => list.length === 2, 'the rectangle and the stroke');
  expect(shapes.map((shape) => shape.type)).toEqual(['rect', 'pencil']);
  expect(shapes[0]!.w).toBeGreaterThan(80);
  expect(shapes[0]!.w).toBeLessThan(100);
  await expect(page.getByRole('button', { name: '元に戻す：線を描く' })).toBeEnabled();

  // The sheet opens on the settings, with the zoom shown.
  await sheet.getByRole('button', { name: '設定' }).tap();
  const zoom = page.getByTestId('zoom-percent');
  await expect(zoom).toBeVisible();
  const before = Number.parseInt((await zoom.textContent()) ?? '', 10);
  expect(before).toBeGreaterThan(0);
  await sheet.getByRole('button', { name: '閉じる' }).tap();

  // Two fingers spread apart over the canvas: the zoom grows with their spread, and nothing is drawn.
  const area = await printArea(page);
  const canvasBox = (await canvas(page).boundingBox())!;
  const centre = { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + Math.min(canvasBox.height / 2, 200) };
  await tools.getByRole('button', { name: '選択', exact: true }).tap();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');
  await pinch(cdp, centre, 60, 180);
  await expect.poll(async () => (await printArea(page)).width).toBeGreaterThan(area.width * 2);
  await sheet.getByRole('button', { name: '設定' }).tap();
  const after = Number.parseInt((await zoom.textContent()) ?? '', 10);
  expect(after).toBeGreaterThan(before * 2);
  expect(after).toBeLessThan(before * 4);
  await expect(shapesOnCanvas(page)).toHaveCount(2);
  // Pinching in again zooms back out.
  await sheet.getByRole('button', { name: '閉じる' }).tap();
  await pinch(cdp, centre, 180, 60);
  await sheet.getByRole('button', { name: '設定' }).tap();
  await expect.poll(async () => Number.parseInt((await zoom.textContent()) ?? '', 10)).toBeLessThan(after);
});
