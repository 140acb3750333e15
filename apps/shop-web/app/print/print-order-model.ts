/**
 * The print-order pages' model: which step routes a method has, the colours a method prints on,
 * a new stored print order for a method, and the edits the pages make to a stored order. Prices are
 * cart-domain's (see print-price.ts); this module only shapes the stored order.
 */
import type { Product } from '@shop/api-contract';
import { yen, type StoredPrintOrder, type StoredPrintOrderColor } from '@shop/cart-domain';
import { newStoredPrint, type PrintOrderInput } from '@shop/web-state';

export type PrintMethodView = Product['printMethods'][number];
export type PrintSpecView = PrintMethodView['printSpecs'][number];
export type ProductColorView = Product['colors'][number];

/** Silk-screen is the method with an ink palette and plates; the others (inkjet, white inkjet) print from image data. */
export function isSilkscreen(method: Pick<PrintMethodView, 'slug'>): boolean {
  return method.slug === 'silkscreen';
}

/** The step pages of a method's flow, in order (route names of spec §2 and their path suffix). */
export function methodSteps(method: Pick<PrintMethodView, 'slug'>): readonly { id: string; path: string; label: string }[] {
  return isSilkscreen(method)
    ? [
        { id: 'product-code-print-screen', path: 'print-screen', label: '位置・カラー・数量' },
        { id: 'product-code-print-screen-color', path: 'print-screen-color', label: 'インク色' },
        { id: 'product-code-print-screen-color-scheme', path: 'print-screen-color-scheme', label: '配色' },
        { id: 'product-code-print-screen-upload', path: 'print-screen-upload', label: 'データ入稿' },
        { id: 'product-code-print-screen-confirm', path: 'print-screen-confirm', label: '確認' },
      ]
    : [
        { id: 'product-code-print-inkjet', path: 'print-inkjet', label: '位置・カラー・数量' },
        { id: 'product-code-print-inkjet-upload', path: 'print-inkjet-upload', label: 'データ入稿' },
        { id: 'product-code-print-inkjet-preview', path: 'print-inkjet-preview', label: '仕上がり確認' },
      ];
}

/** The URL of a step of a stored order: `/product/<code>/<step>?pid=<id>`. */
export function stepHref(code: string, path: string, pid: string): string {
  return `/product/${encodeURIComponent(code)}/${path}?pid=${encodeURIComponent(pid)}`;
}

/** The URL of the first step of a stored order's method. */
export function firstStepHref(code: string, method: Pick<PrintMethodView, 'slug'>, pid: string): string {
  const [first] = methodSteps(method);
  return stepHref(code, first?.path ?? 'print', pid);
}

/** What the method page says about the colours a method prints on. */
export function printableColorsText(method: Pick<PrintMethodView, 'printableColors'>): string {
  return method.printableColors === 'light'
    ? '淡色（白・明るい色）のボディ'
    : method.printableColors === 'dark'
      ? '濃色のボディ'
      : 'すべてのボディカラー';
}

export { printableColors } from '@shop/cart-domain';
export { newPrintOrder, newStoredPrint } from '@shop/web-state';

/** The print method of a stored order on its product (undefined when the product no longer offers it). */
export function methodOf(
  product: Pick<Product, 'printMethods'>,
  order: Pick<StoredPrintOrder, 'printMethod'>,
): PrintMethodView | undefined {
  return product.printMethods.find((method) => method.id === order.printMethod.id);
}

/** Total pieces of a stored order. */
export function orderQuantity(order: Pick<StoredPrintOrder, 'selectedColors'>): number {
  return order.selectedColors.reduce((sum, color) => sum + color.sizes.reduce((n, size) => n + size.quantity, 0), 0);
}

/** The garment colours with at least one piece, in the order chosen. */
export function orderedColors(order: Pick<StoredPrintOrder, 'selectedColors'>): StoredPrintOrderColor[] {
  return order.selectedColors.filter((color) => color.sizes.some((size) => size.quantity > 0));
}

