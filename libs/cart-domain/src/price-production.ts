/**
 * The one place a production is priced (spec §4 "Guest production refresh" steps 2–6 and §9), by
 * the browser and by the server alike: a draft (ids, choices and the amounts someone claims) is
 * checked against the current catalogue product and every amount is computed again.
 */
import { mergeRaisedFlags } from './flags.ts';
import type { RaisedFlags } from './flags.ts';
import { yen } from './money.ts';
import { priceOnePrint } from './print-charge.ts';
import type { NoPrintChargeTier } from './print-charge.ts';
import { reconcileItem } from './reconcile-item.ts';
import type {
  OrderProduct,
  Production,
  ProductionDraft,
  ProductionDraftItem,
  ProductionItem,
  ProductionItemGroup,
  ProductionPrint,
} from './types.ts';

/** Nothing of the production can be sold: its print method, a print spec or every line is gone or sold out. */
export interface ProductionUnavailable {
  readonly type: 'unavailable';
}

/** The production's quantity (after capping to stock) is below its print method's minimum. */
export interface BelowMinimumQuantity {
  readonly type: 'below_minimum_quantity';
  readonly minQuantity: number; // pieces in the whole production
}

/** Why `priceProduction` priced a production away (the server answers 422 with a message per type). */
export type ProductionRefusal = ProductionUnavailable | NoPrintChargeTier | BelowMinimumQuantity;

/**
 * A priced production (null = nothing left that can be sold) and the flags pricing raised (only
 * `true` entries). `refusal` says why `production` is null; it is absent when a production is priced
 * (and when someone removed the production on purpose rather than pricing it).
 */
export interface PricedProduction {
  readonly production: Production | null;
  readonly flags: RaisedFlags;
  readonly refusal?: ProductionRefusal;
}

/** A production reconciled with a re-fetched product (same shape as a priced one). */
export type ReconciledProduction = PricedProduction;

/** The production priced away: removed from a cart (stockout), with the reason. */
const removed = (refusal: ProductionRefusal, flags: readonly RaisedFlags[] = []): PricedProduction => ({
  production: null,
  flags: mergeRaisedFlags([...flags, { stockout: true }]),
  refusal,
});
const UNAVAILABLE: ProductionUnavailable = { type: 'unavailable' };

/** A production as a draft: its ids, choices and current amounts (what is pushed, stored or re-priced). */
export function draftOf(production: Production): ProductionDraft {
  return {
    id: production.id,
    productId: production.product.id,
    printMethodId: production.printMethod.id,
    isRepeatable: production.isRepeatable,
    itemGroups: production.itemGroups.map((group) => ({
      id: group.id,
      colorId: group.color.id,
      items: group.items.map((item) => ({
        id: item.id,
        skuId: item.sku.id,
        quantity: item.quantity,
        price: item.price,
        wrappingId: item.wrappingId,
      })),
    })),
    prints: production.prints.map((print) => ({
      id: print.id,
      printSpecId: print.printSpec.id,
      plates: print.plates,
      colorChangeFrequency: print.colorChangeFrequency,
      svgFileUuid: print.svgFileUuid,
      fileUuid: print.fileUuid,
      size: print.size,
      ...(print.layout ? { layout: print.layout } : {}),
      ...(print.inkSets ? { inkSets: print.inkSets } : {}),
      printCharge: print.printCharge,
      plateCharge: print.plateCharge,
      dataProductionFee: print.dataProductionFee,
      colorChangeCharge: print.colorChangeCharge,
    })),
  };
}

/**
 * Prices a draft against the catalogue product:
 * 1. print method or any print spec not offered → removed (stockout);
 * 2. groups whose colour is gone and lines whose SKU is not a size of that colour are dropped (stockout);
 * 3. quantities capped to stock (shortage), unit prices set to the SKU price (revision), sold-out lines
 *    dropped (stockout); a wrapping the product no longer offers is dropped (revision);
 * 4. groups left without lines are removed, and the production when no group is left (stockout);
 * 5. a quantity below the print method's `minQuantity` → removed (stockout, `below_minimum_quantity`);
 *    every print priced for the production's quantity (`priceOnePrint`): tier × plates + extra print
 *    charge per piece, plate charge by `isRepeatable`, data production fee, colour change charge;
 *    no tier for the quantity → removed (stockout). Any amount that differs from the draft's raises revision.
 * Names, colours, sizes and SKUs of the result come from the product, never from the draft. A
 * production priced away carries its `refusal`: `unavailable` (steps 1–4), `below_minimum_quantity`
 * or `no_print_charge_tier` (step 5).
 */
