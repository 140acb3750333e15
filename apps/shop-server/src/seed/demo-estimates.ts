/**
 * Demo estimates (issue #15): the demo customer finds two saved estimates on /myaccount/estimates,
 * one valid and one past its validity, each priced by the server exactly as an estimate made on a
 * price page (estimate-pricing.ts). Skipped when the catalogue has nothing the first printable
 * products can be estimated with.
 */
import { printsOnColor } from '@shop/cart-domain';
import type { Queryable } from '../db/db.ts';
import { pricePrintOrder } from '../estimates/estimate-pricing.ts';
import { createEstimate } from '../estimates/estimate-service.ts';
import type { HeldLine } from '../estimates/held-line.ts';
import { loadCatalogueProduct } from '../catalog/catalog-service.ts';
import { DEMO_CUSTOMER } from './demo-data/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A print order of `pieces` of the first colour and size a method of the product prints on, priced; undefined when refused. */
async function demoLine(
  db: Queryable,
  customerId: number,
  productId: number,
  pieces: number,
): Promise<{ line: HeldLine; title: string } | undefined> {
  const product = await loadCatalogueProduct(db, productId);
  if (!product) return undefined;
  for (const method of product.order.printMethods) {
    const spec = method.printSpecs[0];
    const printable = product.methodPrintableColors.get(method.id) ?? 'any';
    const color = product.order.colors.find((c) => printsOnColor(printable, product.darkColors.has(c.id)));
    const size = color?.sizes.find((s) => s.sku.inventory.quantityAvailable >= pieces);
    if (!spec || !color || !size || pieces < method.minQuantity) continue;
    try {
      return await pricePrintOrder(
        db,
        {
          productId,
          printMethodId: method.id,
          isRepeatable: false,
          itemGroups: [{ colorId: color.id, items: [{ skuId: size.sku.id, price: size.sku.price, quantity: pieces, wrappingId: null }] }],
          prints: [
            {
              printSpecId: spec.id,
              plates: 1,
              printCharge: 0,
              plateCharge: 0,
              dataProductionFee: 0,
              colorChangeCharge: 0,
              colorChangeFrequency: 0,
              svgFileUuid: null,
              fileUuid: null,
              size: null,
              layout: null,
              inkSets: null,
            },
          ],
        },
        { customerId },
      );
    } catch {
      // This method cannot print this choice (e.g. no tier for the quantity): try the next.
    }
  }
  return undefined;
}

/** Inserts the demo customer's estimates (after the catalogue and the demo customer). */
export async function insertDemoEstimates(db: Queryable, now: number = Date.now()): Promise<void> {
  const [customer] = await db.query<{ id: number }>('select id from customers where lower(email) = lower($1)', [DEMO_CUSTOMER.email]);
  if (!customer) return;
  const products = await db.query<{ id: number }>(
    'select distinct product_id as id from product_print_methods order by product_id limit 20',
  );
  const made: { line: HeldLine; title: string }[] = [];
  for (const { id } of products) {
    const priced = await demoLine(db, customer.id, id, made.length === 0 ? 30 : 12);
    if (priced) made.push(priced);
    if (made.length === 2) break;
  }
  const [current, lapsed] = made;
  // The older one was issued 45 days ago: past its 30 days, 期限切れ.
  if (lapsed)
    await createEstimate(db, {
      customerId: customer.id,
      source: 'print_order',
      title: lapsed.title,
      lines: [lapsed.line],
      now: now - 45 * DAY_MS,
    });
  if (current)
    await createEstimate(db, { customerId: customer.id, source: 'print_order', title: current.title, lines: [current.line], now });
}
