/**
 * Cart entities of spec §3, camelCased. The api-client maps the snake_case wire shapes onto these
 * deeply (`print_charges` → `printCharges`, `inventory.quantity_available` →
 * `inventory.quantityAvailable`); keep names and nesting aligned with the spec.
 * Ids are numbers, timestamps epoch ms, money `Yen`. Entities are read-only: every rule returns new values.
 */
import type { Yen } from './money.ts';

// ---------------------------------------------------------------------------------------------
// Catalogue pieces shared by carts and products

/** Stock of a SKU. */
export interface Inventory {
  readonly quantityAvailable: number; // pieces
}

/** A SKU (one colour and size of a product) with its current price and stock. */
export interface Sku {
  readonly id: number;
  readonly price: Yen; // per piece, tax included
  readonly inventory: Inventory;
}

/** A gift wrapping offered for a SKU or product. */
export interface Wrapping {
  readonly id: number;
  readonly charge: Yen; // per piece, tax included
  /** What the shopper reads (ギフトラッピング, 不織布…): the product's own name for it, kept with the line. */
  readonly name?: string;
}

/** A size of a product colour, with the SKU that sells it. */
export interface ProductSize {
  readonly id: number;
  readonly name: string;
  readonly sku: Sku;
}

/** A colour of a product, with the sizes available in it. */
export interface ProductColor {
  readonly id: number;
  readonly name: string;
  readonly hex: string; // '#rrggbb'
  readonly sizes: readonly ProductSize[];
}

/** One step of a print price list: the per-piece charge from `minQuantity` pieces up. */
export interface PrintChargeTier {
  readonly minQuantity: number; // pieces in the whole production
  readonly charge: Yen; // per piece, per print
}

/** Pricing of a print category (spec §9 plate and print charges). */
export interface PrintCategory {
  readonly printCharges: readonly PrintChargeTier[];
  readonly platePrice: Yen; // per plate, repeatable order
  readonly shortTermPlatePrice: Yen; // per plate, order that is not repeatable
  readonly extraPlateCharge: Yen;
  readonly extraPrintCharge: Yen; // per piece
  readonly dataProductionFee: Yen;
}

/** A print position and size offered by a print method. */
export interface OrderPrintSpec {
  readonly id: number;
  readonly name: string;
  readonly printCategory: PrintCategory;
}

/** A print method (silk screen, inkjet…) with the print specs it offers. */
export interface OrderPrintMethod {
  readonly id: number;
  readonly name: string;
  readonly colorChangeCharge: Yen; // per colour change
  readonly leadDays: number; // business days of production (the shipping date counts them)
  readonly minQuantity: number; // pieces: a production of fewer is refused
  readonly printSpecs: readonly OrderPrintSpec[];
}

/** `GET /api/products/{id}?response_group=order`: what is needed to price a production. */
export interface OrderProduct {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly printMethods: readonly OrderPrintMethod[];
  readonly colors: readonly ProductColor[];
  readonly wrappings: readonly Wrapping[];
}

// ---------------------------------------------------------------------------------------------
// Cart lines

/** Fields a plain cart line has in both carts. */
export interface CartItemBase {
  readonly id: number;
  readonly sku: Sku;
  readonly quantity: number; // pieces
  readonly price: Yen; // unit price snapshot, tax included
  readonly wrappingId: number | null; // null = no wrapping
  readonly wrappings: readonly Wrapping[]; // wrappings offered for this SKU
}

/** A plain (unprinted) line of the guest cart. */
export interface GuestCartItem extends CartItemBase {
  readonly timestamp: number; // epoch ms of the last refresh
}

/** A plain line of the server cart. */
export interface ServerCartItem extends CartItemBase {
  readonly updatedAt: number; // epoch ms (server `updated_at`)
}

/** The product a production prints on. */
export interface ProductionProduct {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly colors: readonly ProductColor[];
}

/** The print method chosen for a production. */
export interface ProductionPrintMethod {
  readonly id: number;
  readonly name: string;
  readonly leadDays: number; // business days of production (see `productionLeadDays`)
}

