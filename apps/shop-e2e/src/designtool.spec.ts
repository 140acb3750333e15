/**
 * The design tool's journeys at desktop width (issue #12 "Done means"): every kind of shape drawn
 * and undone, Japanese text typed through an IME composition (horizontal and 縦書き), pictures
 * imported (PNG and HEIC) with the resolution check, group/rotate/flip/align with undo and redo,
 * the keyboard alone, and 「デザインを確定」 on to the preview and the cart.
 */
import {
  canvas,
  clickMm,
  dragMm,
  dragScreen,
  fileMenu,
  handleCentre,
  printArea,
  screenPoint,
  readAutosave,
  savedShapes,
  redoButton,
  scribbleMm,
  shapeCounts,
  shapesOnCanvas,
  startFromPicker,
  storedPrintOrder,
  tool,
  undoButton,
  waitForEditor,
  type SavedDesign,
} from './support/designtool.ts';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { newCustomer, register } from './support/account.ts';
import { inkjetProduct } from './support/checkout.ts';
import { choosePlacement, fillQuantity, flatPng, liveTotal, nextUpload, startPrintOrder, type FileWire } from './support/print.ts';
import { expect, main, submitLogin, test, yenValue } from './support/test.ts';

const HEIC_PHOTO = fileURLToPath(new URL('../fixtures/photo.heic', import.meta.url));

/**
 * Types `reading` then converts it to `text` the way a Japanese IME does (Chromium's CDP input
 * domain): the composition grows kana by kana, is converted, and Enter confirms it. That Enter is
 * the IME's (keyCode 229 while composing); `duringComposition` runs while the conversion is still open.
 */
async function composeJapanese(
  cdp: CDPSession,
  reading: string,
  text: string,
  duringComposition: () => Promise<void> = async () => {},
): Promise<void> {
  for (let length = 1; length <= reading.length; length++) {
    const part = reading.slice(0, length);
    await cdp.send('Input.imeSetComposition', { text: part, selectionStart: part.length, selectionEnd: part.length });
  }
  await cdp.send('Input.imeSetComposition', { text, selectionStart: 0, selectionEnd: text.length });
  await duringComposition();
  // Enter confirms the conversion: its keydown belongs to the IME (keyCode 229), then the text is committed.
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
  await cdp.send('Input.insertText', { text });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
    nativeVirtualKeyCode: 13,
  });
}

/** The determinant of a shape's `matrix(a b c d e f)` on the canvas: negative when it is drawn mirrored. */
async function determinant(shape: Locator): Promise<number> {
  const [a, b, c, d] = ((await shape.getAttribute('transform')) ?? '')
    .replace(/^matrix\(|\)$/g, '')
    .split(/[ ,]+/)
    .map(Number);
  return a! * d! - b! * c!;
}

/** The glyph positions of a text shape on the canvas: every upright glyph's x and y (mm), in order. */
async function glyphPositions(page: Page, index: number): Promise<{ x: number[]; y: number[]; chars: string }> {
  return shapesOnCanvas(page, 'text')
    .nth(index)
    .evaluate((g) => {
      const x: number[] = [];
      const y: number[] = [];
      let chars = '';
      for (const text of g.querySelectorAll('text')) {
        if (text.hasAttribute('transform')) continue;
        x.push(...(text.getAttribute('x') ?? '').split(' ').map(Number));
        y.push(...(text.getAttribute('y') ?? '').split(' ').map(Number));
        chars += text.textContent ?? '';
      }
      return { x, y, chars };
    });
}

