/**
 * Reading the guest cart back from local storage. The stored value may be corrupt, from an older
 * release or from another site on the same origin: it is validated, never trusted (spec §5:
 * timestamps are whole numbers, unwrapped flags are coerced to booleans).
 */
import * as v from 'valibot';
import { SHORTEST_LEAD_TIME_DAYS } from './constants.ts';
import { yen } from './money.ts';
import { ok, refuse } from '@shop/result';
import type { Result } from '@shop/result';
import type { GuestCart } from './types.ts';

const id = v.pipe(v.number(), v.safeInteger());
const timestamp = v.pipe(v.number(), v.safeInteger(), v.minValue(0)); // epoch ms
const quantity = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const money = v.pipe(v.number(), v.safeInteger(), v.transform(yen));
// A missing or non-boolean flag (older releases stored them wrapped) is coerced, not rejected.
const flag = v.pipe(v.optional(v.unknown(), false), v.transform(Boolean));

const sku = v.object({ id, price: money, inventory: v.object({ quantityAvailable: quantity }) });

/** Valibot schema of a stored `Sku` (price and stock as the cart keeps them). */
export const StoredSkuSchema = sku;
// `name`: absent in carts stored before wrappings kept their names (the cart then says ラッピング).
const wrapping = v.object({ id, charge: money, name: v.optional(v.pipe(v.string(), v.maxLength(100))) });
const tier = v.object({ minQuantity: quantity, charge: money });
const color = v.object({ id, name: v.string(), hex: v.string(), sizes: v.array(v.object({ id, name: v.string(), sku })) });

const guestItem = v.object({ id, sku, quantity, price: money, wrappingId: v.nullable(id), wrappings: v.array(wrapping), timestamp });

const production = v.object({
  id,
  product: v.object({ id, code: v.string(), name: v.string(), colors: v.array(color) }),
  isRepeatable: v.optional(v.boolean(), false),
  // Carts stored before lead times were kept load with the shortest; the layout's refresh sets the method's own.
  printMethod: v.object({ id, name: v.string(), leadDays: v.optional(quantity, SHORTEST_LEAD_TIME_DAYS) }),
  prints: v.array(
    // Carts stored before plates and one-off charges were kept load with the defaults of a
    // one-plate print and zero charges; the layout's refresh then prices them from the catalogue.
    v.object({
      id: v.optional(id, 0),
      printSpec: v.object({ id, name: v.string() }),
      printCharges: v.array(tier),
      printCharge: money,
      plates: v.optional(quantity, 1),
      plateCharge: v.optional(money, 0),
      dataProductionFee: v.optional(money, 0),
      colorChangeCharge: v.optional(money, 0),
      colorChangeFrequency: v.optional(quantity, 0),
      svgFileUuid: v.optional(v.nullable(v.string()), null),
      fileUuid: v.optional(v.nullable(v.string()), null),
      size: v.optional(v.nullable(v.string()), null),
      layout: v.optional(
        v.nullable(v.object({ widthMm: v.number(), anchor: v.picklist(['top', 'center']), offsetXMm: v.number(), offsetYMm: v.number() })),
      ),
      // Silk-screen inks chosen (issue #30); absent in carts stored before they were kept.
      inkSets: v.optional(v.nullable(v.array(v.object({ colorId: v.nullable(id), inkIds: v.array(id) })))),
    }),
  ),
  itemGroups: v.array(
    v.object({
      id,
      color: v.object({ id, name: v.string(), hex: v.string() }),
      items: v.array(v.object({ id, size: v.object({ id, name: v.string() }), sku, quantity, price: money, wrappingId: v.nullable(id) })),
    }),
  ),
  wrappings: v.array(wrapping),
});

/**
 * Valibot schema of a stored `Production` (a print order in a cart, as the apps store it): the guest
 * cart's productions, and the server cart a browser keeps between page loads.
 */
export const StoredProductionSchema = production;

/** Valibot schema of the stored guest cart (camelCase, as the app stores it); output is a `GuestCart`. */
export const GuestCartSchema: v.GenericSchema<unknown, GuestCart> = v.object({
  timestamp,
  items: v.array(guestItem),
  productions: v.array(production),
  stockout: flag,
  shortage: flag,
  revision: flag,
});

/** The stored value is not a guest cart. */
export interface CorruptCart {
  readonly type: 'corrupt_cart';
}

/** Validates a value read from storage: the cart, or `corrupt_cart` (then reset the cart). */
export function parseGuestCart(stored: unknown): Result<GuestCart, CorruptCart> {
  const parsed = v.safeParse(GuestCartSchema, stored);
  return parsed.success ? ok(parsed.output) : refuse({ type: 'corrupt_cart' });
}

/** Like `parseGuestCart`, for the raw storage string: malformed JSON is `corrupt_cart` too. */
export function parseGuestCartJson(text: string): Result<GuestCart, CorruptCart> {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return refuse({ type: 'corrupt_cart' });
  }
  return parseGuestCart(stored);
}