export function priceProduction(draft: ProductionDraft, product: OrderProduct): PricedProduction {
  // Step 1
  const method = product.printMethods.find((m) => m.id === draft.printMethodId);
  if (!method) return removed(UNAVAILABLE);
  const specs = [];
  for (const print of draft.prints) {
    const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
    if (!spec) return removed(UNAVAILABLE);
    specs.push(spec);
  }

  // Steps 2–4
  const flags: RaisedFlags[] = [];
  const offeredWrappings = new Set(product.wrappings.map((w) => w.id));
  const itemGroups: ProductionItemGroup[] = [];
  for (const group of draft.itemGroups) {
    const color = product.colors.find((c) => c.id === group.colorId);
    if (!color) {
      flags.push({ stockout: true });
      continue;
    }
    const items: ProductionItem[] = [];
    for (const line of group.items) {
      const size = color.sizes.find((s) => s.sku.id === line.skuId);
      if (!size) {
        flags.push({ stockout: true });
        continue;
      }
      const reconciled = reconcileItem(claimedLine(line, size.sku), size.sku);
      flags.push(reconciled.flags);
      if (!reconciled.item) continue;
      const wrappingId = line.wrappingId !== null && offeredWrappings.has(line.wrappingId) ? line.wrappingId : null;
      if (wrappingId !== line.wrappingId) flags.push({ revision: true });
      items.push({
        id: line.id,
        size: { id: size.id, name: size.name },
        sku: size.sku,
        quantity: reconciled.item.quantity,
        price: reconciled.item.price,
        wrappingId,
      });
    }
    if (items.length > 0) itemGroups.push({ id: group.id, color: { id: color.id, name: color.name, hex: color.hex }, items });
  }
  if (itemGroups.length === 0) return removed(UNAVAILABLE, flags);

  // Step 5
  const quantity = itemGroups.reduce((sum, group) => sum + group.items.reduce((n, item) => n + item.quantity, 0), 0);
  if (quantity < method.minQuantity) return removed({ type: 'below_minimum_quantity', minQuantity: method.minQuantity }, flags);
  const prints: ProductionPrint[] = [];
  for (const [index, print] of draft.prints.entries()) {
    const spec = specs[index];
    if (!spec) throw new Error('unreachable: one spec per print');
    const amounts = priceOnePrint(spec.printCategory, {
      plates: print.plates,
      isRepeatable: draft.isRepeatable,
      quantity,
      colorChangeCharge: method.colorChangeCharge,
    });
    if (!amounts.ok) return removed({ type: 'no_print_charge_tier', printSpecId: spec.id }, flags);
    const priced = amounts.value;
    if (
      priced.printCharge !== print.printCharge ||
      priced.plateCharge !== print.plateCharge ||
      priced.dataProductionFee !== print.dataProductionFee ||
      priced.colorChangeCharge !== print.colorChangeCharge
    ) {
      flags.push({ revision: true });
    }
    prints.push({
      id: print.id,
      printSpec: { id: spec.id, name: spec.name },
      printCharges: spec.printCategory.printCharges,
      plates: print.plates,
      colorChangeFrequency: print.colorChangeFrequency,
      svgFileUuid: print.svgFileUuid,
      fileUuid: print.fileUuid,
      size: print.size,
      ...(print.layout ? { layout: print.layout } : {}),
      ...(print.inkSets ? { inkSets: print.inkSets } : {}),
      ...priced,
    });
  }

  return {
    production: {
      id: draft.id,
      product: { id: product.id, code: product.code, name: product.name, colors: product.colors },
      isRepeatable: draft.isRepeatable,
      printMethod: { id: method.id, name: method.name, leadDays: method.leadDays },
      prints,
      itemGroups,
      wrappings: product.wrappings,
    },
    flags: mergeRaisedFlags(flags),
  };
}

/** A draft line in the shape `reconcileItem` compares: the claimed price against the SKU's. */
function claimedLine(line: ProductionDraftItem, sku: ProductionItem['sku']): Pick<ProductionItem, 'sku' | 'quantity' | 'price'> {
  return { sku, quantity: line.quantity, price: yen(line.price) };
}

/**
 * Steps 2–6 of the guest production refresh: the production re-priced against its re-fetched product
 * (`priceProduction` of its draft).
 */
export function reconcileProduction(production: Production, product: OrderProduct): ReconciledProduction {
  return priceProduction(draftOf(production), product);
}