test('a shopper draws a rectangle, an ellipse, a line, an arrow, a pencil stroke and a text, then undoes and redoes them with the buttons and Ctrl+Z / Ctrl+Shift+Z', async ({
  page,
}) => {
  const { pid } = await startFromPicker(page);
  await expect(shapesOnCanvas(page)).toHaveCount(0);
  await expect(undoButton(page)).toBeDisabled();

  await tool(page, '四角形').click();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'rect');
  await dragMm(page, { x: 20, y: 20 }, { x: 80, y: 60 });
  await expect(shapesOnCanvas(page, 'rect')).toHaveCount(1);
  await expect(undoButton(page, '四角形を追加')).toBeEnabled();
  // The new shape is selected and the select tool is back.
  await expect(page.getByTestId('selection-frame')).toBeVisible();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');

  await tool(page, '楕円').click();
  await dragMm(page, { x: 100, y: 20 }, { x: 170, y: 70 });
  await expect(shapesOnCanvas(page, 'ellipse')).toHaveCount(1);
  await expect(undoButton(page, '楕円を追加')).toBeEnabled();

  await tool(page, '直線').click();
  await dragMm(page, { x: 20, y: 100 }, { x: 90, y: 120 });
  await expect(shapesOnCanvas(page, 'line')).toHaveCount(1);
  await expect(undoButton(page, '直線を追加')).toBeEnabled();

  await tool(page, '矢印').click();
  await dragMm(page, { x: 100, y: 100 }, { x: 170, y: 130 });
  await expect(shapesOnCanvas(page, 'arrow')).toHaveCount(1);
  // An arrow is its shaft and its head.
  await expect(shapesOnCanvas(page, 'arrow').locator('path')).toHaveCount(2);
  await expect(undoButton(page, '矢印を追加')).toBeEnabled();

  await tool(page, '鉛筆').click();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'pencil');
  await scribbleMm(page, [
    { x: 20, y: 160 },
    { x: 40, y: 190 },
    { x: 60, y: 160 },
    { x: 80, y: 190 },
  ]);
  await expect(shapesOnCanvas(page, 'pencil')).toHaveCount(1);
  await expect(undoButton(page, '線を描く')).toBeEnabled();
  // A smooth freehand stroke: a filled outline of many points, not four straight segments.
  const stroke = (await shapesOnCanvas(page, 'pencil').locator('path').getAttribute('d')) ?? '';
  expect(stroke.match(/[\d.]+[ ,][\d.]+/g)?.length ?? 0).toBeGreaterThan(10);

  await tool(page, 'テキスト').click();
  await clickMm(page, { x: 30, y: 230 });
  const box = page.getByRole('textbox', { name: 'テキスト', exact: true });
  await expect(box).toBeFocused();
  await page.keyboard.type('Hello');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(1);
  await expect(shapesOnCanvas(page, 'text')).toHaveText('Hello');

  expect(await shapeCounts(page)).toEqual({ rect: 1, ellipse: 1, line: 1, arrow: 1, pencil: 1, text: 1 });

  // The buttons: the undo button names the last command, and redo brings it back.
  await undoButton(page, 'テキストを追加').click();
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(0);
  await expect(undoButton(page, '線を描く')).toBeEnabled();
  await redoButton(page, 'テキストを追加').click();
  await expect(shapesOnCanvas(page, 'text')).toHaveText('Hello');
  await expect(redoButton(page)).toBeDisabled();

  // The keys: Ctrl+Z twice takes the text and the pencil stroke away, Ctrl+Shift+Z twice gives them back.
  await canvas(page).focus();
  await page.keyboard.press('Control+z');
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(shapesOnCanvas(page, 'pencil')).toHaveCount(0);
  expect(await shapeCounts(page)).toEqual({ rect: 1, ellipse: 1, line: 1, arrow: 1 });
  await expect(redoButton(page, '線を描く')).toBeEnabled();
  await page.keyboard.press('Control+Shift+Z');
  await expect(shapesOnCanvas(page, 'pencil')).toHaveCount(1);
  await page.keyboard.press('Control+Shift+Z');
  await expect(shapesOnCanvas(page, 'text')).toHaveText('Hello');
  expect(await shapeCounts(page)).toEqual({ rect: 1, ellipse: 1, line: 1, arrow: 1, pencil: 1, text: 1 });

  // The document the app keeps in the browser holds the same six shapes, drawn in order, and the history.
  const saved = await savedShapes(page, `designtool:order:${pid}`, (shapes) => shapes.length === 6, 'six shapes');
  expect(saved.map((shape) => shape.type)).toEqual(['rect', 'ellipse', 'line', 'arrow', 'pencil', 'text']);
  expect(saved[5]!.text).toBe('Hello');
  const rect = saved[0]!;
  expect(rect.w).toBeGreaterThan(55);
  expect(rect.w).toBeLessThan(65);
  expect(rect.h).toBeGreaterThan(35);
  expect(rect.h).toBeLessThan(45);
  const history = (await readAutosave(page, `designtool:order:${pid}`))!.history;
  expect(history.undo.map((command) => command.label)).toEqual([
    '四角形を追加',
    '楕円を追加',
    '直線を追加',
    '矢印を追加',
    '線を描く',
    'テキストを追加',
  ]);
  expect(history.redo).toEqual([]);
});

