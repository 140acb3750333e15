/**
 * What the cart page shows, built the same way from the guest cart and the server cart: lines with
 * their display data and subtotals (cart-domain's rules), totals, free-shipping progress and flags.
 */
import {
  cartTotal,
  createRequestOf,
  freeShippingProgress,
  itemSubtotal,
  productionQuantity,
  productionLeadDays,
  productionTotal,
  SHORTEST_LEAD_TIME_DAYS,
  type ChargeBreakdown,
  reorderSubtotal,
  type CartReorder,
  type CartTotal,
  type FreeShippingProgress,
  type GuestCart,
  type Production,
  type Yen,
} from '@shop/cart-domain';
import type { Product, ProofLinkCreateRequest } from '@shop/api-contract';
import type { CartEstimateView, EstimatePicture, GuestDisplay, NamedWrapping, ServerCartView } from '@shop/web-state';
import { draftLineMockup, type LineMockup } from '../mockups/line-mockup.ts';
import { printableColors } from '../print/print-order-model.ts';

/** Said for a wrapping whose name the line does not know (a cart stored before lines kept the names). */
const WRAPPING_FALLBACK_NAME = 'ラッピング';

/** A plain line as the cart page shows it. */
export interface ItemLineModel {
  readonly id: number;
  readonly skuId: number;
  readonly productName: string;
  readonly productCode: string | null;
  readonly image: string | null;
  /** The line's colour (the product page opens on it), null when unknown. */
  readonly colorId: number | null;
  readonly colorName: string | null;
  readonly colorHex: string | null;
  readonly sizeName: string | null;
  readonly unitPrice: Yen; // tax included
  readonly quantity: number;
  readonly stock: number;
  readonly wrappingId: number | null;
  readonly wrappings: readonly NamedWrapping[];
  readonly subtotal: Yen;
}

/** A print of a print order as the cart page shows it: placement, per-piece charge, plates and artwork. */
export interface ProductionPrintModel {
  readonly name: string;
  readonly charge: Yen; // per piece, tax included
  readonly plates: number;
  /** Thumbnail of the print data (uploaded file or design-tool SVG), null when none was attached. */
  readonly thumbnail: string | null;
}

/** A print order as the cart page shows it (removable), with cart-domain's breakdown of its subtotal. */
export interface ProductionModel {
  readonly id: number;
  readonly productId: number;
  readonly printMethodId: number;
  readonly productName: string;
  readonly productCode: string;
  readonly image: string | null;
  /** The design on the garment (issue #30): the server's mock-up of the first colour with the prints' artwork; null without artwork. */
  readonly mockup: LineMockup | null;
  readonly printMethodName: string;
  readonly isRepeatable: boolean;
  readonly prints: readonly ProductionPrintModel[];
  readonly breakdown: ChargeBreakdown;
  readonly groups: readonly ProductionGroupModel[];
  /**
   * Colours of the product not in the order yet, with sizes in stock, as the cart knows them (the
   * add-a-colour form narrows them to those the print method prints on once it has the product).
   */
  readonly addableColors: readonly ProductionColorModel[];
  /** Wrappings a line can take (with the name the shopper chooses by). */
  readonly wrappings: readonly NamedWrapping[];
  readonly quantity: number;
  readonly subtotal: Yen;
  /** How a shared proof of it is asked for (issue #30): the server cart's id, or a guest's whole order. */
  readonly share: ProofLinkCreateRequest;
}

/**
 * The mock-up of a print order in the cart (the design on the garment, issue #30): its first colour
 * with each print's artwork (the uploaded picture, else the design tool's SVG) at its layout.
 */
