/** Helpers of the print-order journeys: test images, a product that fits, and the method page. */
import type { APIRequestContext, Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { expect, waitForHydration } from './test.ts';

/**
 * A plain one-colour PNG of `width` × `height` px, written without any image library (a flat image
 * deflates to a few KB, so even an A3 image at 200 dpi is made in the test, never checked in).
 */
export function flatPng(width: number, height: number, rgb: readonly [number, number, number] = [200, 30, 30]): Buffer {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A product of the shop list (`response_group=shop`). */
export interface ListedProduct {
  code: string;
  name: string;
  colors: { id: number; name: string; is_dark: boolean }[];
  print_methods: { slug: string; name: string }[];
}

/** The first listed product that `fits`. */
export async function findProduct(request: APIRequestContext, fits: (product: ListedProduct) => boolean): Promise<ListedProduct> {
  const response = await request.get('/api/products?response_group=shop&per_page=40');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as { data: ListedProduct[] }).data.find(fits);
  if (!product) throw new Error('no listed product fits this journey');
  return product;
}

/** Whether a listed product offers the print method `slug`. */
export function offers(product: ListedProduct, slug: string): boolean {
  return product.print_methods.some((method) => method.slug === slug);
}

/**
 * Opens the product's print method page and starts an order with `methodName` (e.g. インクジェット):
 * the first step's page with its `?pid=`, which is returned.
 */
export async function startPrintOrder(page: Page, code: string, methodName: string): Promise<string> {
  await page.goto(`/product/${code}/print`);
  await waitForHydration(page);
  const choose = page.getByRole('button', { name: `${methodName}で注文する`, exact: true });
  await expect(choose).toBeEnabled();
  await choose.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント位置・カラー・数量を選ぶ');
  await expect(page).toHaveURL(/[?&]pid=/);
  const pid = new URL(page.url()).searchParams.get('pid');
  if (!pid) throw new Error(`no pid in ${page.url()}`);
  return pid;
}

/**
 * A silk-screen print order of `code` up to its upload step: the first placement, `quantity` pieces
 * of the first colour's first size, the first `inks` ink colours, the plates kept when asked; past
 * the colour-scheme step when the order has one. Answers the names of the inks chosen.
 */
export async function silkScreenToUpload(
  page: Page,
  code: string,
  { quantity, inks = 1, keepPlates = false }: { quantity: number; inks?: number; keepPlates?: boolean },
): Promise<string[]> {
  await startPrintOrder(page, code, 'シルクスクリーン');
  await page.getByRole('checkbox').first().check();
  if (keepPlates) await page.getByRole('checkbox', { name: '版を保管する（リピート注文用）' }).check();
  await page
    .locator('fieldset:has(input[type=number])')
    .nth(0)
    .locator('input[type=number]:not([disabled])')
    .first()
    .fill(String(quantity));
  await page.getByRole('link', { name: '次へ（インク色）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('インク色を選ぶ');
  const names: string[] = [];
  for (let i = 0; i < inks; i++) {
    const ink = page.locator('fieldset input[type=checkbox]').nth(i);
    await ink.check();
    names.push((await ink.evaluate((input) => input.closest('label')?.textContent ?? '')).trim());
  }
  await page.getByRole('link', { name: /^次へ/ }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(配色を選ぶ|プリントデータを入稿する)$/);
  if ((await heading.textContent()) === '配色を選ぶ') await page.getByRole('link', { name: '次へ（データ入稿）' }).click();
  await expect(heading).toHaveText('プリントデータを入稿する');
  return names;
}

/** Ticks the placement whose name starts with `name` (e.g. 前面 A4) on the first step. */
export async function choosePlacement(page: Page, name: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  await box.check();
  await expect(box).toBeChecked();
}

/** Types `quantity` into the first size in stock of the garment colour `colour` (any colour if omitted). */
export async function fillQuantity(page: Page, quantity: number, colour?: string): Promise<void> {
  const scope = colour
    ? page.getByRole('group', { name: colour, exact: true })
    : page.getByRole('region', { name: 'カラー・サイズ・数量' });
  await scope.locator('input[type=number]:not([disabled])').first().fill(String(quantity));
}

/** The live total of the price panel, yen (tax included). */
export async function liveTotal(page: Page): Promise<number> {
  const total = page.getByText(/^合計 /);
  await expect(total).toContainText('（税込）');
  const text = (await total.textContent()) ?? '';
  const price = /[￥¥]([\d,]+)/.exec(text)?.[1];
  if (price === undefined) throw new Error(`no price in: ${text}`);
  return Number(price.replaceAll(',', ''));
}

/** The file input of a placement's upload widget (named 「<placement>のプリントデータ」). */
export function fileInput(page: Page, placement: string) {
  return page.getByLabel(new RegExp(`^${placement}.*のプリントデータ$`));
}

/** The server's answer to the next upload (`POST /api/files`). */
export function nextUpload(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/files') && response.request().method() === 'POST');
}

/** The wire form of an uploaded file (`GET /api/files/:uuid`). */
export interface FileWire {
  uuid: string;
  kind: string;
  name: string;
  width: number | null;
  height: number | null;
  needs_check: boolean;
  thumbnail_url: string | null;
}