test('Japanese text is typed through an IME composition, horizontal then vertical (縦書き); Enter that confirms a conversion neither ends the editing nor submits', async ({
  page,
}) => {
  const { pid } = await startFromPicker(page);
  const designUrl = page.url();
  const cdp = await page.context().newCDPSession(page);
  // Every Enter keydown the page sees while a composition is open is recorded.
  const enters: { isComposing: boolean; keyCode: number }[] = [];
  await page.exposeFunction('recordEnter', (enter: { isComposing: boolean; keyCode: number }) => enters.push(enter));
  await page.evaluate(() => {
    let composing = false;
    document.addEventListener('compositionstart', () => (composing = true), true);
    document.addEventListener('compositionend', () => (composing = false), true);
    document.addEventListener(
      'keydown',
      (event) => {
        if (composing && (event.key === 'Enter' || event.code === 'Enter')) {
          (window as unknown as { recordEnter: (e: object) => void }).recordEnter({
            isComposing: event.isComposing,
            keyCode: event.keyCode,
          });
        }
      },
      true,
    );
  });

  await tool(page, 'テキスト').click();
  await clickMm(page, { x: 20, y: 30 });
  const horizontal = page.getByRole('textbox', { name: 'テキスト', exact: true });
  await expect(horizontal).toBeFocused();
  await composeJapanese(cdp, 'にほんご', '日本語', async () => {
    // The conversion shows in the box while it is open.
    await expect(horizontal).toHaveValue('日本語');
  });
  // The confirming Enter added no line and closed nothing: the box is still open, on the same page.
  await expect(horizontal).toBeFocused();
  await expect(horizontal).toHaveValue('日本語');
  expect(page.url()).toBe(designUrl);
  await expect(undoButton(page)).toBeDisabled();
  // A second word, with a plain Enter (a new line) in between once the IME is done.
  await page.keyboard.press('Enter');
  await composeJapanese(cdp, 'てぃーしゃつ', 'Tシャツ');
  await expect(horizontal).toHaveValue('日本語\nTシャツ');
  await page.keyboard.press('Escape');
  await expect(horizontal).toHaveCount(0);
  await expect(undoButton(page, 'テキストを追加')).toBeEnabled();
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(1);
  await expect(shapesOnCanvas(page, 'text').locator('text')).toHaveText(['日本語', 'Tシャツ']);
  // Horizontal: the glyphs of a line go rightwards on one baseline.
  const across = await glyphPositions(page, 0);
  expect(across.chars).toBe('日本語Tシャツ');
  const firstLine = { x: across.x.slice(0, 3), y: across.y.slice(0, 3) };
  expect(firstLine.x[1]!).toBeGreaterThan(firstLine.x[0]!);
  expect(firstLine.x[2]!).toBeGreaterThan(firstLine.x[1]!);
  expect(new Set(firstLine.y).size).toBe(1);

  // 縦書き: chosen for the next text (nothing selected, so the style is the new shapes'), then typed the same way.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selection-frame')).toHaveCount(0);
  await tool(page, 'テキスト').click();
  await page.getByTestId('style-writing-mode').selectOption({ label: '縦書き' });
  await clickMm(page, { x: 180, y: 80 });
  const vertical = page.getByRole('textbox', { name: 'テキスト（縦書き）', exact: true });
  await expect(vertical).toBeFocused();
  await expect(vertical).toHaveCSS('writing-mode', 'vertical-rl');
  await composeJapanese(cdp, 'たてがき', '縦書き', async () => {
    await expect(vertical).toHaveValue('縦書き');
  });
  await expect(vertical).toBeFocused();
  expect(page.url()).toBe(designUrl);
  await composeJapanese(cdp, 'です', 'です');
  await expect(vertical).toHaveValue('縦書きです');
  await page.keyboard.press('Escape');
  await expect(vertical).toHaveCount(0);
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(2);
  await expect(shapesOnCanvas(page, 'text').nth(1)).toHaveText('縦書きです');
  // Vertical: the glyphs go down one column, top to bottom, with upright kana.
  const down = await glyphPositions(page, 1);
  expect(down.chars).toBe('縦書きです');
  for (let i = 1; i < down.y.length; i++) expect(down.y[i]!, `glyph ${i} is below glyph ${i - 1}`).toBeGreaterThan(down.y[i - 1]!);
  expect(new Set(down.x).size).toBe(1);

  // Both texts are one command each; undoing the vertical one leaves the horizontal one.
  await undoButton(page, 'テキストを追加').click();
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(1);
  await expect(shapesOnCanvas(page, 'text')).toHaveText('日本語Tシャツ');
  await redoButton(page, 'テキストを追加').click();
  await expect(shapesOnCanvas(page, 'text')).toHaveCount(2);

  // The document keeps both texts with their writing modes.
  const saved = await savedShapes(page, `designtool:order:${pid}`, (shapes) => shapes.length === 2, 'two texts');
  expect(saved.map((shape) => [shape.type, shape.text, shape.writingMode])).toEqual([
    ['text', '日本語\nTシャツ', 'horizontal'],
    ['text', '縦書きです', 'vertical'],
  ]);
  // What the page saw of the confirming Enter: a keydown while composing, which nothing acted on.
  expect(enters.length).toBeGreaterThan(0);
  expect(enters.every((enter) => enter.isComposing || enter.keyCode === 229)).toBe(true);
});

