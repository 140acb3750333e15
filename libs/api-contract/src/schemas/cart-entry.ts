/** What every single server-cart entry answer shares: `{ data: entry | null, meta }`. */
import * as v from 'valibot';
import { wireObject } from './common.ts';

/**
 * Refresh flags of one cart entry (spec §4 "Server cart refresh"): `shortage` = quantity lowered
 * to stock, `revision` = a price changed, `expired` = a reorder expired (then `data` is null).
 */
export const CartEntryMetaSchema = wireObject({ shortage: v.boolean(), revision: v.boolean(), expired: v.boolean() });
export type CartEntryMeta = v.InferOutput<typeof CartEntryMetaSchema>;

/** `{ data: entry | null, meta: CartEntryMeta }`; `data` is null when the entry is gone (sold out, expired). */
export function cartEntryResponse<const TEntry extends v.GenericSchema>(entry: TEntry) {
  return wireObject({ data: v.nullable(entry), meta: CartEntryMetaSchema });
}
