/** The reorder calls' answers on the wire: a production in the list, its detail, a priced quote. */
import type { OrderPrintWire, ReorderDetailWire, ReorderQuoteWire, ReorderSummaryWire } from '@shop/api-contract';
import { consumptionTaxIncluded } from '@shop/cart-domain';
import { chargesWire } from '../cart/priced-line.ts';
import { type AssessedProduction, type PricedReorderChoice, REORDER_MESSAGES } from './reorder-service.ts';
import type { InkRow } from './reorder-store.ts';

/** The list entry of a production. */
export function summaryWire(a: AssessedProduction): ReorderSummaryWire {
  const { row } = a;
  const snap = row.snapshot;
  return {
    number: row.number,
    order_number: row.order_number,
    ordered_at: row.placed_at.toISOString(),
    product: { id: a.product ? a.product.order.id : null, code: snap.product.code, name: snap.product.name, image: snap.product.image },
    print_method: { id: a.method ? a.method.id : null, slug: snap.print_method.slug, name: snap.print_method.name },
    prints: snap.prints.map(printSummary),
    quantity: snap.quantity,
    plates_kept_until: a.plates === 'kept' ? a.keeping.keptUntil : null,
    plates: a.plates,
    new_plate_charge: a.newPlateCharge,
    plates_label: platesLabel(a),
    reorderable: a.reason === null,
    reason: a.reason,
    reason_label: a.reason === null ? null : REORDER_MESSAGES.reasons[a.reason],
  };
}

/** What the shopper reads about the plates before the price (null: inkjet, or not reorderable). */
function platesLabel(a: AssessedProduction): string | null {
  if (a.plates === 'none' || a.reason !== null) return null;
  const until = a.keeping.keptUntil;
  if (a.plates === 'kept' && until !== null) return REORDER_MESSAGES.plates.kept(until);
  if (a.row.snapshot.is_repeatable && until !== null) return REORDER_MESSAGES.plates.expired(until, a.newPlateCharge);
  return REORDER_MESSAGES.plates.notKept(a.newPlateCharge);
}

function printSummary(p: OrderPrintWire) {
  return {
    print_spec_id: p.print_spec.id,
    position: p.print_spec.position,
    size: p.print_spec.size,
    plates: p.plates,
    thumbnail_url: p.thumbnail_url,
  };
}

/** The detail of a production: today's colours, sizes, stock and prices, the inks, the last quantities. */
export function detailWire(a: AssessedProduction, inks: readonly InkRow[]): ReorderDetailWire {
  const colors = a.product?.order.colors ?? [];
  return {
    ...summaryWire(a),
    colors: colors.map((c) => ({
      id: c.id,
      name: c.name,
      hex: c.hex,
      sizes: c.sizes.map((s) => ({
        sku_id: s.sku.id,
        name: s.name,
        price: s.sku.price,
        stock: Math.max(0, s.sku.inventory.quantityAvailable),
      })),
    })),
    last_item_groups: a.row.snapshot.item_groups.map((g) => ({
      color_id: g.color.id,
      items: g.items.map((i) => ({ sku_id: i.sku_id, quantity: i.quantity })),
    })),
    inks: inks.map((i) => ({ id: i.id, name: i.name, hex: i.hex })),
    color_change_charge: a.method?.colorChangeCharge ?? 0,
    min_quantity: Math.max(1, a.method?.minQuantity ?? 1),
  };
}

/** The quote on the wire. */
export function quoteWire(choice: PricedReorderChoice): ReorderQuoteWire {
  const { priced, assessed } = choice;
  const total = priced.charges.total;
  return {
    number: assessed.row.number,
    item_groups: choice.groups.map((g, gi) => ({
      color: g.color,
      items: g.items.map((i, ii) => {
        const amounts = priced.cartReorderItemGroups[gi]?.cartReorderItems[ii];
        const base = amounts?.basePrice ?? 0;
        const print = amounts?.printCharge ?? 0;
        const wrap = amounts?.wrappingCharge ?? 0;
        return {
          sku_id: i.skuId,
          size: i.size,
          quantity: i.quantity,
          base_price: base,
          print_charge: print,
          wrapping_charge: wrap,
          subtotal: (base + print + wrap) * i.quantity,
        };
      }),
    })),
    prints: assessed.row.snapshot.prints.map((p, index) => {
      const amounts = priced.cartReorderPrints[index];
      return {
        ...printSummary(p),
        print_charge: amounts?.printCharge ?? 0,
        inks: choice.prints[index]?.inks?.map((i) => ({ id: i.id, name: i.name, hex: i.hex })) ?? null,
        color_change_charge: amounts?.colorChangeCharge ?? 0,
        color_change_frequency: amounts?.colorChangeFrequency ?? 0,
        plate_charge: amounts?.plateCharge ?? 0,
      };
    }),
    charges: chargesWire(priced.charges),
    quantity: priced.charges.quantity,
    total,
    tax: consumptionTaxIncluded(total),
  };
}