test('a PNG and a HEIC photo are imported: uploaded through /api/files, placed as pictures, and a picture scaled up past 150 dpi is flagged', async ({
  page,
}) => {
  const { pid } = await startFromPicker(page);
  const key = `designtool:order:${pid}`;

  // The PNG through the tool button's file chooser: 900 × 900 px, placed at 300 dpi (76.2 mm).
  const chooser = page.waitForEvent('filechooser');
  await tool(page, '画像の読み込み').click();
  const pngUpload = nextUpload(page);
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: flatPng(900, 900, [20, 120, 220]) });
  const pngAnswer = await pngUpload;
  expect(pngAnswer.status()).toBe(201);
  const png = ((await pngAnswer.json()) as { data: FileWire }).data;
  expect({ kind: png.kind, name: png.name, width: png.width, height: png.height }).toEqual({
    kind: 'png',
    name: 'logo.png',
    width: 900,
    height: 900,
  });
  await expect(shapesOnCanvas(page, 'image')).toHaveCount(1);
  await expect(shapesOnCanvas(page, 'image').locator('image')).toHaveAttribute('href', `/api/files/${png.uuid}/preview`);
  await expect(undoButton(page, '画像の読み込み')).toBeEnabled();
  await expect(page.getByTestId('arrange-w')).toHaveValue('76.2');
  const checks = page.getByTestId('print-checks');
  await expect(checks).toContainText('印刷上の問題は見つかっていません。');
  // The picture the canvas shows is the server's rendition of the upload.
  const preview = await page.request.get(`/api/files/${png.uuid}/preview`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toMatch(/^image\//);
  let [pngShape] = await savedShapes(page, key, (shapes) => shapes.length === 1, 'the PNG');
  expect(pngShape).toMatchObject({ type: 'image', fileUuid: png.uuid });

  // Enlarged with the bottom-right handle past 152.4 mm (150 dpi): the check warns with the dpi it prints at.
  const se = await handleCentre(page, 'se');
  const area = await printArea(page);
  await dragScreen(page, se, { x: se.x + 95 * area.pxPerMm, y: se.y + 95 * area.pxPerMm }, { steps: 10 });
  await expect(undoButton(page, '拡大・縮小')).toBeEnabled();
  const low = checks.locator('[data-issue="low-resolution"]');
  await expect(low).toHaveCount(1);
  await expect(low).toContainText(/（1[0-4]\ddpi、150dpi以上を推奨）/);
  [pngShape] = await savedShapes(page, key, (shapes) => (shapes[0]?.w ?? 0) > 152.4, 'the PNG enlarged past 150 dpi');
  // Its aspect ratio is kept.
  expect(Math.abs(pngShape!.w - pngShape!.h)).toBeLessThan(0.01);
  // Undone, the warning goes; a width typed in makes it come back, at the dpi of that width.
  await page.keyboard.press('Control+z');
  await expect(low).toHaveCount(0);
  await expect(page.getByTestId('arrange-w')).toHaveValue('76.2');
  await page.getByTestId('arrange-w').fill('170');
  await page.getByTestId('arrange-w').press('Enter');
  await expect(low).toContainText('画像「logo.png」の解像度が低いため粗く印刷されます（134dpi、150dpi以上を推奨）。');
  await expect(page.getByTestId('arrange-h')).toHaveValue('170');

  // The HEIC photo through the file input: converted in the browser, the server gets a JPEG.
  const heicUpload = nextUpload(page);
  await page.getByTestId('image-file-input').setInputFiles(HEIC_PHOTO);
  const heicAnswer = await heicUpload;
  expect(heicAnswer.status()).toBe(201);
  const photo = ((await heicAnswer.json()) as { data: FileWire }).data;
  expect({ kind: photo.kind, name: photo.name, width: photo.width, height: photo.height }).toEqual({
    kind: 'jpeg',
    name: 'photo.jpg',
    width: 600,
    height: 800,
  });
  await expect(shapesOnCanvas(page, 'image')).toHaveCount(2);
  await expect(shapesOnCanvas(page, 'image').nth(1).locator('image')).toHaveAttribute('href', `/api/files/${photo.uuid}/preview`);
  const shapes = await savedShapes(page, key, (list) => list.length === 2, 'the PNG and the photo');
  expect(shapes[1]).toMatchObject({ type: 'image', fileUuid: photo.uuid });
  // 600 px over 50.8 mm: 300 dpi, no second warning.
  expect(shapes[1]!.w).toBeCloseTo(50.8, 1);
  await expect(low).toHaveCount(1);

  // Both files are the shopper's on the server.
  for (const uuid of [png.uuid, photo.uuid]) {
    const stored = await page.request.get(`/api/files/${uuid}`, { headers: { Accept: 'application/json' } });
    expect(stored.status(), uuid).toBe(200);
  }
});