/** The print spec (position and size) of a production print. */
export interface ProductionPrintSpec {
  readonly id: number;
  readonly name: string;
}

/**
 * One print of a production: its spec, its price list and every charge applied now (spec §3, §9).
 * `printCharge` is per piece (tier charge × plates + the category's extra print charge); the plate
 * charge, data production fee and colour changes are charged once per production.
 */
export interface ProductionPrint {
  readonly id: number; // 0 for a print not stored on the server yet
  readonly printSpec: ProductionPrintSpec;
  readonly printCharges: readonly PrintChargeTier[];
  readonly printCharge: Yen; // per piece, tax included
  readonly plates: number; // plates (silk-screen ink colours); 0 counts as 1
  readonly plateCharge: Yen; // once, tax included
  readonly dataProductionFee: Yen; // once, tax included
  readonly colorChangeCharge: Yen; // per colour change, tax included
  readonly colorChangeFrequency: number; // colour changes
  readonly svgFileUuid: string | null; // artwork made in the design tool
  readonly fileUuid: string | null; // print data uploaded by the shopper
  readonly size: string | null; // print size chosen, free text
  /** the print width and place chosen (issue #30); null or absent: the default layout */
  readonly layout?: PrintLayout | null;
  /** silk-screen: the inks chosen (issue #30); null or absent: not told (inkjet, or an order from before) */
  readonly inkSets?: readonly PrintInkSet[] | null;
}

/**
 * The silk-screen inks chosen for a print, in print order: one set for every garment colour
 * (`colorId` null), or one set per garment colour (colour changes). Ids of the method's inks.
 */
export interface PrintInkSet {
  readonly colorId: number | null;
  readonly inkIds: readonly number[];
}

/** The colour of an item group. */
export interface ProductionColor {
  readonly id: number;
  readonly name: string;
  readonly hex: string;
}

/** The size of a production item. */
export interface ProductionSize {
  readonly id: number;
  readonly name: string;
}

/** One size of one colour in a production. */
export interface ProductionItem {
  readonly id: number;
  readonly size: ProductionSize;
  readonly sku: Sku;
  readonly quantity: number; // pieces
  readonly price: Yen; // unit price snapshot of the garment, tax included
  readonly wrappingId: number | null;
}

/** The items of one colour in a production. */
export interface ProductionItemGroup {
  readonly id: number;
  readonly color: ProductionColor;
  readonly items: readonly ProductionItem[];
}

/** A print order in a cart: garments of one product, printed with one method. */
export interface Production {
  readonly id: number;
  readonly product: ProductionProduct;
  readonly isRepeatable: boolean; // plates are kept for reorders: plate_price instead of short_term_plate_price
  readonly printMethod: ProductionPrintMethod;
  readonly prints: readonly ProductionPrint[];
  readonly itemGroups: readonly ProductionItemGroup[];
  readonly wrappings: readonly Wrapping[];
}

/** A line of a repeated order, priced by the server. */
export interface CartReorderItem {
  readonly basePrice: Yen; // per piece
  readonly printCharge: Yen; // per piece
  readonly wrappingCharge: Yen; // per piece
  readonly quantity: number;
}

/** A group of reorder lines. */
export interface CartReorderItemGroup {
  readonly cartReorderItems: readonly CartReorderItem[];
}

/** A print of a reorder: its colour changes, and new plates when the old ones were not kept. */
export interface CartReorderPrint {
  readonly colorChangeCharge: Yen; // per change
  readonly colorChangeFrequency: number; // changes
  /** once, for new plates (plates not kept, or their keeping period passed); absent or 0: the plates are kept */
  readonly plateCharge?: Yen;
}

/** A repeat of a past order production (server cart only). */
export interface CartReorder {
  readonly id: number;
  readonly orderProduction: { readonly id: number };
  readonly cartReorderItemGroups: readonly CartReorderItemGroup[];
  readonly cartReorderPrints: readonly CartReorderPrint[];
  /** what the cart shows (issue #15): the production number it repeats and its product's name */
  readonly productionNumber?: string;
  readonly productName?: string;
  /** business days of production (its print method's); the cart's shipping date counts it */
  readonly leadDays?: number;
}