/** Turns a placement on or off; a placement turned on starts from its category's amounts. */
export function togglePlacement<T extends Pick<StoredPrintOrder, 'prints'>>(order: T, spec: PrintSpecView, on: boolean): T {
  const has = order.prints.some((print) => print.printSpecId === spec.id);
  if (on === has) return order;
  return { ...order, prints: on ? [...order.prints, newStoredPrint(spec)] : order.prints.filter((print) => print.printSpecId !== spec.id) };
}

/** Sets the quantity of one size of one colour (the colour is added when it is new; a colour left with no pieces is dropped). */
export function setSizeQuantity<T extends Pick<StoredPrintOrder, 'selectedColors'>>(
  order: T,
  color: ProductColorView,
  size: ProductColorView['sizes'][number],
  quantity: number,
): T {
  const existing = order.selectedColors.find((c) => c.colorId === color.id);
  const sizes = (existing?.sizes ?? []).filter((s) => s.skuId !== size.sku.id);
  const others = existing?.sizes ?? [];
  // A new size takes the wrapping the order already has.
  const wrapped = order.selectedColors.flatMap((c) => c.sizes)[0];
  const line = {
    skuId: size.sku.id,
    quantity,
    sku: { price: yen(size.sku.price) },
    wrappingCharge: wrapped?.wrappingCharge ?? yen(0),
    wrappingId: wrapped?.wrappingId ?? null,
  };
  // Keep the sizes in the product's order.
  const nextSizes =
    quantity > 0 ? color.sizes.flatMap((s) => (s.sku.id === size.sku.id ? [line] : others.filter((o) => o.skuId === s.sku.id))) : sizes;
  const nextColor: StoredPrintOrderColor = { colorId: color.id, sizes: nextSizes };
  const selectedColors =
    nextSizes.length === 0
      ? order.selectedColors.filter((c) => c.colorId !== color.id)
      : existing
        ? order.selectedColors.map((c) => (c.colorId === color.id ? nextColor : c))
        : [...order.selectedColors, nextColor];
  return { ...order, selectedColors };
}

/** The quantity entered for a SKU (0 when none). */
export function quantityOf(order: Pick<StoredPrintOrder, 'selectedColors'>, skuId: number): number {
  for (const color of order.selectedColors) {
    const size = color.sizes.find((s) => s.skuId === skuId);
    if (size) return size.quantity;
  }
  return 0;
}

/** Sets the uploaded file of a placement. */
export function setPrintFile<T extends Pick<StoredPrintOrder, 'prints'>>(order: T, printSpecId: number, fileUuid: string | null): T {
  return { ...order, prints: order.prints.map((print) => (print.printSpecId === printSpecId ? { ...print, fileUuid } : print)) };
}

/** Drops the time stamp: what `appendPrintOrderAtom` takes. */
export function asInput(order: StoredPrintOrder | PrintOrderInput): PrintOrderInput {
  const { timestamp: _timestamp, ...input } = order as StoredPrintOrder;
  return input;
}

/** The inks of a placement for the garment colour at `colorIndex` of `selectedColors` (the shared set with the same inks on all). */
export function inksOf(order: Pick<StoredPrintOrder, 'prints' | 'inkScheme'>, printSpecId: number, colorIndex = 0): readonly number[] {
  const print = order.prints.find((p) => p.printSpecId === printSpecId);
  if (!print) return [];
  return (order.inkScheme === 'per_color' ? print.inkIds[colorIndex] : print.inkIds[0]) ?? print.inkIds[0] ?? [];
}

/**
 * Keeps the ink lists in step with the scheme and the garment colours: one list with the same inks
 * on all; one per selected colour (new colours start from the first colour's inks) per colour.
 */
export function normalizeInks<T extends Pick<StoredPrintOrder, 'prints' | 'inkScheme' | 'selectedColors'>>(order: T): T {
  const colors = Math.max(1, order.selectedColors.length);
  return {
    ...order,
    prints: order.prints.map((print) => {
      const first = print.inkIds[0] ?? [];
      if (order.inkScheme !== 'per_color') return print.inkIds.length <= 1 ? print : { ...print, inkIds: [first] };
      if (print.inkIds.length === colors) return print;
      return { ...print, inkIds: Array.from({ length: colors }, (_, index) => print.inkIds[index] ?? first) };
    }),
  };
}

