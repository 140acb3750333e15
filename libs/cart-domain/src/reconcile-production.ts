/** Brings one production in line with a freshly fetched product (spec §4 "Guest production refresh" steps 2–6). */
import { mergeRaisedFlags } from './flags.ts';
import type { RaisedFlags } from './flags.ts';
import { recomputePrintCharges } from './print-charge.ts';
import { reconcileItem } from './reconcile-item.ts';
import type { OrderProduct, Production, ProductionItem, ProductionItemGroup, ProductionPrint } from './types.ts';

/** A reconciled production (null = removed) and the flags the change raises (only `true` entries). */
export interface ReconciledProduction {
  readonly production: Production | null;
  readonly flags: RaisedFlags;
}

const removed: ReconciledProduction = { production: null, flags: { stockout: true } };

/**
 * Applies steps 2–6 of the guest production refresh with the re-fetched product:
 * 2. print method or any print spec gone → production removed (stockout);
 * 3. groups whose colour is gone and items whose size is gone are dropped (stockout);
 * 4. quantities capped to stock (shortage), prices updated (revision); sold-out items dropped (stockout);
 * 5. groups left without items are removed, and the production when no group is left;
 * 6. print charges recomputed from the product's current price lists (revision when one changes).
 * A production whose quantity no longer reaches any print-charge tier cannot be priced: removed (stockout).
 */
export function reconcileProduction(production: Production, product: OrderProduct): ReconciledProduction {
  // Step 2
  const method = product.printMethods.find((m) => m.id === production.printMethod.id);
  if (!method) return removed;
  const prints: ProductionPrint[] = [];
  for (const print of production.prints) {
    const spec = method.printSpecs.find((s) => s.id === print.printSpec.id);
    if (!spec) return removed;
    prints.push({ ...print, printCharges: spec.printCategory.printCharges });
  }

  // Steps 3–5
  const flags: RaisedFlags[] = [];
  const itemGroups: ProductionItemGroup[] = [];
  for (const group of production.itemGroups) {
    const color = product.colors.find((c) => c.id === group.color.id);
    if (!color) {
      flags.push({ stockout: true });
      continue;
    }
    const items: ProductionItem[] = [];
    for (const item of group.items) {
      const size = color.sizes.find((s) => s.id === item.size.id);
      if (!size) {
        flags.push({ stockout: true });
        continue;
      }
      const reconciled = reconcileItem(item, size.sku);
      flags.push(reconciled.flags);
      if (reconciled.item) items.push(reconciled.item);
    }
    if (items.length > 0) itemGroups.push({ ...group, items });
  }
  if (itemGroups.length === 0) return { production: null, flags: mergeRaisedFlags([...flags, { stockout: true }]) };

  // Step 6
  const repriced = recomputePrintCharges({ ...production, prints, itemGroups });
  if (!repriced.ok) return { production: null, flags: mergeRaisedFlags([...flags, { stockout: true }]) };
  const chargeChanged = repriced.value.prints.some((p, i) => p.printCharge !== production.prints[i]?.printCharge);
  return { production: repriced.value, flags: mergeRaisedFlags([...flags, { revision: chargeChanged }]) };
}