export function productionMockup(production: Pick<Production, 'product' | 'prints' | 'itemGroups'>): LineMockup | null {
  return draftLineMockup({
    productCode: production.product.code,
    productName: production.product.name,
    color: production.itemGroups[0]?.color,
    prints: production.prints.map((print) => ({
      printSpecId: print.printSpec.id,
      fileUuid: print.fileUuid ?? print.svgFileUuid,
      layout: print.layout ?? null,
      // The spec's name (「A4 前面」) says the position: the guest cart keeps no position.
      placement: print.printSpec.name,
    })),
  });
}

/** A size of a colour: its SKU and stock (the stepper's maximum). */
export interface ProductionSizeModel {
  readonly skuId: number;
  readonly name: string;
  readonly stock: number;
}

/** The colours a colour group can be added in: of `product`, printed on by the method, in stock, not in the order yet. */
export function addableColorsOf(
  product: Pick<Product, 'colors' | 'printMethods'>,
  production: Pick<ProductionModel, 'printMethodId' | 'groups'>,
): ProductionColorModel[] {
  const method = product.printMethods.find((candidate) => candidate.id === production.printMethodId);
  if (!method) return [];
  const inOrder = new Set(production.groups.map((group) => group.colorId));
  return inStockColors(printableColors(product, method), inOrder);
}

/** A colour of the catalogue or of a stored production, with the stock of its sizes. */
interface StockedColor {
  readonly id: number;
  readonly name: string;
  readonly hex: string;
  readonly sizes: readonly {
    readonly name: string;
    readonly sku: { readonly id: number; readonly inventory: { readonly quantityAvailable: number } };
  }[];
}

/** The `colors` not in the order yet that have sizes in stock, with those sizes only. */
function inStockColors(colors: readonly StockedColor[], inOrder: ReadonlySet<number>): ProductionColorModel[] {
  return colors
    .filter((color) => !inOrder.has(color.id))
    .map((color) => ({
      id: color.id,
      name: color.name,
      hex: color.hex,
      sizes: color.sizes
        .filter((size) => size.sku.inventory.quantityAvailable > 0)
        .map((size) => ({ skuId: size.sku.id, name: size.name, stock: size.sku.inventory.quantityAvailable })),
    }))
    .filter((color) => color.sizes.length > 0);
}

/** A colour of the product with its sizes. */
export interface ProductionColorModel {
  readonly id: number;
  readonly name: string;
  readonly hex: string;
  readonly sizes: readonly ProductionSizeModel[];
}

/** A size line of a colour group: in the order (itemId) or offered at 0. */
export interface ProductionLineModel extends ProductionSizeModel {
  readonly itemId: number | null;
  readonly quantity: number;
  readonly wrappingId: number | null;
}

/** A colour group of a print order: every size of the colour, with the quantities ordered. */
export interface ProductionGroupModel {
  readonly id: number;
  readonly colorId: number;
  readonly colorName: string;
  readonly colorHex: string;
  readonly lines: readonly ProductionLineModel[];
}

/** A reorder or an estimate as the cart page shows it. */
export interface ServerOnlyLineModel {
  readonly id: number;
  readonly title: string;
  readonly quantity: number | null;
  readonly subtotal: Yen;
  /** where the shopper sees it again (a reorder's steps, an estimate's page) */
  readonly href?: string;
  /** one more line under the title (an estimate's validity) */
  readonly note?: string;
  /** its picture (an estimate's print on the garment, or the garment) */
  readonly image?: LineMockup;
}

/** The flags the cart page turns into notices. */
export interface CartFlags {
  readonly stockout: boolean;
  readonly shortage: boolean;
  readonly revision: boolean;
  readonly expired: boolean;
  readonly syncFailed: boolean;
}

/** Everything the cart page shows of one cart. */
export interface CartModel {
  readonly items: readonly ItemLineModel[];
  readonly productions: readonly ProductionModel[];
  readonly reorders: readonly ServerOnlyLineModel[];
  readonly estimates: readonly ServerOnlyLineModel[];
  readonly totals: CartTotal;
  readonly freeShipping: FreeShippingProgress;
  readonly flags: CartFlags;
  readonly empty: boolean;
  /** Business days of production the shipping date counts, and the print method that needs them (null: the shortest). */
  readonly lead: CartLead;
}

