import { deflateSync } from 'node:zlib';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test, waitForHydration, yenValue } from './support/test.ts';

/** A plain red PNG of `width` × `height` px (240 dpi on an A4 area at 2000 × 2800). */
function redPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([200, 30, 30]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

interface ProductList {
  data: { code: string; print_methods: { slug: string }[] }[];
}

test('a guest on a phone prints on a product: method, placement and quantity, print data, preview, then the cart at the same price', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const list = (await (await request.get('/api/products?response_group=shop&per_page=40')).json()) as ProductList;
  const product = list.data.find((p) => p.print_methods.some((m) => m.slug === 'inkjet'));
  expect(product).toBeDefined();
  await page.goto(`/product/${product!.code}`);
  await waitForHydration(page);

  await page.getByRole('link', { name: 'この商品にプリントする' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント方法を選ぶ');
  const choose = page.getByRole('button', { name: 'インクジェットで注文する', exact: true });
  await expect(choose).toBeEnabled();
  await expectNoSeriousViolations(page, 'the print method page');
  await choose.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント位置・カラー・数量を選ぶ');
  await expect(page).toHaveURL(/\/print-inkjet\?pid=/);
  await page.getByRole('checkbox').first().check();
  await page.locator('input[type=number]:not([disabled])').first().fill('3');
  const total = page.getByText(/^合計 /);
  await expect(total).toContainText('（税込）');
  const priced = yenValue(await total.textContent());
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'the inkjet placement and quantity step');

  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリントデータを入稿する');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: redPng(2000, 2800) });
  // Back to the first step and forth again: what was entered is kept.
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: '前へ（位置・カラー・数量）' }).click();
  await expect(page.locator('input[type=number]:not([disabled])').first()).toHaveValue('3');
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await page.getByRole('link', { name: '次へ（仕上がり確認）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕上がりと料金を確認する');
  expect(yenValue(await page.getByText(/^合計 /).textContent())).toBe(priced);
  await expectNoSeriousViolations(page, 'the inkjet preview step');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('status').filter({ hasText: 'プリント注文をカートに追加しました。' })).toBeVisible();
  const cartTotal = page.getByRole('status', { name: '合計（税込）', exact: true });
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(priced);
});

interface ShopProductList {
  data: { code: string; colors: unknown[]; print_methods: { slug: string }[] }[];
}

test('a guest orders silk-screen on two garment colours with a different ink per colour: the colour change is charged and the cart agrees', async ({ page, request }) => {
  const list = (await (await request.get('/api/products?response_group=shop&per_page=40')).json()) as ShopProductList;
  const product = list.data.find((p) => p.print_methods.some((m) => m.slug === 'silkscreen') && p.colors.length > 1);
  expect(product).toBeDefined();
  await page.goto(`/product/${product!.code}/print`);
  await waitForHydration(page);
  const choose = page.getByRole('button', { name: 'シルクスクリーンで注文する' });
  await expect(choose).toBeEnabled();
  await choose.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント位置・カラー・数量を選ぶ');
  await page.getByRole('checkbox').first().check();
  const colours = page.locator('fieldset:has(input[type=number])');
  await colours.nth(0).locator('input[type=number]:not([disabled])').first().fill('6');
  await colours.nth(1).locator('input[type=number]:not([disabled])').first().fill('6');
  await page.getByRole('link', { name: '次へ（インク色）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('インク色を選ぶ');
  await page.locator('fieldset input[type=checkbox]').nth(0).check();
  await expectNoSeriousViolations(page, 'the silk-screen ink step');
  await page.getByRole('link', { name: '次へ（配色）' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('配色を選ぶ');
  const before = yenValue(await page.getByText(/^合計 /).textContent());
  await page.getByRole('radio', { name: 'ボディカラーごとにインク色を変える' }).check();
  const breakdown = page.getByLabel('料金の内訳');
  await expect(breakdown).toContainText('色替え代');
  const priced = yenValue(await page.getByText(/^合計 /).textContent());
  expect(priced).toBeGreaterThan(before);
  await expectNoSeriousViolations(page, 'the silk-screen colour scheme step');
  await page.getByRole('link', { name: '次へ（データ入稿）' }).click();

  await page.locator('input[type=file]').first().setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: redPng(2000, 2800) });
  await page.getByRole('link', { name: '次へ（確認）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文内容を確認する');
  await expectNoSeriousViolations(page, 'the silk-screen confirmation');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  const cartTotal = page.getByRole('status', { name: '合計（税込）', exact: true });
  await expect(cartTotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await cartTotal.textContent())).toBe(priced);
});