/** An accepted estimate put in the cart (server cart only). */
export interface CartEstimate {
  readonly id: number;
  /**
   * total: yen, tax included; what the cart shows of the estimate (issue #15): number, title, pieces,
   * last valid day (YYYY-MM-DD), and the business days of production its shipping date counts
   */
  readonly estimate: {
    readonly total: Yen;
    readonly number?: string;
    readonly title?: string;
    readonly quantity?: number;
    readonly validUntil?: string;
    readonly leadDays?: number;
  };
}

// ---------------------------------------------------------------------------------------------
// Carts

/** Flags of the guest cart: set by refresh, cleared only by reset. */
export interface GuestCartFlags {
  readonly stockout: boolean; // an item was removed: sold out or gone
  readonly shortage: boolean; // a quantity was lowered to stock
  readonly revision: boolean; // a price changed
}

/** The cart of a visitor who is not logged in, kept in local storage. */
export interface GuestCart extends GuestCartFlags {
  readonly timestamp: number; // epoch ms of creation / last reset
  readonly items: readonly GuestCartItem[];
  readonly productions: readonly Production[];
}

/** Flags of the server cart: set by refresh (syncFailed at login), cleared only by reset. */
export interface ServerCartFlags extends GuestCartFlags {
  readonly expired: boolean; // a reorder expired
  readonly syncFailed: boolean; // pushing the guest cart at login failed
}

/** The cart of a logged-in customer, loaded from the server. */
export interface ServerCart extends ServerCartFlags {
  readonly timestamp: number; // epoch ms the cart was loaded
  readonly items: readonly ServerCartItem[];
  readonly productions: readonly Production[];
  readonly reorders: readonly CartReorder[];
  readonly estimates: readonly CartEstimate[];
}

// ---------------------------------------------------------------------------------------------
// Production drafts: a production by ids, with the amounts someone claims for it

/** One size line of a draft; `id` ≤ 0 for a line not stored yet. */
export interface ProductionDraftItem {
  readonly id: number;
  readonly skuId: number;
  readonly quantity: number; // pieces
  readonly price: Yen; // claimed unit price of the garment, tax included
  readonly wrappingId: number | null;
}

/** One colour of a draft; `id` ≤ 0 for a group not stored yet. */
export interface ProductionDraftGroup {
  readonly id: number;
  readonly colorId: number;
  readonly items: readonly ProductionDraftItem[];
}

/**
 * The print width (mm, aspect kept) and place in the print area the shopper chose: centred across,
 * at the area's `top` or `center`, moved by the offsets in mm. The same shape as
 * `@shop/artwork-domain`'s ArtworkLayout, whose `isValidLayout` and `placeArtwork` are its rules.
 */
export interface PrintLayout {
  readonly widthMm: number;
  readonly anchor: 'top' | 'center';
  readonly offsetXMm: number;
  readonly offsetYMm: number;
}

/** One print of a draft: the shopper's choices plus the amounts claimed for them (yen, tax included). */
export interface ProductionDraftPrint {
  readonly id: number; // ≤ 0 when not stored yet
  readonly printSpecId: number;
  readonly plates: number;
  readonly colorChangeFrequency: number;
  readonly svgFileUuid: string | null;
  readonly fileUuid: string | null;
  readonly size: string | null;
  /** the print width and place chosen; null or absent: the default layout */
  readonly layout?: PrintLayout | null;
  /** silk-screen: the inks chosen; null or absent: not told */
  readonly inkSets?: readonly PrintInkSet[] | null;
  readonly printCharge: Yen; // claimed, per piece
  readonly plateCharge: Yen; // claimed, once
  readonly dataProductionFee: Yen; // claimed, once
  readonly colorChangeCharge: Yen; // claimed, per colour change
}

