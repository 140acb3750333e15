/**
 * The print-data upload widget in the browser (spec §5): a HEIC photo converted to JPEG before it
 * is sent, the resolution check at A3 with the consent a too-coarse image needs, and an SVG with a
 * script that comes back cleaned.
 */
import { fileURLToPath } from 'node:url';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  choosePlacement,
  fileInput,
  fillQuantity,
  findProduct,
  flatPng,
  nextUpload,
  offers,
  startPrintOrder,
  type FileWire,
} from './support/print.ts';
import { expect, test } from './support/test.ts';

const HEIC_PHOTO = fileURLToPath(new URL('../fixtures/photo.heic', import.meta.url));

test('on a phone, a HEIC photo is converted in the browser (変換中…) and the server receives a JPEG', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await findProduct(request, (p) => offers(p, 'inkjet') && p.colors.some((c) => !c.is_dark));
  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, 1);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');

  // heic2any is loaded only when a HEIC file is picked; holding its chunk back keeps the widget in
  // its converting state long enough to be seen, whatever the machine's speed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/heic2any-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const upload = nextUpload(page);
  await fileInput(page, '前面 A4').setInputFiles(HEIC_PHOTO);
  const widget = page.getByRole('group', { name: /^前面 A4（印刷範囲/ });
  await expect(widget.getByRole('status').filter({ hasText: '変換中…' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the upload widget converting a HEIC photo');
  release();

  const answer = await upload;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataBuffer()?.includes(Buffer.from('filename="photo.jpg"'))).toBe(true);
  const uploaded = ((await answer.json()) as { data: FileWire }).data;
  await expect(widget.getByRole('img', { name: 'photo.jpgのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByText('変換中…')).toHaveCount(0);
  await expect(widget).toContainText('600×800px');

  // What the server stored, asked with this browser's cookies (a file belongs to its session).
  const stored = await page.request.get(`/api/files/${uploaded.uuid}`, { headers: { Accept: 'application/json' } });
  expect(stored.status()).toBe(200);
  const file = ((await stored.json()) as { data: FileWire }).data;
  expect({ kind: file.kind, name: file.name, width: file.width, height: file.height }).toEqual({
    kind: 'jpeg',
    name: 'photo.jpg',
    width: 600,
    height: 800,
  });
  await expectNoSeriousViolations(page, 'the upload widget with the converted photo');
  // 600 × 800 px on A4 is about 68 dpi: the photo is kept once the shopper accepts the coarse print.
  await widget.getByRole('checkbox', { name: '解像度が低いまま注文する' }).check();
  await expect(page.getByRole('link', { name: '次へ（仕上がり確認）' })).toBeVisible();
});

test('at A3, a 200-dpi image prints without a warning, while a 60-dpi one needs 「解像度が低いまま注文する」 before the order goes on', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => offers(p, 'inkjet') && p.colors.some((c) => !c.is_dark));
  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A3');
  await fillQuantity(page, 1);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');
  const widget = page.getByRole('group', { name: /^前面 A3（印刷範囲 297×420mm）/ });
  const consent = widget.getByRole('checkbox', { name: '解像度が低いまま注文する' });
  const next = page.getByRole('link', { name: '次へ（仕上がり確認）' });

  // 2339 × 3307 px on 297 × 420 mm: 200 dpi.
  await fileInput(page, '前面 A3').setInputFiles({ name: 'a3-200dpi.png', mimeType: 'image/png', buffer: flatPng(2339, 3307) });
  await expect(widget.getByRole('img', { name: 'a3-200dpi.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await expect(widget).toContainText('解像度は十分です（約200dpi）。');
  await expect(widget).not.toContainText('印刷が粗くなります');
  await expect(widget).not.toContainText('ぼやける');
  await expect(consent).toHaveCount(0);
  await expect(next).toBeVisible();

  // 702 × 992 px on the same area: 60 dpi, below the 72-dpi line. The file is shown but held back.
  await fileInput(page, '前面 A3').setInputFiles({ name: 'a3-60dpi.png', mimeType: 'image/png', buffer: flatPng(702, 992) });
  await expect(widget.getByRole('img', { name: 'a3-60dpi.pngのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await expect(widget).toContainText('解像度が低いため、印刷が粗くなります（約60dpi）。');
  await expect(consent).not.toBeChecked();
  await expect(next).toHaveCount(0);
  await expect(page.getByRole('button', { name: '次へ（仕上がり確認）' })).toBeDisabled();
  await expect(page.getByText('あと1か所のデータを入稿してください。')).toBeVisible();
  await expectNoSeriousViolations(page, 'the upload widget asking consent for a 60-dpi image');

  await consent.check();
  await expect(consent).toBeChecked();
  await expect(next).toBeVisible();
  // Taking the consent back holds the file back again.
  await consent.uncheck();
  await expect(next).toHaveCount(0);
  await consent.check();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
});

test('an SVG carrying a script is uploaded through the widget, comes back cleaned and never runs its script', async ({ page, request }) => {
  const product = await findProduct(request, (p) => offers(p, 'inkjet') && p.colors.some((c) => !c.is_dark));
  await startPrintOrder(page, product.code, 'インクジェット');
  await choosePlacement(page, '前面 A4');
  await fillQuantity(page, 1);
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');

  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" onload="window.__pwned = \'onload\'">',
    '<script>window.__pwned = "script"</script>',
    '<rect width="800" height="800" fill="#1e88e5"/>',
    '<image href="x" onerror="window.__pwned = \'onerror\'"/>',
    '<a href="javascript:window.__pwned=\'link\'"><circle cx="400" cy="400" r="200" fill="#ffeb3b"/></a>',
    '</svg>',
  ].join('');
  const upload = nextUpload(page);
  await fileInput(page, '前面 A4').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  const answer = await upload;
  expect(answer.status()).toBe(201);
  const uploaded = ((await answer.json()) as { data: FileWire }).data;
  expect(uploaded.kind).toBe('svg');

  const widget = page.getByRole('group', { name: /^前面 A4（印刷範囲/ });
  await expect(widget.getByRole('img', { name: 'logo.svgのサムネイル' })).toBeVisible({ timeout: 20_000 });
  await expect(widget).toContainText('ベクターデータのため、拡大しても画質は落ちません。');

  // The server shows the file back only as raster renditions drawn from the cleaned SVG.
  const meta = await page.request.get(`/api/files/${uploaded.uuid}`, { headers: { Accept: 'application/json' } });
  expect(((await meta.json()) as { data: FileWire }).data).toMatchObject({ kind: 'svg', name: 'logo.svg', width: 800, height: 800 });
  for (const rendition of ['thumbnail', 'preview']) {
    const image = await page.request.get(`/api/files/${uploaded.uuid}/${rendition}`);
    expect(image.status(), rendition).toBe(200);
    expect(image.headers()['content-type'], rendition).toBe('image/webp');
    expect(image.headers()['x-content-type-options'], rendition).toBe('nosniff');
  }

  // The preview step draws the artwork on the garment; nothing of the script ran anywhere.
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  await expect(page.getByRole('img', { name: /プレビュー$/ }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expectNoSeriousViolations(page, 'the preview of an SVG upload');
});