test('two shapes are rotated (typed and with the handle, Shift snapping to 15°), flipped, aligned and grouped, each undone and redone', async ({
  page,
}) => {
  const { pid } = await startFromPicker(page);
  const key = `designtool:order:${pid}`;
  // Snapping off, so the shapes are where they are drawn.
  await page.getByRole('button', { name: '表示', exact: true }).click();
  await page.getByRole('button', { name: '✓ スナップ' }).click();
  await tool(page, '四角形').click();
  await dragMm(page, { x: 30, y: 40 }, { x: 90, y: 80 });
  await tool(page, '楕円').click();
  await dragMm(page, { x: 120, y: 120 }, { x: 170, y: 200 });
  let [rect, ellipse] = await savedShapes(page, key, (shapes) => shapes.length === 2, 'a rectangle and an ellipse');
  expect(rect!.rotation).toBe(0);
  const rectOnCanvas = shapesOnCanvas(page, 'rect');
  const ellipseOnCanvas = shapesOnCanvas(page, 'ellipse');

  // Rotation typed in: 30°, about the shape's centre.
  await clickMm(page, { x: 60, y: 60 });
  await expect(page.getByTestId('arrange-rotation')).toHaveValue('0');
  await page.getByTestId('arrange-rotation').fill('30');
  await page.getByTestId('arrange-rotation').press('Enter');
  await expect(rectOnCanvas).toHaveAttribute('transform', /^matrix\(0\.866\d* 0\.5\d* -0\.5\d* 0\.866/);
  [rect] = await savedShapes(page, key, (shapes) => shapes[0]?.rotation === 30, 'the rectangle at 30°');
  expect(rect!.x + rect!.w / 2).toBeCloseTo(60, 0);
  expect(rect!.y + rect!.h / 2).toBeCloseTo(60, 0);
  await undoButton(page, '回転').click();
  await expect(rectOnCanvas).toHaveAttribute('transform', /^matrix\(1 0 0 1 /);
  await redoButton(page, '回転').click();
  await expect(page.getByTestId('arrange-rotation')).toHaveValue('30');

  // The rotate handle, turned about 50° further with Shift held: the angle lands on a multiple of 15°.
  const handle = await handleCentre(page, 'rotate');
  const centre = await screenPoint(page, { x: 60, y: 60 });
  const radius = Math.hypot(handle.x - centre.x, handle.y - centre.y);
  const start = Math.atan2(handle.y - centre.y, handle.x - centre.x);
  const turned = start + (50 * Math.PI) / 180;
  await dragScreen(
    page,
    handle,
    { x: centre.x + radius * Math.cos(turned), y: centre.y + radius * Math.sin(turned) },
    { shift: true, steps: 12 },
  );
  await expect(undoButton(page, '回転')).toBeEnabled();
  [rect] = await savedShapes(page, key, (shapes) => shapes[0]?.rotation !== 30, 'the rectangle turned by its handle');
  expect(rect!.rotation % 15).toBe(0);
  expect(rect!.rotation).toBeGreaterThanOrEqual(75);
  expect(rect!.rotation).toBeLessThanOrEqual(90);
  await expect(page.getByTestId('arrange-rotation')).toHaveValue(String(rect!.rotation));

  // Flip: 左右反転 mirrors it (and so its angle), in place; undo gives it back.
  const before = rect!;
  await page.getByRole('button', { name: '左右反転' }).click();
  [rect] = await savedShapes(page, key, (shapes) => shapes[0]?.flipX === true, 'the rectangle flipped');
  expect((rect!.rotation + before.rotation) % 360).toBe(0);
  expect(rect!.x).toBeCloseTo(before.x, 6);
  // Drawn mirrored: the canvas's transform of it turns the plane over (negative determinant).
  await expect.poll(() => determinant(rectOnCanvas)).toBeLessThan(0);
  await undoButton(page, '左右反転').click();
  await savedShapes(page, key, (shapes) => shapes[0]?.flipX === false, 'the flip undone');
  await expect.poll(() => determinant(rectOnCanvas)).toBeGreaterThan(0);
  await redoButton(page, '左右反転').click();
  await savedShapes(page, key, (shapes) => shapes[0]?.flipX === true, 'the flip redone');

  // Both selected (Ctrl+A), aligned to their common top.
  await canvas(page).focus();
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: '上揃え' }).click();
  await expect(undoButton(page, '整列')).toBeEnabled();
  const tops = async () => [(await rectOnCanvas.boundingBox())!.y, (await ellipseOnCanvas.boundingBox())!.y];
  await expect.poll(async () => Math.abs((await tops())[0]! - (await tops())[1]!)).toBeLessThan(1.5);
  await undoButton(page, '整列').click();
  await expect.poll(async () => Math.abs((await tops())[0]! - (await tops())[1]!)).toBeGreaterThan(50);
  await redoButton(page, '整列').click();
  await expect.poll(async () => Math.abs((await tops())[0]! - (await tops())[1]!)).toBeLessThan(1.5);

  // Grouped: one group holding both, rotated by 90° as one; undone step by step.
  [rect, ellipse] = await savedShapes(page, key, (shapes) => shapes.length === 2, 'the two shapes aligned');
  await page.getByRole('button', { name: 'グループ化' }).click();
  await expect(shapesOnCanvas(page)).toHaveCount(1);
  await expect(shapesOnCanvas(page, 'group').locator('g[data-shape-type]')).toHaveCount(2);
  const [group] = await savedShapes(page, key, (shapes) => shapes.length === 1 && shapes[0]?.type === 'group', 'one group');
  expect(group!.children!.map((child) => child.id)).toEqual([rect!.id, ellipse!.id]);
  await page.getByRole('button', { name: '右に90°回転' }).click();
  const [rotated] = await savedShapes(page, key, (shapes) => shapes[0]?.children?.[1]?.rotation === 90, 'the group turned by 90°');
  expect(rotated!.children![0]!.rotation).toBe((rect!.rotation + 90) % 360);
  await undoButton(page, '回転').click();
  await undoButton(page, 'グループ化').click();
  await expect(shapesOnCanvas(page)).toHaveCount(2);
  await expect(shapesOnCanvas(page, 'group')).toHaveCount(0);
  await redoButton(page, 'グループ化').click();
  await expect(shapesOnCanvas(page, 'group')).toHaveCount(1);
  await page.getByRole('button', { name: 'グループ解除' }).click();
  await expect(shapesOnCanvas(page)).toHaveCount(2);
  const ungrouped = await savedShapes(page, key, (shapes) => shapes.length === 2, 'the group undone');
  expect(ungrouped.map((shape) => shape.id)).toEqual([rect!.id, ellipse!.id]);
});