/**
 * A production as a request, a stored row set or a guest cart holds it: ids and choices, plus the
 * amounts it was priced at. `priceProduction` turns it into a priced `Production` against the
 * catalogue; the claimed amounts only decide whether `revision` is raised.
 */
export interface ProductionDraft {
  readonly id: number; // ≤ 0 when not stored yet
  readonly productId: number;
  readonly printMethodId: number;
  readonly isRepeatable: boolean;
  readonly itemGroups: readonly ProductionDraftGroup[];
  readonly prints: readonly ProductionDraftPrint[];
}

// ---------------------------------------------------------------------------------------------
// Design-flow state (stored print orders and stored productions)

/** Anything kept in a stored list: identified by id, ordered and disabled through its timestamp. */
export interface StoredEntry {
  readonly id: string;
  readonly timestamp: number; // epoch ms; 0 = disabled
}

/** One size chosen in a stored print order. */
export interface StoredPrintOrderSize {
  readonly skuId: number;
  readonly quantity: number;
  readonly sku: { readonly price: Yen };
  readonly wrappingCharge: Yen; // per piece
  readonly wrappingId: number | null; // null = no wrapping
}

/** One colour chosen in a stored print order. */
export interface StoredPrintOrderColor {
  readonly colorId: number;
  readonly sizes: readonly StoredPrintOrderSize[];
}

/**
 * One print of a stored print order: the placement and artwork chosen, and everything its charges
 * depend on (the spec's amounts, refreshed from the catalogue with `printOrderWithPrices`).
 */
export interface StoredPrint {
  readonly printSpecId: number;
  readonly fileUuid: string | null; // print data uploaded by the shopper
  readonly svgFileUuid: string | null; // artwork made in the design tool
  /** Silk-screen ink ids: one list for every garment colour, or one list per selected colour in order; empty for inkjet. */
  readonly inkIds: readonly (readonly number[])[];
  readonly printCharge: Yen; // per piece, per plate
  readonly plates: number; // 0 counts as 1
  readonly platePrice: Yen;
  readonly shortTermPlatePrice: Yen;
  readonly extraPlateCharge: Yen;
  readonly extraPrintCharge: Yen; // per piece
  readonly dataProductionFee: Yen;
  readonly colorChangeFrequency: number;
  /**
   * The print width (mm, aspect kept) and place in the print area chosen on the print pages (issue
   * #30), the shape of `@shop/artwork-domain`'s ArtworkLayout, whose `placeArtwork` fits it; null or
   * absent: the default layout (as wide as fits, centred, at the top).
   */
  readonly layout?: PrintLayout | null;
}

/** How the inks of a silk-screen order apply to its garment colours. */
export type InkScheme = 'same' | 'per_color';

/** A print order being designed (spec §3 "Stored print orders"). */
export interface StoredPrintOrder extends StoredEntry {
  readonly product: { readonly id: number; readonly code: string };
  readonly selectedColors: readonly StoredPrintOrderColor[];
  readonly prints: readonly StoredPrint[];
  readonly printMethod: { readonly id: number; readonly slug: string; readonly colorChangeCharge: Yen };
  readonly isRepeatable: boolean; // plates are kept: plate_price instead of short_term_plate_price
  readonly inkScheme: InkScheme; // 'per_color': a different ink set per garment colour (colour changes)
}

/** One size chosen in a stored production. */
export interface StoredProductionItem {
  readonly size: ProductionSize;
  readonly sku: Sku;
  readonly quantity: number;
}

/** One colour chosen in a stored production. */
export interface StoredProductionItemGroup {
  readonly color: ProductionColor;
  readonly items: readonly StoredProductionItem[];
}

/** A production being prepared for an estimate (spec §3 "Stored productions"). */
export interface StoredProduction extends StoredEntry {
  readonly itemGroups: readonly StoredProductionItemGroup[];
  readonly productColors: readonly ProductColor[];
  readonly estimateForm: Readonly<Record<string, unknown>>; // fields not given by the spec
}
