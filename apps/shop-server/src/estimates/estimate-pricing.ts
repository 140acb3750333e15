/**
 * A print order priced for an estimate or a quote PDF exactly as the cart prices it: the body of
 * `POST /api/cart_productions`, checked against the catalogue (production-input.ts) and priced by
 * cart-domain's `priceProduction` (the one pricing of the shop). Nothing the browser says a price is
 * is used. The result is one held line.
 */
import type { CartProductionCreateRequest } from '@shop/api-contract';
import { draftOfCreateRequest, priceProduction } from '@shop/cart-domain';
import { lineCharges } from '@shop/order-domain';
import type { Queryable } from '../db/db.ts';
import type { FileOwner } from '../files/file-record-store.ts';
import { fileKindsOf, ownFileUuids } from '../files/file-service.ts';
import { chargesWire, productionStock, productionWire } from '../cart/priced-line.ts';
import { loadCatalogueProduct } from '../catalog/catalog-service.ts';
import { CART_MESSAGES, refusal } from '../cart/messages.ts';
import { checkNewProduction, printFileUuids } from '../cart/production-input.ts';
import { refuseUnpriced } from '../cart/production-service.ts';
import { type HeldLine, heldCharges } from './held-line.ts';

/** Why a print order cannot be estimated as asked: not enough left of a size. */
export const SHORTAGE_MESSAGE = '在庫が不足しているため、ご指定の数量ではお見積りできません。数量を減らしてお試しください。';

/** A print order priced as one held line, with the title an estimate gets (product name and method). */
export interface PricedPrintOrder {
  line: HeldLine;
  title: string;
}

/** Prices a print order for `owner` (whose uploads its prints may cite); 422 as the cart refuses it. */
export async function pricePrintOrder(db: Queryable, body: CartProductionCreateRequest, owner: FileOwner): Promise<PricedPrintOrder> {
  const product = await loadCatalogueProduct(db, body.productId);
  if (!product) throw refusal('product_id', CART_MESSAGES.unknownProduct);
  checkNewProduction(body, product, await ownFileUuids(db, owner, printFileUuids(body.prints)));
  const priced = priceProduction(draftOfCreateRequest(body), product.order);
  const production = priced.production;
  if (!production) refuseUnpriced('item_groups', priced, product, body.printMethodId);
  if (priced.flags.shortage || priced.flags.stockout) throw refusal('item_groups', SHORTAGE_MESSAGE);
  const files = production.prints.flatMap((p) => [p.svgFileUuid, p.fileUuid]).filter((u): u is string => u !== null);
  const kinds = await fileKindsOf(db, files);
  const slug = product.methodSlugs.get(production.printMethod.id) ?? String(production.printMethod.id);
  const charges = lineCharges({ kind: 'production', production });
  const line: HeldLine = {
    wire: {
      kind: 'production',
      position: 1,
      production: productionWire(production, product, slug, kinds),
      charges: chargesWire(charges),
      subtotal: charges.total,
    },
    charges: heldCharges(charges),
    stock: productionStock(production),
    files,
    leadDays: Math.max(1, production.printMethod.leadDays),
    production: { productId: production.product.id, printMethodId: production.printMethod.id },
  };
  return { line, title: `${production.product.name} ${production.printMethod.name}` };
}
