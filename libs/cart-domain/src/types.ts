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
}

/** The print spec (position and size) of a production print. */
export interface ProductionPrintSpec {
  readonly id: number;
  readonly name: string;
}

/** One print of a production: its spec, its price list, and the per-piece charge applied now. */
export interface ProductionPrint {
  readonly printSpec: ProductionPrintSpec;
  readonly printCharges: readonly PrintChargeTier[];
  readonly printCharge: Yen; // per piece, tax included
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

/** A print of a reorder: only its colour changes cost extra. */
export interface CartReorderPrint {
  readonly colorChangeCharge: Yen; // per change
  readonly colorChangeFrequency: number; // changes
}

/** A repeat of a past order production (server cart only). */
export interface CartReorder {
  readonly id: number;
  readonly orderProduction: { readonly id: number };
  readonly cartReorderItemGroups: readonly CartReorderItemGroup[];
  readonly cartReorderPrints: readonly CartReorderPrint[];
}

/** An accepted estimate put in the cart (server cart only). */
export interface CartEstimate {
  readonly id: number;
  readonly estimate: { readonly total: Yen };
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
// Shapes pushed at login (POST /api/cart_items, POST /api/cart_productions)

/** A guest item as pushed at login. */
export interface GuestItemPush {
  readonly sku: { readonly id: number };
  readonly wrappingId: number | null;
  readonly quantity: number;
}

/** A production item as pushed at login. */
export interface GuestProductionItemPush {
  readonly price: Yen;
  readonly quantity: number;
  readonly wrappingId: number | null;
  readonly sku: { readonly id: number };
}

/** A production print as pushed at login. */
export interface GuestProductionPrintPush {
  readonly printSpec: { readonly id: number };
  readonly printCharge: Yen;
  readonly plateCharge: Yen;
  readonly dataProductionFee: Yen;
  readonly colorChangeCharge: Yen;
  readonly colorChangeFrequency: number;
  readonly svgFileUuid: string | null;
  readonly fileUuid: string | null;
  readonly size: string | null;
}

/** A guest production as pushed at login. */
export interface GuestProductionPush {
  readonly product: { readonly id: number };
  readonly printMethod: { readonly id: number };
  readonly itemGroups: readonly {
    readonly color: { readonly id: number };
    readonly items: readonly GuestProductionItemPush[];
  }[];
  readonly prints: readonly GuestProductionPrintPush[];
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
  readonly quantity: number;
  readonly sku: { readonly price: Yen };
  readonly wrappingCharge: Yen; // per piece
}

/** One colour chosen in a stored print order. */
export interface StoredPrintOrderColor {
  readonly sizes: readonly StoredPrintOrderSize[];
}

/** One print of a stored print order, with everything its charges depend on. */
export interface StoredPrint {
  readonly printCharge: Yen; // per piece, per plate
  readonly plates: number; // 0 counts as 1
  readonly platePrice: Yen;
  readonly shortTermPlatePrice: Yen;
  readonly extraPlateCharge: Yen;
  readonly extraPrintCharge: Yen; // per piece
  readonly dataProductionFee: Yen;
  readonly colorChangeFrequency: number;
}

/** A print order being designed (spec §3 "Stored print orders"). */
export interface StoredPrintOrder extends StoredEntry {
  readonly product: { readonly code: string };
  readonly selectedColors: readonly StoredPrintOrderColor[];
  readonly prints: readonly StoredPrint[];
  readonly printMethod: { readonly colorChangeCharge: Yen };
  readonly isRepeatable: boolean; // plates are kept: plate_price instead of short_term_plate_price
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
