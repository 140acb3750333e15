/** SKUs (one colour × size of a product): `GET /api/skus/{id}?response_group=order`. */
import type * as v from 'valibot';
import { CountSchema, IdSchema, YenSchema, dataEnvelope, wireObject } from './common.ts';

/** Stock of one SKU. */
export const InventorySchema = wireObject({ quantity_available: CountSchema });
export type Inventory = v.InferOutput<typeof InventorySchema>;

/** A SKU with its unit price (yen, tax included) and stock. */
export const SkuSchema = wireObject({ id: IdSchema, price: YenSchema, inventory: InventorySchema });
export type Sku = v.InferOutput<typeof SkuSchema>;

/** `GET /api/skus/{id}` → `{ data: Sku }`. */
export const SkuResponseSchema = dataEnvelope(SkuSchema);
