/**
 * From the api-client's camelCased answers to `@shop/cart-domain` entities: money becomes `Yen`,
 * timestamps epoch ms. The server cart keeps the display snapshot of each line (product, colour,
 * size, wrapping names) next to the fields the domain rules read.
 */
import type {
  CartContents,
  CartEstimate as WireCartEstimate,
  CartItem as WireCartItem,
  CartProduction as WireCartProduction,
  CartReorder as WireCartReorder,
} from '@shop/api-contract';
import {
  orderProductFromWire,
  productionFromWire,
  skuFromWire,
  wrappingFromWire,
  yen,
  type CartEstimate,
  type CartReorder,
  type PrintLayout,
  type Production,
  type ProductionProduct,
  type ServerCart,
  type ServerCartItem,
  type Wrapping,
} from '@shop/cart-domain';

/** A wrapping with the name the customer chooses it by. */
export interface NamedWrapping extends Wrapping {
  readonly name: string;
}

/** A line of the server cart with its display snapshot. */
export interface ServerCartLine extends ServerCartItem {
  readonly product: { readonly id: number; readonly code: string; readonly name: string; readonly image: string | null };
  readonly color: { readonly id: number; readonly name: string; readonly hex: string };
  readonly size: { readonly id: number; readonly name: string };
  readonly wrappings: readonly NamedWrapping[];
}

/** A print order of the server cart with its product image and wrapping names. */
export interface CartProductionView extends Production {
  readonly product: ProductionProduct & { readonly image: string | null };
  readonly wrappings: readonly NamedWrapping[];
}

/** A print of an estimate's picture: what its line mock-up draws (spec, artwork file, layout) and its placement's name. */
export interface EstimatePicturePrint {
  readonly printSpecId: number;
  readonly fileUuid: string | null;
  readonly layout: PrintLayout | null;
  readonly placement: string;
}

/**
 * What the cart shows as an estimate's picture (issue #32): its first line's garment (`image`) and,
 * for a print, what the line mock-up draws (the product in its first colour with its prints).
 */
export interface EstimatePicture {
  readonly productCode: string;
  readonly productName: string;
  readonly image: string | null;
  readonly color: { readonly id: number; readonly name: string } | null;
  readonly prints: readonly EstimatePicturePrint[];
}

/** An estimate of the server cart with its picture. */
export interface CartEstimateView extends CartEstimate {
  readonly picture?: EstimatePicture;
}

/** The server cart as the apps keep it: the domain cart with display data on its lines. */
export interface ServerCartView extends ServerCart {
  readonly items: readonly ServerCartLine[];
  readonly productions: readonly CartProductionView[];
  readonly estimates: readonly CartEstimateView[];
}

/** A SKU answer as the domain's `Sku` (cart-domain's one wire mapping). */
export const toSku = skuFromWire;

/** A wrapping answer with its name kept. */
export function toWrapping(wrapping: { id: number; name: string; charge: number }): NamedWrapping {
  return { ...wrappingFromWire(wrapping), name: wrapping.name };
}

/** A product answer (`response_group=order`) as the domain's `OrderProduct` (guest production refresh). */
export const toOrderProduct = orderProductFromWire;

/** An epoch-ms time from an ISO timestamp; an unreadable one counts as "long ago" (refreshed first). */
function epochMs(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

/** A server cart item answer as a cart line. */
export function toServerCartLine(item: WireCartItem): ServerCartLine {
  return {
    id: item.id,
    sku: toSku(item.sku),
    product: { id: item.product.id, code: item.product.code, name: item.product.name, image: item.product.image },
    color: { id: item.color.id, name: item.color.name, hex: item.color.hex },
    size: { id: item.size.id, name: item.size.name },
    quantity: item.quantity,
    price: yen(item.price),
    wrappingId: item.wrappingId,
    wrappings: item.wrappings.map(toWrapping),
    updatedAt: epochMs(item.updatedAt),
  };
}

/** A print order answer as a cart production, with its product image and wrapping names. */
export function toCartProduction(production: WireCartProduction): CartProductionView {
  const domain = productionFromWire(production);
  return { ...domain, product: { ...domain.product, image: production.product.image }, wrappings: production.wrappings.map(toWrapping) };
}

/** A reorder answer as a cart reorder. */
export function toCartReorder(reorder: WireCartReorder): CartReorder {
  return {
    id: reorder.id,
    orderProduction: { id: reorder.orderProduction.id },
    cartReorderItemGroups: reorder.cartReorderItemGroups.map((group) => ({
      cartReorderItems: group.cartReorderItems.map((item) => ({
        basePrice: yen(item.basePrice),
        printCharge: yen(item.printCharge),
        wrappingCharge: yen(item.wrappingCharge),
        quantity: item.quantity,
      })),
    })),
    cartReorderPrints: reorder.cartReorderPrints.map((print) => ({
      colorChangeCharge: yen(print.colorChangeCharge),
      colorChangeFrequency: print.colorChangeFrequency,
      plateCharge: yen(print.plateCharge),
    })),
    ...(reorder.productionNumber === undefined ? {} : { productionNumber: reorder.productionNumber }),
    ...(reorder.productName === undefined ? {} : { productName: reorder.productName }),
    ...(reorder.leadDays === undefined ? {} : { leadDays: reorder.leadDays }),
  };
}

/** The picture of an estimate's first line as the cart keeps it. */
function estimatePicture(picture: NonNullable<WireCartEstimate['estimate']['picture']>): EstimatePicture {
  return {
    productCode: picture.productCode,
    productName: picture.productName,
    image: picture.image,
    color: picture.colorId !== null && picture.colorName !== null ? { id: picture.colorId, name: picture.colorName } : null,
    prints: picture.prints.map((print) => ({
      printSpecId: print.printSpecId,
      fileUuid: print.fileUuid,
      layout: print.layout,
      placement: print.position,
    })),
  };
}

/** An estimate answer as a cart estimate. */
export function toCartEstimate(estimate: WireCartEstimate): CartEstimateView {
  const { number, title, quantity, validUntil, leadDays } = estimate.estimate;
  const picture = estimate.estimate.picture ? estimatePicture(estimate.estimate.picture) : undefined;
  return {
    id: estimate.id,
    estimate: {
      total: yen(estimate.estimate.total),
      ...(number !== undefined ? { number } : {}),
      ...(title !== undefined ? { title } : {}),
      ...(quantity !== undefined ? { quantity } : {}),
      ...(validUntil !== undefined ? { validUntil } : {}),
      ...(leadDays !== undefined ? { leadDays } : {}),
    },
    ...(picture ? { picture } : {}),
  };
}

/** The whole server cart from `GET /api/cart/contents`, loaded `now` (epoch ms), flags cleared except syncFailed. */
export function toServerCart(contents: CartContents, now: number, syncFailed: boolean): ServerCartView {
  return {
    timestamp: now,
    items: contents.cartItems.map(toServerCartLine),
    productions: contents.cartProductions.map(toCartProduction),
    reorders: contents.cartReorders.map(toCartReorder),
    estimates: contents.cartEstimates.map(toCartEstimate),
    expired: false,
    stockout: false,
    shortage: false,
    revision: false,
    syncFailed,
  };
}

/** Lines of a cart for the badge: items and productions, plus reorders and estimates of the server cart. */
export function cartLineCount(
  cart: {
    items: readonly unknown[];
    productions: readonly unknown[];
    reorders?: readonly unknown[];
    estimates?: readonly unknown[];
  } | null,
): number {
  if (cart === null) return 0;
  return cart.items.length + cart.productions.length + (cart.reorders?.length ?? 0) + (cart.estimates?.length ?? 0);
}