/** The lead time of the cart (cart-domain's `productionLeadDays` over its print orders). */
export interface CartLead {
  readonly days: number;
  readonly methodName: string | null;
}

/**
 * The longest lead time of the cart's print methods, reorders and estimates (each with what the
 * shipping line names: a method, 「再注文 PF-…」, 「お見積り Q-…」), and its name when it is longer
 * than the shortest. Checkout counts the same lines (order-domain's delivery dates).
 */
export function cartLead(
  productions: readonly Pick<Production, 'printMethod'>[],
  others: readonly { readonly name: string; readonly leadDays: number }[] = [],
): CartLead {
  const leads = [
    ...productions.map((production) => ({ name: production.printMethod.name, leadDays: production.printMethod.leadDays })),
    ...others,
  ];
  const days = productionLeadDays(leads);
  const longest = days > SHORTEST_LEAD_TIME_DAYS ? leads.find((lead) => lead.leadDays === days) : undefined;
  return { days, methodName: longest?.name ?? null };
}

/** The lead times of the server cart's reorders and estimates that say theirs. */
export function serverOnlyLeads(cart: Pick<ServerCartView, 'reorders' | 'estimates'>): { name: string; leadDays: number }[] {
  return [
    ...cart.reorders.flatMap((reorder) =>
      reorder.leadDays
        ? [{ name: reorder.productionNumber ? `再注文 ${reorder.productionNumber}` : '再注文', leadDays: reorder.leadDays }]
        : [],
    ),
    ...cart.estimates.flatMap(({ estimate }) =>
      estimate.leadDays ? [{ name: estimate.number ? `お見積り ${estimate.number}` : 'お見積り', leadDays: estimate.leadDays }] : [],
    ),
  ];
}

/**
 * The colour a guest line's picture shows: the id in its generated picture's file name
 * (`/api/images/products/{code}/{colorId}.webp`, the product page stores that picture; `.svg` in carts
 * stored before 2026-11-28), else null.
 */
export function colorIdOfImage(image: string | null | undefined): number | null {
  const id = /\/api\/images\/products\/[^/]+\/(\d+)\.(?:webp|svg)$/.exec(image ?? '')?.[1];
  return id === undefined ? null : Number(id);
}

/** The product page of a line, opened on the line's colour when it is known. */
export function lineProductPath(line: Pick<ItemLineModel, 'productCode' | 'colorId'>): string | null {
  if (line.productCode === null) return null;
  const path = `/product/${encodeURIComponent(line.productCode)}`;
  return line.colorId === null ? path : `${path}?color=${line.colorId}`;
}

/** The name of a line in labels: `商品名（ホワイト / M）`, or the product name alone. */
export function lineLabel(line: Pick<ItemLineModel, 'productName' | 'colorName' | 'sizeName'>): string {
  const variant = [line.colorName, line.sizeName].filter((part): part is string => part !== null).join(' / ');
  return variant === '' ? line.productName : `${line.productName}（${variant}）`;
}

type ShownProduction = Production & { readonly product: { readonly image?: string | null } };

/**
 * The picture of a print order: the server's (already in the first ordered colour), or for a guest
 * production, which carries none, the generated picture of the product in its first ordered colour.
 */
export function productionImage(production: ShownProduction): string | null {
  if (production.product.image) return production.product.image;
  const colorId = production.itemGroups[0]?.color.id;
  return colorId === undefined ? null : `/api/images/products/${encodeURIComponent(production.product.code)}/${colorId}.webp`;
}

