/**
 * The quote token (docs/decisions/009 "Placing an order"): a stable hash of what the confirm page
 * showed, every line with its quantities, unit prices, wrapping and print charges, and the amounts.
 * Placing the order prices the cart again and compares tokens: a different token means the shopper
 * would pay something they were not shown (409 price_changed), never a silent new amount. Stock and
 * catalogue data that the page does not show (other colours, stock levels) are left out, so they
 * cannot change the token.
 */
import { wrappingCharge } from '@shop/cart-domain';
import { lineCharges, type OrderAmounts, type OrderLineInput } from './order-totals.ts';
import { type CanonicalValue, canonicalJson, stableHash } from './stable-hash.ts';

/** Token format version: part of the token, so a change of what is hashed never matches an old token. */
const VERSION = 'q1';

/** What the confirm page shows of one line, as plain data. */
function shownLine(line: OrderLineInput): CanonicalValue {
  const subtotal = lineCharges(line).total;
  if (line.kind === 'item') {
    const { item } = line;
    return [
      'item',
      item.id,
      item.sku.id,
      item.quantity,
      item.price,
      item.wrappingId,
      wrappingCharge(item.wrappings, item.wrappingId),
      subtotal,
    ];
  }
  if (line.kind === 'held') {
    const c = line.charges;
    return [
      'held',
      c.quantity,
      c.garments,
      c.wrapping,
      c.printCharges,
      c.plateCharges,
      c.dataProductionFees,
      c.colorChangeCharges,
      line.leadDays,
      subtotal,
    ];
  }
  if (line.kind === 'reorder') {
    const { reorder } = line;
    return [
      'reorder',
      reorder.cartReorderItemGroups.map((group) =>
        group.cartReorderItems.map((item) => [item.quantity, item.basePrice, item.printCharge, item.wrappingCharge]),
      ),
      reorder.cartReorderPrints.map((print) => [print.colorChangeCharge, print.colorChangeFrequency, print.plateCharge ?? 0]),
      line.leadDays,
      subtotal,
    ];
  }
  const { production } = line;
  return [
    'production',
    production.id,
    production.product.id,
    production.printMethod.id,
    production.isRepeatable,
    production.itemGroups.map((group) => [
      group.color.id,
      group.items.map((item) => [
        item.sku.id,
        item.quantity,
        item.price,
        item.wrappingId,
        wrappingCharge(production.wrappings, item.wrappingId),
      ]),
    ]),
    production.prints.map((print) => [
      print.printSpec.id,
      print.plates,
      print.printCharge,
      print.plateCharge,
      print.dataProductionFee,
      print.colorChangeCharge,
      print.colorChangeFrequency,
      print.svgFileUuid,
      print.fileUuid,
    ]),
    subtotal,
  ];
}

/**
 * The token of a quote: equal lines and amounts always give the same token, in the browser and on
 * the server; any shown quantity or amount that differs gives another.
 *
 * @example quoteToken(lines, orderTotals(lines, { shippingFee })) // 'q1.3f9a…'
 */
export function quoteToken(lines: readonly OrderLineInput[], amounts: OrderAmounts): string {
  const shown = canonicalJson({
    lines: lines.map(shownLine),
    amounts: [amounts.goodsTotal, amounts.shippingFee, amounts.total, amounts.tax],
  });
  return `${VERSION}.${stableHash(shown)}`;
}
