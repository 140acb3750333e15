/**
 * Fixture builders for tests (`@shop/cart-domain/testing`). Every builder returns a valid entity
 * and takes overrides; defaults fit together: `aProduction()` is orderable as `anOrderProduct()`
 * describes it, so refresh tests only override what they are about.
 */
import { resetGuestCart, resetServerCart } from '../cart-lifecycle.ts';
import { yen } from '../money.ts';
import type { HttpStatusError } from '../not-found.ts';
import type { FetchServerCartEntry, ServerCartEntries, ServerCartEntryKind, ServerCartEntryResponse } from '../refresh-server-cart.ts';
import type {
  CartEstimate,
  CartReorder,
  GuestCart,
  GuestCartItem,
  OrderPrintMethod,
  OrderPrintSpec,
  OrderProduct,
  PrintCategory,
  PrintChargeTier,
  Production,
  ProductColor,
  ProductionItem,
  ProductionItemGroup,
  ProductionPrint,
  ServerCart,
  ServerCartItem,
  Sku,
  StoredPrint,
  StoredPrintOrder,
  StoredProduction,
  Wrapping,
} from '../types.ts';

/** A SKU: id 1101, 1,500 yen, 100 in stock. */
export function aSku(overrides: Partial<Sku> = {}): Sku {
  return { id: 1101, price: yen(1500), inventory: { quantityAvailable: 100 }, ...overrides };
}

/** A gift wrapping: id 1, 300 yen per piece. */
export function aWrapping(overrides: Partial<Wrapping> = {}): Wrapping {
  return { id: 1, charge: yen(300), ...overrides };
}

/** A guest cart line: 2 × SKU 1101 at 1,500 yen, unwrapped, refreshed at epoch 0. */
export function aGuestItem(overrides: Partial<GuestCartItem> = {}): GuestCartItem {
  return { id: 1, sku: aSku(), quantity: 2, price: yen(1500), wrappingId: null, wrappings: [aWrapping()], timestamp: 0, ...overrides };
}

/** A server cart line: like `aGuestItem`, with updatedAt instead of timestamp. */
export function aServerItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  const { timestamp: _timestamp, ...item } = aGuestItem();
  return { ...item, updatedAt: 0, ...overrides };
}

/** A print price list: 800 yen from 1 piece, 600 from 10, 450 from 30. */
export function somePrintChargeTiers(): PrintChargeTier[] {
  return [
    { minQuantity: 1, charge: yen(800) },
    { minQuantity: 10, charge: yen(600) },
    { minQuantity: 30, charge: yen(450) },
  ];
}

/** A product colour (id 21, white) with size M (id 11) sold as SKU 1101. */
export function aProductColor(overrides: Partial<ProductColor> = {}): ProductColor {
  return { id: 21, name: 'ホワイト', hex: '#ffffff', sizes: [{ id: 11, name: 'M', sku: aSku() }], ...overrides };
}

/** A production item: 5 × size M (SKU 1101) at 1,500 yen, unwrapped. */
export function aProductionItem(overrides: Partial<ProductionItem> = {}): ProductionItem {
  return { id: 1, size: { id: 11, name: 'M' }, sku: aSku(), quantity: 5, price: yen(1500), wrappingId: null, ...overrides };
}

/** An item group of colour 21 holding one `aProductionItem()`. */
export function anItemGroup(overrides: Partial<ProductionItemGroup> = {}): ProductionItemGroup {
  return { id: 1, color: { id: 21, name: 'ホワイト', hex: '#ffffff' }, items: [aProductionItem()], ...overrides };
}

/**
 * Print 1 on spec 31, priced as `anOrderProduct()` prices it for 5 pieces: 800 yen per piece (one
 * plate), a 5,000 yen one-off plate (not repeatable), a 2,000 yen data production fee, colour
 * changes at 500 yen (none made), no design file.
 */
export function aProductionPrint(overrides: Partial<ProductionPrint> = {}): ProductionPrint {
  return {
    id: 1,
    printSpec: { id: 31, name: '前面 A4' },
    printCharges: somePrintChargeTiers(),
    printCharge: yen(800),
    plates: 1,
    plateCharge: yen(5000),
    dataProductionFee: yen(2000),
    colorChangeCharge: yen(500),
    colorChangeFrequency: 0,
    svgFileUuid: null,
    fileUuid: null,
    size: null,
    ...overrides,
  };
}

/** A production of product 41 (T-001), method 51 (8 business days), one print, one group of 5 pieces. */
export function aProduction(overrides: Partial<Production> = {}): Production {
  return {
    id: 1,
    product: { id: 41, code: 'T-001', name: 'ヘビーウェイトTシャツ', colors: [aProductColor()] },
    isRepeatable: false,
    printMethod: { id: 51, name: 'シルクスクリーン', leadDays: 8 },
    prints: [aProductionPrint()],
    itemGroups: [anItemGroup()],
    wrappings: [aWrapping()],
    ...overrides,
  };
}

/** A print category priced with `somePrintChargeTiers()`. */
export function aPrintCategory(overrides: Partial<PrintCategory> = {}): PrintCategory {
  return {
    printCharges: somePrintChargeTiers(),
    platePrice: yen(3000),
    shortTermPlatePrice: yen(5000),
    extraPlateCharge: yen(0),
    extraPrintCharge: yen(0),
    dataProductionFee: yen(2000),
    ...overrides,
  };
}

