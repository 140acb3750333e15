/**
 * Helpers of the design tool's journeys (issue #12): opening the editor from its product picker or
 * a print order, pointing at the canvas in the print area's millimetres, reading the shapes the
 * canvas draws (`data-shape-type` on each shape's `<g>`) and the document the app keeps (its
 * autosave in localStorage, the stored print orders).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** The canvas (a focusable `role=application`). */
export function canvas(page: Page): Locator {
  return page.getByTestId('design-canvas');
}

/** The canvas's SVG. */
export function canvasSvg(page: Page): Locator {
  return page.getByTestId('design-canvas-svg');
}

/** The shapes of the current page, outermost only (a group's children are inside its `<g>`). */
export function shapesOnCanvas(page: Page, type?: string): Locator {
  const selector = type ? `[data-page-content] > g[data-shape-type="${type}"]` : '[data-page-content] > g[data-shape-type]';
  return canvasSvg(page).locator(selector);
}

/** The number of shapes of each type on the current page (group children counted under their own type). */
export async function shapeCounts(page: Page): Promise<Record<string, number>> {
  return canvasSvg(page).evaluate((svg) => {
    const counts: Record<string, number> = {};
    for (const g of svg.querySelectorAll('[data-page-content] g[data-shape-type]')) {
      const type = (g as SVGGElement).dataset['shapeType'] ?? '?';
      counts[type] = (counts[type] ?? 0) + 1;
    }
    return counts;
  });
}

/** A tool button of the toolbar by its Japanese name (選択, 四角形, 楕円, 直線, 矢印, 鉛筆, テキスト…). */
export function tool(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name: 'ツール' }).getByRole('button', { name, exact: true });
}

/** The undo and redo buttons (their names carry the command: 「元に戻す：四角形を追加」). */
export function undoButton(page: Page, label?: string): Locator {
  return label ? page.getByRole('button', { name: `元に戻す：${label}`, exact: true }) : page.getByRole('button', { name: /^元に戻す/ });
}
export function redoButton(page: Page, label?: string): Locator {
  return label ? page.getByRole('button', { name: `やり直し：${label}`, exact: true }) : page.getByRole('button', { name: /^やり直し/ });
}

/** Where the print area is on screen and how many screen px one mm is. */
export async function printArea(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number; widthMm: number; heightMm: number; pxPerMm: number }> {
  const area = page.getByTestId('print-area');
  await expect(area).toBeVisible();
  const box = await area.boundingBox();
  if (!box) throw new Error('the print area has no box');
  const widthMm = Number(await area.getAttribute('width'));
  const heightMm = Number(await area.getAttribute('height'));
  return { ...box, widthMm, heightMm, pxPerMm: box.width / widthMm };
}

/** The screen point of a point of the print area in mm (from its top-left corner). */
export async function screenPoint(page: Page, mm: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const area = await printArea(page);
  return { x: area.x + mm.x * area.pxPerMm, y: area.y + mm.y * area.pxPerMm };
}

/** Drags the mouse over the canvas from one point to another (in print-area mm), in small steps. */
export async function dragMm(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  options: { steps?: number; shift?: boolean } = {},
): Promise<void> {
  const a = await screenPoint(page, from);
  const b = await screenPoint(page, to);
  await dragScreen(page, a, b, options);
}

/** Drags the mouse between two screen points (Shift held throughout when asked). */
export async function dragScreen(
  page: Page,
  a: { x: number; y: number },
  b: { x: number; y: number },
  options: { steps?: number; shift?: boolean } = {},
): Promise<void> {
  await page.mouse.move(a.x, a.y);
  if (options.shift) await page.keyboard.down('Shift');
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: options.steps ?? 8 });
  await page.mouse.up();
  if (options.shift) await page.keyboard.up('Shift');
}

/** Clicks a point of the print area (mm). */
export async function clickMm(page: Page, at: { x: number; y: number }): Promise<void> {
  const point = await screenPoint(page, at);
  await page.mouse.click(point.x, point.y);
}

/** The pencil: a zigzag through a few points (mm). */
export async function scribbleMm(page: Page, points: readonly { x: number; y: number }[]): Promise<void> {
  const screen = await Promise.all(points.map((p) => screenPoint(page, p)));
  const [first, ...rest] = screen;
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 6 });
  await page.mouse.up();
}