test('with the keyboard alone, shapes are walked with Tab, moved 1 mm and 10 mm with the arrows, deleted and brought back', async ({
  page,
}) => {
  const { pid } = await startFromPicker(page);
  const key = `designtool:order:${pid}`;
  // Two shapes to work on, drawn first.
  await tool(page, '四角形').click();
  await dragMm(page, { x: 30, y: 40 }, { x: 90, y: 80 });
  await tool(page, '楕円').click();
  await dragMm(page, { x: 120, y: 120 }, { x: 170, y: 200 });
  const [rect, ellipse] = await savedShapes(page, key, (shapes) => shapes.length === 2, 'two shapes');

  // From here on, keys only.
  await canvas(page).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selection-frame')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(canvas(page)).toBeFocused();
  await expect(page.getByTestId('arrange-x')).toHaveValue(String(Number(rect!.x.toFixed(1))));
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('arrange-x')).toHaveValue(String(Number(ellipse!.x.toFixed(1))));
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('arrange-x')).toHaveValue(String(Number(rect!.x.toFixed(1))));

  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('arrange-x')).toHaveValue(String(Number((rect!.x + 1).toFixed(1))));
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByTestId('arrange-y')).toHaveValue(String(Number((rect!.y + 10).toFixed(1))));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('arrange-x')).toHaveValue(String(Number((rect!.x - 1).toFixed(1))));
  await expect(undoButton(page, '移動')).toBeEnabled();
  let [moved] = await savedShapes(page, key, (shapes) => Math.abs((shapes[0]?.x ?? 0) - (rect!.x - 1)) < 1e-6, 'the rectangle moved');
  expect(moved!.y).toBeCloseTo(rect!.y + 10, 6);

  // Delete, then Ctrl+Z brings it back where it was.
  await page.keyboard.press('Delete');
  await expect(shapesOnCanvas(page, 'rect')).toHaveCount(0);
  await expect(shapesOnCanvas(page, 'ellipse')).toHaveCount(1);
  await savedShapes(page, key, (shapes) => shapes.length === 1 && shapes[0]?.type === 'ellipse', 'the rectangle deleted');
  await page.keyboard.press('Control+z');
  await expect(shapesOnCanvas(page, 'rect')).toHaveCount(1);
  [moved] = await savedShapes(page, key, (shapes) => shapes.length === 2, 'the rectangle back');
  expect(moved!.x).toBeCloseTo(rect!.x - 1, 6);

  // A tool by its letter, and Escape back to selecting.
  await canvas(page).focus();
  await page.keyboard.press('e');
  await expect(canvas(page)).toHaveAttribute('data-tool', 'ellipse');
  await page.keyboard.press('v');
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');
  // Backspace deletes too.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Backspace');
  await expect(shapesOnCanvas(page)).toHaveCount(1);
});