/** Turns one ink of a placement on or off (for every colour, or for the colour at `colorIndex` with per-colour inks). */
export function toggleInk<T extends Pick<StoredPrintOrder, 'prints' | 'inkScheme' | 'selectedColors'>>(
  order: T,
  printSpecId: number,
  inkId: number,
  on: boolean,
  palette: readonly { id: number }[],
  colorIndex = 0,
): T {
  const normalized = normalizeInks(order);
  return {
    ...normalized,
    prints: normalized.prints.map((print) => {
      if (print.printSpecId !== printSpecId) return print;
      const lists = print.inkIds.length === 0 ? [[]] : print.inkIds;
      const index = normalized.inkScheme === 'per_color' ? colorIndex : 0;
      const inkIds = lists.map((inks, i) => {
        if (i !== index) return inks;
        const chosen = new Set(inks);
        if (on) chosen.add(inkId);
        else chosen.delete(inkId);
        // Palette order, so that the plates read the same way everywhere.
        return palette.filter((ink) => chosen.has(ink.id)).map((ink) => ink.id);
      });
      return { ...print, inkIds };
    }),
  };
}

/** Chooses the same inks on every garment colour, or a different ink set per colour. */
export function setInkScheme<T extends Pick<StoredPrintOrder, 'prints' | 'inkScheme' | 'selectedColors'>>(
  order: T,
  inkScheme: StoredPrintOrder['inkScheme'],
): T {
  return normalizeInks({ ...order, inkScheme });
}

/** Whether every placement has at least one ink (for each garment colour with per-colour inks). */
export function inksComplete(order: Pick<StoredPrintOrder, 'prints' | 'inkScheme' | 'selectedColors'>): boolean {
  const normalized = normalizeInks(order);
  return (
    normalized.prints.length > 0 &&
    normalized.prints.every((print) => print.inkIds.length > 0 && print.inkIds.every((inks) => inks.length > 0))
  );
}

/** The wrapping of the order (every piece alike), or null. */
export function wrappingOf(order: Pick<StoredPrintOrder, 'selectedColors'>): number | null {
  return order.selectedColors.flatMap((color) => color.sizes)[0]?.wrappingId ?? null;
}

/** Wraps every piece with `wrapping` (null: none). */
export function setWrapping<T extends Pick<StoredPrintOrder, 'selectedColors'>>(
  order: T,
  wrapping: { id: number; charge: number } | null,
): T {
  return {
    ...order,
    selectedColors: order.selectedColors.map((color) => ({
      ...color,
      sizes: color.sizes.map((size) => ({ ...size, wrappingId: wrapping?.id ?? null, wrappingCharge: yen(wrapping?.charge ?? 0) })),
    })),
  };
}

/**
 * Where an unfinished order is resumed: the first step that still lacks something (placements and
 * quantities, then inks and the colour scheme for silk-screen, then print data), else the last step.
 */
export function resumeStepHref(order: StoredPrintOrder, method: Pick<PrintMethodView, 'slug'>): string {
  const href = (path: string) => stepHref(order.product.code, path, order.id);
  if (order.prints.length === 0 || orderQuantity(order) === 0) return firstStepHref(order.product.code, method, order.id);
  const missingFile = order.prints.some((print) => print.fileUuid === null && print.svgFileUuid === null);
  if (!isSilkscreen(method)) return href(missingFile ? 'print-inkjet-upload' : 'print-inkjet-preview');
  if (!inksComplete(order))
    return href(order.inkScheme === 'per_color' && orderedColors(order).length > 1 ? 'print-screen-color-scheme' : 'print-screen-color');
  return href(missingFile ? 'print-screen-upload' : 'print-screen-confirm');
}