/** Waits until the editor shows a canvas with its print area, and the select tool is idle. */
export async function waitForEditor(page: Page): Promise<void> {
  await expect(canvas(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('print-area')).toBeVisible();
  await expect(canvas(page)).toHaveAttribute('data-tool-state', 'select.idle');
}

/**
 * `/designtool`: the product picker; picks the first listed item (or the one named `productName`),
 * inkjet when offered, its first colour and the given placements (the picker's default, the first,
 * when none are named); the editor opens on the order's design route. Returns the order's pid and
 * the product code.
 */
export async function startFromPicker(
  page: Page,
  options: { productName?: string; placements?: readonly string[] } = {},
): Promise<{ pid: string; code: string }> {
  await page.goto('/designtool');
  const list = page.getByRole('list', { name: 'デザインできるアイテム' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  const item = options.productName
    ? list.getByRole('button', { name: new RegExp(`^${escapeRegExp(options.productName)}`) })
    : list.getByRole('button').first();
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  const form = page.getByRole('form', { name: /のデザイン設定$/ });
  await expect(form).toBeVisible();
  const methods = form.getByRole('group', { name: 'プリント方法' });
  const inkjet = methods.getByRole('radio', { name: 'インクジェット', exact: true });
  if ((await inkjet.count()) > 0) await inkjet.check();
  const colours = form.getByRole('group', { name: 'ボディカラー' }).getByRole('radio');
  await colours.first().check();
  if (options.placements) {
    const boxes = form.getByRole('group', { name: /^プリント位置/ }).getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).uncheck();
    for (const name of options.placements) await form.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}`) }).check();
  }
  await form.getByRole('button', { name: 'このアイテムでデザインを始める' }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/print-inkjet-design(-mobile)?\?pid=/);
  await waitForEditor(page);
  const url = new URL(page.url());
  const pid = url.searchParams.get('pid');
  const code = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  if (!pid || !code) throw new Error(`no pid or code in ${page.url()}`);
  return { pid, code };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A shape of the autosaved document (what the journeys read of it). */
export interface SavedShape {
  id: string;
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  flipX: boolean;
  flipY: boolean;
  text?: string;
  writingMode?: string;
  fileUuid?: string;
  children?: SavedShape[];
}

/** The autosaved design of a print order (`designtool:order:<pid>`), or null while none is written. */
export interface SavedDesign {
  document: { pages: { id: string; name: string; width: number; height: number; shapes: SavedShape[] }[] };
  history: { undo: { label: string }[]; redo: { label: string }[] };
  savedAt: number;
}

export async function readAutosave(page: Page, key: string): Promise<SavedDesign | null> {
  return page.evaluate((slot) => {
    const raw = window.localStorage.getItem(slot);
    return raw ? (JSON.parse(raw) as SavedDesign) : null;
  }, key);
}

/** The shapes of the first page of the autosave under `key`, once the autosave has them (polls). */
export async function savedShapes(
  page: Page,
  key: string,
  expected: (shapes: SavedShape[]) => boolean,
  message: string,
): Promise<SavedShape[]> {
  let shapes: SavedShape[] = [];
  await expect
    .poll(
      async () => {
        shapes = (await readAutosave(page, key))?.document.pages[0]?.shapes ?? [];
        return expected(shapes);
      },
      { message: `the autosave (${key}): ${message}`, intervals: [100] },
    )
    .toBe(true);
  return shapes;
}

/** The localStorage key of the stored print orders (@shop/web-state PRINT_ORDERS_KEY). */
export const PRINT_ORDERS_KEY = 'shop.printOrders';

/** A stored print order as the journeys read it. */
export interface StoredOrder {
  id: string;
  product: { code: string };
  prints: { printSpecId: number; fileUuid: string | null; svgFileUuid: string | null }[];
}

export async function storedPrintOrder(page: Page, pid: string): Promise<StoredOrder | undefined> {
  return page.evaluate(
    ({ key, id }) => {
      const raw = window.localStorage.getItem(key);
      const orders = raw ? (JSON.parse(raw) as StoredOrder[] | { orders?: StoredOrder[] }) : [];
      const list = Array.isArray(orders) ? orders : (orders.orders ?? []);
      return list.find((order) => order.id === id);
    },
    { key: PRINT_ORDERS_KEY, id: pid },
  );
}

/** The value of an arrange field (arrange-x, arrange-w, arrange-rotation…) as a number. */
export async function fieldNumber(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).inputValue());
}

/** The centre of a selection handle (`data-handle`: nw n ne e se s sw w rotate start end) on screen. */
export async function handleCentre(page: Page, handle: string): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('selection-frame').locator(`[data-handle="${handle}"]`).boundingBox();
  if (!box) throw new Error(`no ${handle} handle`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Chooses an entry of the top bar's file menu (ファイル). */
export async function fileMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'ファイル', exact: true }).click();
  await page.getByRole('button', { name: entry, exact: true }).click();
}