function productionGroups(production: Production): ProductionGroupModel[] {
  return production.itemGroups.map((group) => {
    const sizes = production.product.colors.find((color) => color.id === group.color.id)?.sizes ?? [];
    const lines: ProductionLineModel[] = group.items.map((item) => ({
      skuId: item.sku.id,
      name: item.size.name,
      stock: item.sku.inventory.quantityAvailable,
      itemId: item.id,
      quantity: item.quantity,
      wrappingId: item.wrappingId,
    }));
    for (const size of sizes) {
      if (lines.some((line) => line.skuId === size.sku.id) || size.sku.inventory.quantityAvailable <= 0) continue;
      lines.push({
        skuId: size.sku.id,
        name: size.name,
        stock: size.sku.inventory.quantityAvailable,
        itemId: null,
        quantity: 0,
        wrappingId: null,
      });
    }
    // In the product's size order.
    const order = (skuId: number) => {
      const index = sizes.findIndex((size) => size.sku.id === skuId);
      return index === -1 ? sizes.length : index;
    };
    lines.sort((a, b) => order(a.skuId) - order(b.skuId));
    return { id: group.id, colorId: group.color.id, colorName: group.color.name, colorHex: group.color.hex, lines };
  });
}

function productionModel(production: ShownProduction, share: ProofLinkCreateRequest): ProductionModel {
  const inOrder = new Set(production.itemGroups.map((group) => group.color.id));
  return {
    id: production.id,
    productId: production.product.id,
    printMethodId: production.printMethod.id,
    productName: production.product.name,
    productCode: production.product.code,
    image: productionImage(production),
    mockup: productionMockup(production),
    printMethodName: production.printMethod.name,
    isRepeatable: production.isRepeatable,
    prints: production.prints.map((print) => {
      const file = print.fileUuid ?? print.svgFileUuid;
      return {
        name: print.printSpec.name,
        charge: print.printCharge,
        plates: print.plates,
        thumbnail: file === null ? null : `/api/files/${encodeURIComponent(file)}/thumbnail`,
      };
    }),
    breakdown: productionTotal(production),
    groups: productionGroups(production),
    addableColors: inStockColors(production.product.colors, inOrder),
    wrappings: production.wrappings.map((wrapping) => ({ ...wrapping, name: wrapping.name ?? WRAPPING_FALLBACK_NAME })),
    quantity: productionQuantity(production),
    subtotal: productionTotal(production).total,
    share,
  };
}

function reorderModel(reorder: CartReorder): ServerOnlyLineModel {
  const quantity = reorder.cartReorderItemGroups.reduce(
    (sum, group) => sum + group.cartReorderItems.reduce((groupSum, item) => groupSum + item.quantity, 0),
    0,
  );
  // 「再注文 PF-2026-000012-1 Tシャツ」 with a link back to the reorder (issue #15)
  if (reorder.productionNumber) {
    const title = ['再注文', reorder.productionNumber, reorder.productName].filter(Boolean).join(' ');
    return { id: reorder.id, title, quantity, subtotal: reorderSubtotal(reorder), href: `/myaccount/reorder/${reorder.productionNumber}` };
  }
  return { id: reorder.id, title: `再注文（注文製作番号 ${reorder.orderProduction.id}）`, quantity, subtotal: reorderSubtotal(reorder) };
}

/** The picture of an estimate in the cart: the line mock-up of its print when it has artwork, else the garment. */
export function estimateImage(picture: EstimatePicture | undefined): LineMockup | null {
  if (!picture) return null;
  const mockup = draftLineMockup({
    productCode: picture.productCode,
    productName: picture.productName,
    color: picture.color ?? undefined,
    prints: picture.prints,
  });
  return mockup ?? (picture.image ? { src: picture.image, alt: '' } : null);
}

