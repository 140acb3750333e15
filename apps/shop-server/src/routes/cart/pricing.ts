/**
 * The one place where the server prices a production: whatever amounts a draft carries (the
 * browser's, or the stored snapshot) are replaced by amounts computed from the catalogue with
 * cart-domain, and every difference is reported as `revision`.
 */
import {
  type OrderPrintMethod,
  type OrderProduct,
  type Production,
  plateCharge,
  reconcileProduction,
  yen,
} from '@shop/cart-domain';

/** One size line of a draft; `id` ≤ 0 for a line not stored yet. */
export interface DraftItem {
  id: number;
  skuId: number;
  quantity: number; // pieces
  price: number; // yen per piece, tax included (client's or snapshot)
  wrappingId: number | null;
}

/** One colour of a draft; `id` ≤ 0 for a group not stored yet. */
export interface DraftGroup {
  id: number;
  colorId: number;
  items: DraftItem[];
}

/** One print of a draft; amounts yen, tax included. */
export interface DraftPrint {
  id: number;
  printSpecId: number;
  printCharge: number; // per piece
  plateCharge: number; // per order
  dataProductionFee: number; // per order
  colorChangeCharge: number; // per colour change
  colorChangeFrequency: number; // changes
  svgFileUuid: string | null;
  fileUuid: string | null;
  size: string | null;
}

/** A production as requested or stored; `id` ≤ 0 when not stored yet. */
export interface DraftProduction {
  id: number;
  productId: number;
  printMethodId: number;
  groups: DraftGroup[];
  prints: DraftPrint[];
}

/** What pricing found: the production with the server's amounts (null: nothing left to sell) and flags. */
export interface PricedProduction {
  production: DraftProduction | null;
  /** a quantity was lowered to stock, or a sold-out / vanished size was dropped */
  shortage: boolean;
  /** some amount differed from the server's */
  revision: boolean;
}

/**
 * Plates per print. The wire (CartPrintInput) carries no plate count and no "repeatable" choice,
 * so a cart print is priced as one plate for a one-off order (short_term_plate_price), spec §9.
 */
const PLATES_PER_PRINT = 1;
const IS_REPEATABLE = false;

/** sku id → the colour and size it sells, over the whole product. */
export function skuPlaces(product: OrderProduct): Map<number, { colorId: number; sizeId: number }> {
  const places = new Map<number, { colorId: number; sizeId: number }>();
  for (const color of product.colors) {
    for (const size of color.sizes) places.set(size.sku.id, { colorId: color.id, sizeId: size.id });
  }
  return places;
}

/** The draft as cart-domain's Production (names are not needed for pricing). */
function toDomain(draft: DraftProduction, product: OrderProduct, method: OrderPrintMethod | undefined): Production {
  const places = skuPlaces(product);
  return {
    id: draft.id,
    product: { id: product.id, code: product.code, name: product.name, colors: product.colors },
    printMethod: { id: draft.printMethodId, name: method?.name ?? '' },
    prints: draft.prints.map((print) => ({
      printSpec: { id: print.printSpecId, name: '' },
      printCharges: [],
      printCharge: yen(print.printCharge),
    })),
    itemGroups: draft.groups.map((group) => ({
      id: group.id,
      color: { id: group.colorId, name: '', hex: '' },
      items: group.items.map((item) => {
        const place = places.get(item.skuId);
        return {
          id: item.id,
          // A SKU of another colour has no size in this group: reconcile drops it.
          size: { id: place?.colorId === group.colorId ? place.sizeId : -1, name: '' },
          sku: { id: item.skuId, price: yen(item.price), inventory: { quantityAvailable: item.quantity } },
          quantity: item.quantity,
          price: yen(item.price),
          wrappingId: item.wrappingId,
        };
      }),
    })),
    wrappings: product.wrappings,
  };
}

/**
 * Prices a draft production against the catalogue: unit prices from the SKUs, quantities capped to
 * stock, the per-piece print charge from the tiers for the production's total quantity
 * (cart-domain reconcileProduction), the plate charge by spec §9 (cart-domain plateCharge), the data
 * production fee of the print category and the colour change charge of the print method. The
 * draft's own amounts only decide whether `revision` is raised.
 */
export function priceProduction(draft: DraftProduction, product: OrderProduct): PricedProduction {
  const method = product.printMethods.find((m) => m.id === draft.printMethodId);
  const reconciled = reconcileProduction(toDomain(draft, product, method), product);
  const flags = reconciled.flags;
  const result = reconciled.production;
  if (!result || !method) return { production: null, shortage: Boolean(flags.shortage || flags.stockout), revision: Boolean(flags.revision) };

  let revision = Boolean(flags.revision);
  const offered = new Set(product.wrappings.map((w) => w.id));
  const groups: DraftGroup[] = result.itemGroups.map((group) => ({
    id: group.id,
    colorId: group.color.id,
    items: group.items.map((item) => {
      // A wrapping the product no longer offers is dropped (and reported).
      const wrappingId = item.wrappingId !== null && offered.has(item.wrappingId) ? item.wrappingId : null;
      if (wrappingId !== item.wrappingId) revision = true;
      return { id: item.id, skuId: item.sku.id, quantity: item.quantity, price: item.price, wrappingId };
    }),
  }));

  const prints: DraftPrint[] = draft.prints.map((print, index) => {
    const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
    const repriced = result.prints[index];
    // reconcileProduction removes the production when a spec is gone, so both exist here.
    if (!spec || !repriced) throw new Error(`print ${print.printSpecId} lost while pricing`);
    const category = spec.printCategory;
    const next: DraftPrint = {
      ...print,
      printCharge: repriced.printCharge,
      plateCharge: plateCharge({ ...category, plates: PLATES_PER_PRINT }, IS_REPEATABLE),
      dataProductionFee: category.dataProductionFee,
      colorChangeCharge: method.colorChangeCharge,
    };
    if (
      next.plateCharge !== print.plateCharge ||
      next.dataProductionFee !== print.dataProductionFee ||
      next.colorChangeCharge !== print.colorChangeCharge
    ) {
      revision = true;
    }
    return next;
  });

  return {
    production: { ...draft, groups, prints },
    shortage: Boolean(flags.shortage || flags.stockout),
    revision,
  };
}
