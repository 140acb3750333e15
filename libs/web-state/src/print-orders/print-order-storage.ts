/**
 * Stored print orders in localStorage, under one key (spec §3 "Stored print orders"): the print
 * orders the design flow is working on, at most 4. The stored value is read through a valibot
 * schema: anything that is not a list of well-formed print orders (malformed JSON, another shape, an
 * older format, a value written by another site on the same origin) counts as an empty list. It is
 * never trusted, never throws, and never touches the other keys (the guest cart stays as it is).
 */
import { STORED_ORDERS_LIMIT, yen, type StoredPrintOrder } from '@shop/cart-domain';
import * as v from 'valibot';
import { localStorageOrUndefined, parseStoredJson, stringSlotStorage, type SyncSlotStorage } from '../storage/slot-storage.ts';

import { PRINT_ORDERS_KEY } from '../storage/storage-keys.ts';

export { PRINT_ORDERS_KEY };

/** The stored print orders as the store knows them. */
export type PrintOrdersSlot =
  /** Not read yet: the server render and the first browser render. */
  | { readonly status: 'unread' }
  /** Read from storage (an empty list when nothing usable is stored). */
  | { readonly status: 'read'; readonly orders: readonly StoredPrintOrder[] };

export type ReadPrintOrders = Extract<PrintOrdersSlot, { status: 'read' }>;

export const UNREAD_PRINT_ORDERS: PrintOrdersSlot = { status: 'unread' };

const NO_PRINT_ORDERS: ReadPrintOrders = { status: 'read', orders: [] };

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const money = v.pipe(v.number(), v.safeInteger(), v.transform(yen)); // yen, tax included

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const uuid = v.nullable(v.pipe(v.string(), v.minLength(1)));

const StoredPrintOrderSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  timestamp: count, // epoch ms; 0 = disabled
  product: v.object({ id, code: v.string() }),
  printMethod: v.object({ id, slug: v.string(), colorChangeCharge: money }),
  isRepeatable: v.boolean(),
  inkScheme: v.picklist(['same', 'per_color']),
  selectedColors: v.array(
    v.object({
      colorId: id,
      sizes: v.array(
        v.object({ skuId: id, quantity: count, sku: v.object({ price: money }), wrappingCharge: money, wrappingId: v.nullable(id) }),
      ),
    }),
  ),
  prints: v.array(
    v.object({
      printSpecId: id,
      fileUuid: uuid,
      svgFileUuid: uuid,
      inkIds: v.array(v.array(id)),
      printCharge: money,
      plates: count,
      platePrice: money,
      shortTermPlatePrice: money,
      extraPlateCharge: money,
      extraPrintCharge: money,
      dataProductionFee: money,
      colorChangeFrequency: count,
      // The print width and place chosen (issue #30); absent in orders stored before it: the default layout.
      layout: v.optional(
        v.nullable(
          v.object({
            widthMm: v.pipe(v.number(), v.finite(), v.gtValue(0)),
            anchor: v.picklist(['top', 'center']),
            offsetXMm: v.pipe(v.number(), v.finite()),
            offsetYMm: v.pipe(v.number(), v.finite()),
          }),
        ),
        null,
      ),
    }),
  ),
});

/**
 * Valibot schema of the stored list (camelCase, as the apps store it). A longer list than the spec
 * allows keeps its last STORED_ORDERS_LIMIT (4) entries, as appending would have.
 */
export const StoredPrintOrdersSchema: v.GenericSchema<unknown, StoredPrintOrder[]> = v.pipe(
  v.array(StoredPrintOrderSchema),
  v.transform((orders) => orders.slice(-STORED_ORDERS_LIMIT)),
);

/** Reads the raw storage string: the stored orders, or an empty list when none or not usable. */
export function readStoredPrintOrders(raw: string | null): ReadPrintOrders {
  const parsed = v.safeParse(StoredPrintOrdersSchema, parseStoredJson(raw));
  return parsed.success ? { status: 'read', orders: parsed.output } : NO_PRINT_ORDERS;
}

/** jotai storage for the print orders: parses on read, removes the key for an empty list, follows other tabs. */
export function createPrintOrderStorage(getStorage: () => Storage | undefined = localStorageOrUndefined): SyncSlotStorage<PrintOrdersSlot> {
  return stringSlotStorage<PrintOrdersSlot>({
    getStorage,
    read: readStoredPrintOrders,
    unreadable: NO_PRINT_ORDERS,
    write: (slot) => (slot.orders.length === 0 ? null : JSON.stringify(slot.orders)),
    // A print order saved in another tab shows here too.
    followOtherTabs: true,
  });
}
