import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { reconcileItem } from './reconcile-item.ts';
import { aGuestItem, aSku } from './testing/index.ts';
import type { Sku } from './types.ts';

describe('reconcileItem (spec §4 guest item refresh)', () => {
  const item = aGuestItem({ quantity: 5, price: yen(1500) });

  it.each<[string, Sku, ReturnType<typeof reconcileItem>]>([
    [
      'available stock below 1 removes the item and sets stockout',
      aSku({ inventory: { quantityAvailable: 0 } }),
      { item: null, flags: { stockout: true } },
    ],
    [
      'the SKU is replaced; enough stock and the same price raise nothing',
      aSku({ inventory: { quantityAvailable: 50 } }),
      { item: { ...item, sku: aSku({ inventory: { quantityAvailable: 50 } }) }, flags: {} },
    ],
    [
      'the quantity is capped to available stock and shortage is set',
      aSku({ inventory: { quantityAvailable: 3 } }),
      { item: { ...item, sku: aSku({ inventory: { quantityAvailable: 3 } }), quantity: 3 }, flags: { shortage: true } },
    ],
    [
      'a quantity equal to stock is not a shortage',
      aSku({ inventory: { quantityAvailable: 5 } }),
      { item: { ...item, sku: aSku({ inventory: { quantityAvailable: 5 } }) }, flags: {} },
    ],
    [
      'a changed price is taken over and revision is set',
      aSku({ price: yen(1650) }),
      { item: { ...item, sku: aSku({ price: yen(1650) }), price: yen(1650) }, flags: { revision: true } },
    ],
  ])('%s', (_rule, sku, reconciled) => {
    expect(reconcileItem(item, sku)).toEqual(reconciled);
  });
});
