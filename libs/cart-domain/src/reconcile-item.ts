/** Brings one cart line in line with a freshly fetched SKU (spec §4 "Guest item refresh"). */
import { mergeRaisedFlags } from './flags.ts';
import type { RaisedFlags } from './flags.ts';
import type { CartItemBase, Sku } from './types.ts';

/** A reconciled line (null = removed) and the flags the change raises (only `true` entries). */
export interface ReconciledItem<I> {
  readonly item: I | null;
  readonly flags: RaisedFlags;
}

/**
 * Available stock below 1 removes the line (stockout). Otherwise the SKU is replaced, the quantity
 * capped to stock (shortage) and the price set to the SKU price (revision when it differs).
 */
export function reconcileItem<I extends Pick<CartItemBase, 'sku' | 'quantity' | 'price'>>(item: I, sku: Sku): ReconciledItem<I> {
  const available = sku.inventory.quantityAvailable;
  if (available < 1) return { item: null, flags: { stockout: true } };
  const quantity = Math.min(item.quantity, available);
  return {
    item: { ...item, sku, quantity, price: sku.price },
    flags: mergeRaisedFlags([{ shortage: quantity < item.quantity, revision: sku.price !== item.price }]),
  };
}
