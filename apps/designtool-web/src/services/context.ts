/**
 * What the design tool opens with: for a print order (`/product/{code}/print-inkjet-design?pid=…`),
 * the stored print order (spec §3 "Stored print orders", checked by the print-order page guard), the
 * product from the API, and one page per placement of the order at its print area's size, in the
 * first chosen garment colour; the autosaved design of that order when there is one. For
 * `/designtool`, the free canvas's autosave, or nothing (the shopper picks a product first).
 */
import type { Product } from '@shop/api-contract';
import type { StoredPrintOrder } from '@shop/cart-domain';
import { type HistoryState } from '@shop/design-document';
import {
  newDesignDocument,
  type DesignDocument,
  type DesignProduct,
  type PlacementInput,
  type PrintMethodKind,
} from '@shop/design-document/model';
import { silhouetteOfCategory, silhouetteOfPositions } from '@shop/design-document/garment';
import { checkStoredPrintOrder } from '@shop/web-state';
import { readAutosave, readRevision } from './autosave.ts';
import { fetchProduct } from './fetch-product.ts';
import { autosaveKey, type DesignRoute } from './route.ts';

export type ProductView = Product;
export type PrintMethodView = Product['printMethods'][number];

export interface DesignContext {
  readonly route: DesignRoute;
  readonly document: DesignDocument;
  readonly history: HistoryState;
  readonly product: ProductView | null;
  readonly order: StoredPrintOrder | null;
  /** The shop's named inks of the order's method (silk-screen palette; empty for inkjet). */
  readonly inks: readonly { id: number; name: string; hex: string }[];
  /** True when the design came back from the browser's autosave. */
  readonly restored: boolean;
  /** The autosave's revision the design was read at (0: not saved yet). */
  readonly revision: number;
}

export type ContextResult =
  | { readonly ok: true; readonly context: DesignContext }
  | { readonly ok: false; readonly reason: 'pick-product'; readonly route: DesignRoute }
  | { readonly ok: false; readonly reason: 'error'; readonly status: number; readonly message: string; readonly back: string };

export function methodKind(slug: string): PrintMethodKind {
  return slug === 'silkscreen' ? 'silkscreen' : slug === 'white-inkjet' ? 'white-inkjet' : 'inkjet';
}

/** The garment the canvas shows: the product in one of its colours. */
export function designProduct(product: ProductView, colorId: number | undefined): DesignProduct {
  const color = product.colors.find((c) => c.id === colorId) ?? product.colors[0];
  const positions = product.printMethods.flatMap((m) => m.printSpecs.map((s) => s.position));
  return {
    code: product.code,
    name: product.name,
    colorId: color?.id ?? 0,
    colorName: color?.name ?? '',
    // The document keeps colours in lower case (the API may send #FFFFFF).
    colorHex: (color?.hex ?? '#ffffff').toLowerCase(),
    silhouette: silhouetteOfCategory(product.category.slug) ?? silhouetteOfPositions(positions),
  };
}

/** The pages of an order: one per placement, in the method's order of print specs. */
export function placementsOf(method: PrintMethodView, order: Pick<StoredPrintOrder, 'prints'>): PlacementInput[] {
  const chosen = new Set(order.prints.map((p) => p.printSpecId));
  return method.printSpecs
    .filter((spec) => chosen.has(spec.id))
    .map((spec) => ({ printSpecId: spec.id, name: spec.name, position: spec.position, width: spec.widthMm, height: spec.heightMm }));
}

/** Whether an autosaved document still fits the order: the same placements at the same sizes. */
export function fitsPlacements(document: DesignDocument, placements: readonly PlacementInput[]): boolean {
  return (
    document.pages.length === placements.length &&
    placements.every((placement) =>
      document.pages.some(
        (page) => page.printSpecId === placement.printSpecId && page.width === placement.width && page.height === placement.height,
      ),
    )
  );
}

const ORDER_MISSING = 'デザインするご注文の情報が見つかりませんでした。商品ページからプリントの注文をやり直してください。';
const PRODUCT_MISMATCH = 'このデザインは別の商品のご注文です。商品ページからやり直してください。';
const PRODUCT_MISSING = '商品が見つかりませんでした。販売が終了した可能性があります。';
const METHOD_MISSING = 'この商品では選ばれたプリント方法を扱っていません。プリント方法を選び直してください。';
const NO_PLACEMENTS = 'プリントする位置が選ばれていません。位置を選んでからデザインしてください。';
const LOAD_FAILED = '商品の情報を読み込めませんでした。通信状態をご確認のうえ、再読み込みしてください。';

export async function loadDesignContext(route: DesignRoute, now: () => number = Date.now): Promise<ContextResult> {
  if (route.kind === 'free') {
    const saved = readAutosave(autosaveKey(route));
    if (!saved) return { ok: false, reason: 'pick-product', route };
    return {
      ok: true,
      context: {
        route,
        document: saved.document,
        history: saved.history,
        product: null,
        order: null,
        inks: [],
        restored: true,
        revision: saved.revision,
      },
    };
  }
  const productHref = `/product/${encodeURIComponent(route.code)}`;
  const guard = checkStoredPrintOrder({ pid: route.pid, routeCode: route.code });
  if (!guard.ok) {
    const mismatch = guard.error.type === 'print_order_product_mismatch';
    return {
      ok: false,
      reason: 'error',
      status: mismatch ? 400 : 404,
      message: mismatch ? PRODUCT_MISMATCH : ORDER_MISSING,
      back: productHref,
    };
  }
  const order = guard.value;
  let product: ProductView;
  try {
    product = await fetchProduct(route.code);
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : 0;
    if (status === 404) return { ok: false, reason: 'error', status: 404, message: PRODUCT_MISSING, back: '/product' };
    return { ok: false, reason: 'error', status: 503, message: LOAD_FAILED, back: productHref };
  }
  const method = product.printMethods.find((m) => m.id === order.printMethod.id);
  const printHref = `${productHref}/print?pid=${encodeURIComponent(order.id)}`;
  if (!method) return { ok: false, reason: 'error', status: 400, message: METHOD_MISSING, back: `${productHref}/print` };
  const placements = placementsOf(method, order);
  if (placements.length === 0) return { ok: false, reason: 'error', status: 400, message: NO_PLACEMENTS, back: printHref };
  const garment = designProduct(product, order.selectedColors[0]?.colorId ?? route.colorId ?? undefined);
  const inks = method.inks;
  const saved = readAutosave(autosaveKey(route));
  if (saved && fitsPlacements(saved.document, placements)) {
    // The garment colour follows the order (the shopper may have changed it on the print page).
    const document = { ...saved.document, product: garment, method: methodKind(method.slug) };
    return {
      ok: true,
      context: { route, document, history: saved.history, product, order, inks, restored: true, revision: saved.revision },
    };
  }
  // A design that no longer fits the order is replaced: from the revision it had, so other tabs see it.
  const revision = saved?.revision ?? readRevision(autosaveKey(route));
  const document = newDesignDocument({
    id: `order-${order.id}`,
    name: `${product.name}のデザイン`,
    method: methodKind(method.slug),
    product: garment,
    placements,
    now: now(),
    pageId: (index) => `p${placements[index]!.printSpecId}`,
  });
  return { ok: true, context: { route, document, history: { undo: [], redo: [] }, product, order, inks, restored: false, revision } };
}