test('from an inkjet print order, a design with a text is finished (「デザインを確定」): the printer gets outlines, the preview shows the artwork and the cart the production with its thumbnail', async ({
  page,
  request,
}) => {
  const product = await inkjetProduct(request);
  const pid = await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, 2);
  const priced = await liveTotal(page);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');

  // The upload step offers the design tool for this order: at desktop width, only the link to the desktop editor shows.
  const offers = page.getByRole('link', { name: 'デザインツールで作る' });
  const desktopOffer = offers.and(page.locator(`[href="/product/${product.code}/print-inkjet-design?pid=${pid}"]`));
  await expect(desktopOffer).toBeVisible();
  // (Soft, so the rest of the journey still runs: a failure here is the phone link showing on a desktop.)
  await expect.soft(offers.filter({ visible: true }), 'only one 「デザインツールで作る」 shows at desktop width').toHaveCount(1);
  await desktopOffer.click();
  await expect(page).toHaveURL(`/product/${product.code}/print-inkjet-design?pid=${pid}`);
  await waitForEditor(page);
  await expect(canvas(page)).toHaveAccessibleName('デザインキャンバス（前面 A4、210 × 297 mm）');
  await expect(page.getByTestId('garment-picture')).toBeVisible();

  await tool(page, 'テキスト').click();
  await clickMm(page, { x: 30, y: 40 });
  await page.keyboard.type('TEAM 2026');
  await page.keyboard.press('Escape');
  await tool(page, '楕円').click();
  await dragMm(page, { x: 40, y: 90 }, { x: 170, y: 200 });
  await expect(shapesOnCanvas(page)).toHaveCount(2);

  const uploads: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/files') && response.request().method() === 'POST') uploads.push(response.status());
  });
  await page.getByRole('button', { name: 'デザインを確定' }).click();
  await expect(page).toHaveURL(`/product/${product.code}/print-inkjet-preview?pid=${pid}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');

  // The stored print order carries the two files of the front: the printer's SVG and the PNG preview.
  const order = await storedPrintOrder(page, pid);
  expect(order?.prints).toHaveLength(1);
  const { svgFileUuid, fileUuid } = order!.prints[0]!;
  expect(svgFileUuid).toBeTruthy();
  expect(fileUuid).toBeTruthy();
  expect(uploads).toEqual([201, 201]);
  for (const [uuid, kind] of [
    [svgFileUuid, 'svg'],
    [fileUuid, 'png'],
  ] as const) {
    const stored = await page.request.get(`/api/files/${uuid}`, { headers: { Accept: 'application/json' } });
    expect(stored.status(), `${kind} file`).toBe(200);
    expect(((await stored.json()) as { data: FileWire }).data.kind).toBe(kind);
  }
  // The printer needs no fonts: every text is outlines.
  const svg = await page.request.get(`/api/files/${svgFileUuid}/original`);
  expect(svg.status()).toBe(200);
  const printerSvg = await svg.text();
  expect(printerSvg).toContain('<svg');
  expect(printerSvg).not.toContain('<text');
  expect(printerSvg).toContain('<path');
  expect(printerSvg).not.toContain('TEAM 2026');

  // The preview draws the design's PNG in the front's print area.
  const artwork = main(page).locator('[data-part="artwork"]');
  await expect(artwork.first()).toBeAttached();
  expect(await artwork.first().getAttribute('href')).toContain(fileUuid);
  const rendition = await page.request.get((await artwork.first().getAttribute('href'))!);
  expect(rendition.status()).toBe(200);
  expect(rendition.headers()['content-type']).toMatch(/^image\//);
  expect(await liveTotal(page)).toBe(priced);

  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('status').filter({ hasText: 'プリント注文をカートに追加しました。' })).toBeVisible();
  const thumbnail = main(page).getByRole('img', { name: '前面 A4のプリントデータ' });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', `/api/files/${fileUuid}/thumbnail`);
  await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(yenValue(await page.getByRole('status', { name: '合計（税込）', exact: true }).textContent())).toBe(priced);
});

test('a guest saves a design to the account: sent to log in, back on the same design, saved, then opened from 「保存したデザイン」 on another device', async ({
  browser,
  page,
}) => {
  // Two browsers, a registration, a login and two design-tool loads: near 30 s on a loaded machine.
  test.setTimeout(90_000);
  // The customer registers elsewhere; here they are a guest.
  const customer = newCustomer('designtool-save');
  const elsewhere = await browser.newContext();
  await register(await elsewhere.newPage(), customer);
  await elsewhere.close();

  const { pid } = await startFromPicker(page);
  const designPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await tool(page, '四角形').click();
  await dragMm(page, { x: 30, y: 40 }, { x: 110, y: 100 });
  await tool(page, 'テキスト').click();
  await clickMm(page, { x: 30, y: 150 });
  await page.keyboard.type('SAVED');
  await page.keyboard.press('Escape');
  await savedShapes(page, `designtool:order:${pid}`, (shapes) => shapes.length === 2, 'the guest design');

  // 「アカウントに保存」 asks a guest to log in first, and the login comes back here.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('ログインが必要です');
    void dialog.accept();
  });
  await fileMenu(page, 'アカウントに保存');
  await expect(page).toHaveURL(`/login?return_to=${encodeURIComponent(designPath)}`);
  await submitLogin(page, customer);
  await expect(page).toHaveURL(designPath);
  await waitForEditor(page);
  // The design came back from the browser.
  expect(await shapeCounts(page)).toEqual({ rect: 1, text: 1 });
  await expect(shapesOnCanvas(page, 'text')).toHaveText('SAVED');

  await fileMenu(page, 'アカウントに保存');
  await expect(page.getByTestId('print-checks').getByRole('alert')).toHaveText(
    'アカウントに保存しました。マイページやほかのご注文から開けます。',
  );
  const list = await page.request.get('/api/designs', { headers: { Accept: 'application/json' } });
  expect(list.status()).toBe(200);
  const designs = ((await list.json()) as { data: { id: string; name: string }[] }).data;
  expect(designs).toHaveLength(1);
  const saved = await page.request.get(`/api/designs/${designs[0]!.id}`, { headers: { Accept: 'application/json' } });
  const document = ((await saved.json()) as { data: { document: SavedDesign['document'] } }).data.document;
  expect(document.pages[0]!.shapes.map((shape) => shape.type)).toEqual(['rect', 'text']);

  // Another browser: the customer logs in, starts a new design and opens the saved one onto it.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await submitLogin(phone, customer);
  await expect(phone).toHaveURL('/myaccount');
  await startFromPicker(phone);
  await expect(shapesOnCanvas(phone)).toHaveCount(0);
  await fileMenu(phone, '保存したデザインを開く');
  const dialog = phone.getByRole('dialog', { name: '保存したデザイン' });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('list', { name: '保存したデザインの一覧' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(designs[0]!.name);
  await rows
    .first()
    .getByRole('button', { name: `${designs[0]!.name}を開く` })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(phone.getByTestId('print-checks').getByRole('alert')).toHaveText(`「${designs[0]!.name}」を開きました。`);
  expect(await shapeCounts(phone)).toEqual({ rect: 1, text: 1 });
  await expect(shapesOnCanvas(phone, 'text')).toHaveText('SAVED');
  await other.close();
});