/** 「お見積り Q-2026-000003 5.6オンスTシャツ インクジェット」, its pieces, validity and picture, linking to the estimate (issue #15). */
function estimateModel(estimate: CartEstimateView): ServerOnlyLineModel {
  const { number, title, quantity, validUntil } = estimate.estimate;
  const image = estimateImage(estimate.picture);
  const shown = image ? { image } : {};
  if (!number)
    return { id: estimate.id, title: `お見積もり（No. ${estimate.id}）`, quantity: null, subtotal: estimate.estimate.total, ...shown };
  const [y, m, d] = (validUntil ?? '').split('-').map(Number);
  return {
    id: estimate.id,
    title: ['お見積り', number, title].filter(Boolean).join(' '),
    quantity: quantity ?? null,
    subtotal: estimate.estimate.total,
    href: `/myaccount/estimates/${number}`,
    ...(validUntil ? { note: `見積金額のままご注文いただけます（有効期限 ${y}年${m}月${d}日まで）` } : {}),
    ...shown,
  };
}

function finish(
  parts: Pick<CartModel, 'items' | 'productions' | 'reorders' | 'estimates' | 'flags' | 'lead'>,
  totals: CartTotal,
): CartModel {
  return {
    ...parts,
    totals,
    freeShipping: freeShippingProgress(totals.total),
    empty: parts.items.length + parts.productions.length + parts.reorders.length + parts.estimates.length === 0,
  };
}

/** The guest cart for the cart page; lines without display data show their SKU number. */
export function guestCartModel(cart: GuestCart, display: GuestDisplay): CartModel {
  const items = cart.items.map((item): ItemLineModel => {
    const shown = display[String(item.sku.id)];
    return {
      id: item.id,
      skuId: item.sku.id,
      productName: shown?.productName ?? `商品（SKU ${item.sku.id}）`,
      productCode: shown?.productCode ?? null,
      image: shown?.image ?? null,
      colorId: colorIdOfImage(shown?.image),
      colorName: shown?.colorName ?? null,
      colorHex: shown?.colorHex ?? null,
      sizeName: shown?.sizeName ?? null,
      unitPrice: item.price,
      quantity: item.quantity,
      stock: item.sku.inventory.quantityAvailable,
      wrappingId: item.wrappingId,
      wrappings: item.wrappings.map((wrapping) => ({
        ...wrapping,
        name: wrapping.name ?? shown?.wrappingNames[String(wrapping.id)] ?? WRAPPING_FALLBACK_NAME,
      })),
      subtotal: itemSubtotal(item),
    };
  });
  return finish(
    {
      items,
      // A guest's print order lives in the browser: the link is made from the order itself.
      productions: cart.productions.map((p) => productionModel(p, { source: 'guest_cart', production: createRequestOf(p) })),
      lead: cartLead(cart.productions),
      reorders: [],
      estimates: [],
      flags: { stockout: cart.stockout, shortage: cart.shortage, revision: cart.revision, expired: false, syncFailed: false },
    },
    cartTotal(cart),
  );
}

/** The server cart for the cart page. */
export function serverCartModel(cart: ServerCartView): CartModel {
  const items = cart.items.map((item): ItemLineModel => ({
    id: item.id,
    skuId: item.sku.id,
    productName: item.product.name,
    productCode: item.product.code,
    image: item.product.image,
    colorId: item.color.id,
    colorName: item.color.name,
    colorHex: item.color.hex,
    sizeName: item.size.name,
    unitPrice: item.price,
    quantity: item.quantity,
    stock: item.sku.inventory.quantityAvailable,
    wrappingId: item.wrappingId,
    wrappings: item.wrappings,
    subtotal: itemSubtotal(item),
  }));
  return finish(
    {
      items,
      productions: cart.productions.map((p) => productionModel(p, { source: 'cart', cartProductionId: p.id })),
      lead: cartLead(cart.productions, serverOnlyLeads(cart)),
      reorders: cart.reorders.map(reorderModel),
      estimates: cart.estimates.map(estimateModel),
      flags: {
        stockout: cart.stockout,
        shortage: cart.shortage,
        revision: cart.revision,
        expired: cart.expired,
        syncFailed: cart.syncFailed,
      },
    },
    cartTotal(cart),
  );
}
