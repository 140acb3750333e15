/**
 * What the production routes do, apart from HTTP: price a production with cart-domain's
 * `priceProduction` against the catalogue and store the result, in one transaction with the
 * production's row locked. No amount the client sends is ever stored.
 */
import { type PricedProduction, priceProduction, type ProductionDraft, type RaisedFlags } from '@shop/cart-domain';
import type { Db, Queryable } from '../db/db.ts';
import { type CatalogueProduct, loadCatalogueProduct } from '../catalog/catalog-service.ts';
import { CART_MESSAGES, noItem, refusal } from './messages.ts';
import { loadProduction, type ProductionPart, productionOwning, saveProduction, type StoredProduction } from './production-store.ts';

/** A production after an edit: as priced, as stored now (null: removed), and its product. */
export interface Edited {
  readonly priced: PricedProduction;
  readonly saved: StoredProduction | null;
  readonly product: CatalogueProduct;
}

/** Cart-entry meta from pricing flags: a dropped (sold-out, vanished) line counts as a shortage. */
export function pricingMeta(flags: RaisedFlags): { shortage: boolean; revision: boolean } {
  return { shortage: Boolean(flags.shortage || flags.stockout), revision: Boolean(flags.revision) };
}

/**
 * The 422 message of a production priced away, by its refusal: below the method's minimum quantity,
 * no print-charge tier for the quantity, or (no refusal, `unavailable`) nothing of it left to sell.
 */
export function unpricedMessage(priced: PricedProduction, product: CatalogueProduct, printMethodId: number): string {
  switch (priced.refusal?.type) {
    case 'below_minimum_quantity': {
      const method = product.order.printMethods.find((m) => m.id === printMethodId);
      return CART_MESSAGES.belowMinimumQuantity(method?.name ?? 'このプリント方法', priced.refusal.minQuantity);
    }
    case 'no_print_charge_tier':
      return CART_MESSAGES.cannotPrice;
    default:
      return CART_MESSAGES.allSoldOut;
  }
}

/** Refuses (422 under `field`) a request whose production cannot be sold as asked, saying why. */
export function refuseUnpriced(field: string, priced: PricedProduction, product: CatalogueProduct, printMethodId: number): never {
  throw refusal(field, unpricedMessage(priced, product, printMethodId));
}

/**
 * Refuses an edit by the shopper that leaves the production unorderable (below the minimum quantity,
 * or no tier for it) instead of removing the production; a production priced away for lack of stock
 * is removed as before.
 */
export function refuseUnorderable(field: string, priced: PricedProduction, product: CatalogueProduct, printMethodId: number): void {
  if (priced.refusal && priced.refusal.type !== 'unavailable') refuseUnpriced(field, priced, product, printMethodId);
}

/** Loads the product of a production; it exists while the production does (FK cascade). */
async function catalogueOf(db: Queryable, productId: number): Promise<CatalogueProduct> {
  const product = await loadCatalogueProduct(db, productId);
  if (!product) throw noItem();
  return product;
}

/** The production service of one database and clock. */
export function productionService(db: Db, now: () => number) {
  return {
    /** Prices and stores a new production of the customer; 422 when nothing of it can be sold. */
    async create(customerId: number, draft: ProductionDraft, product: CatalogueProduct): Promise<Edited> {
      const priced = priceProduction(draft, product.order);
      const production = priced.production;
      if (!production) refuseUnpriced('item_groups', priced, product, draft.printMethodId);
      const saved = await db.transaction((tx) => saveProduction(tx, customerId, undefined, production, now()));
      if (!saved) throw new Error('a new production was not stored');
      return { priced, saved, product };
    },

    /**
     * Loads a production of the customer with its row locked, lets `edit` change its draft (null
     * removes it), prices the result and stores it. `accept` may refuse (throw) before anything is
     * written; it sees the production as stored before the edit and its product.
     */
    edit(
      customerId: number,
      productionId: number,
      edit: (stored: StoredProduction, product: CatalogueProduct) => ProductionDraft | null,
      accept: (priced: PricedProduction, stored: StoredProduction, product: CatalogueProduct) => void = () => undefined,
    ): Promise<Edited> {
      return db.transaction(async (tx) => {
        const stored = await loadProduction(tx, customerId, productionId, true);
        if (!stored) throw noItem();
        const product = await catalogueOf(tx, stored.productId);
        const draft = edit(stored, product);
        const priced: PricedProduction = draft ? priceProduction(draft, product.order) : { production: null, flags: {} };
        accept(priced, stored, product);
        const saved = await saveProduction(tx, customerId, stored, priced.production, now());
        return { priced, saved, product };
      });
    },

    /** The production owning a child row of the customer's (404 when there is none). */
    async owning(customerId: number, part: ProductionPart, id: number): Promise<number> {
      const productionId = await productionOwning(db, customerId, part, id);
      if (productionId === undefined) throw noItem();
      return productionId;
    },
  };
}

/** A print order of the customer's cart as stored (undefined when missing or someone else's): what a shared proof copies. */
export function cartProductionOf(db: Queryable, customerId: number, productionId: number): Promise<StoredProduction | undefined> {
  return loadProduction(db, customerId, productionId);
}