/** Print spec 31 of method 51. */
export function anOrderPrintSpec(overrides: Partial<OrderPrintSpec> = {}): OrderPrintSpec {
  return { id: 31, name: '前面 A4', printCategory: aPrintCategory(), ...overrides };
}

/**
 * Print method 51 with print spec 31, a 500 yen colour change charge, 8 business days of production
 * and no minimum quantity (1 piece, so that `aProduction()`'s 5 pieces are orderable).
 */
export function anOrderPrintMethod(overrides: Partial<OrderPrintMethod> = {}): OrderPrintMethod {
  return {
    id: 51,
    name: 'シルクスクリーン',
    colorChangeCharge: yen(500),
    leadDays: 8,
    minQuantity: 1,
    printSpecs: [anOrderPrintSpec()],
    ...overrides,
  };
}

/** Product 41 as `GET /api/products/41?response_group=order` describes it; matches `aProduction()`. */
export function anOrderProduct(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    id: 41,
    code: 'T-001',
    name: 'ヘビーウェイトTシャツ',
    printMethods: [anOrderPrintMethod()],
    colors: [aProductColor()],
    wrappings: [aWrapping()],
    ...overrides,
  };
}

/** An empty guest cart created at epoch 0, flags down. */
export function aGuestCart(overrides: Partial<GuestCart> = {}): GuestCart {
  return { ...resetGuestCart(0), ...overrides };
}

/** A reorder: 10 pieces at 1,500 + 600 + 0 yen, one print with 2 colour changes at 500 yen. */
export function aReorder(overrides: Partial<CartReorder> = {}): CartReorder {
  return {
    id: 1,
    orderProduction: { id: 901 },
    cartReorderItemGroups: [{ cartReorderItems: [{ basePrice: yen(1500), printCharge: yen(600), wrappingCharge: yen(0), quantity: 10 }] }],
    cartReorderPrints: [{ colorChangeCharge: yen(500), colorChangeFrequency: 2 }],
    ...overrides,
  };
}

/** An estimate of 50,000 yen. */
export function anEstimate(overrides: Partial<CartEstimate> = {}): CartEstimate {
  return { id: 1, estimate: { total: yen(50_000) }, ...overrides };
}

/** An empty server cart loaded at epoch 0, flags down. */
export function aServerCart(overrides: Partial<ServerCart> = {}): ServerCart {
  return { ...resetServerCart(0), ...overrides };
}

/** A one-plate print on spec 31 at 600 yen per piece, plates 3,000 / 5,000 yen, 2,000 yen data fee, no artwork. */
export function aStoredPrint(overrides: Partial<StoredPrint> = {}): StoredPrint {
  return {
    printSpecId: 31,
    fileUuid: null,
    svgFileUuid: null,
    inkIds: [],
    printCharge: yen(600),
    plates: 1,
    platePrice: yen(3000),
    shortTermPlatePrice: yen(5000),
    extraPlateCharge: yen(0),
    extraPrintCharge: yen(0),
    dataProductionFee: yen(2000),
    colorChangeFrequency: 0,
    layout: null,
    ...overrides,
  };
}

/**
 * A stored print order 'po-1' for product 41 (T-001), method 51: 10 × SKU 1101 (colour 21) at 1,500
 * yen, one print on spec 31, not repeatable, the same inks on every colour.
 */
export function aStoredPrintOrder(overrides: Partial<StoredPrintOrder> = {}): StoredPrintOrder {
  return {
    id: 'po-1',
    timestamp: 1,
    product: { id: 41, code: 'T-001' },
    selectedColors: [
      { colorId: 21, sizes: [{ skuId: 1101, quantity: 10, sku: { price: yen(1500) }, wrappingCharge: yen(0), wrappingId: null }] },
    ],
    prints: [aStoredPrint()],
    printMethod: { id: 51, slug: 'silkscreen', colorChangeCharge: yen(500) },
    isRepeatable: false,
    inkScheme: 'same',
    ...overrides,
  };
}

/** A stored production 'sp-1' with one colour of 5 pieces and an empty estimate form. */
export function aStoredProduction(overrides: Partial<StoredProduction> = {}): StoredProduction {
  return {
    id: 'sp-1',
    timestamp: 1,
    itemGroups: [
      { color: { id: 21, name: 'ホワイト', hex: '#ffffff' }, items: [{ size: { id: 11, name: 'M' }, sku: aSku(), quantity: 5 }] },
    ],
    productColors: [aProductColor()],
    estimateForm: {},
    ...overrides,
  };
}

/** The error a fetcher rejects with when the server answers 404. */
export function aNotFoundError(): HttpStatusError & Error {
  return Object.assign(new Error('Not Found'), { statusCode: 404 });
}

/** Canned server answers per kind and id; an error in the table is thrown. */
export type ServerCartAnswers = {
  readonly [K in ServerCartEntryKind]?: Readonly<Record<number, ServerCartEntryResponse<ServerCartEntries[K]> | (HttpStatusError & Error)>>;
};

/** A `fetchEntry` that answers from a table; ids not in it are 404. */
export function aFetchEntry(answers: ServerCartAnswers): FetchServerCartEntry {
  return async function fetchEntry<K extends ServerCartEntryKind>(
    kind: K,
    id: number,
  ): Promise<ServerCartEntryResponse<ServerCartEntries[K]>> {
    const answer = answers[kind]?.[id];
    if (answer === undefined) throw aNotFoundError();
    if (answer instanceof Error) throw answer;
    return answer;
  };
}
