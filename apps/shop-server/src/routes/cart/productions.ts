/**
 * Print orders in the cart: `/api/cart_productions`, `/api/cart_production_item_groups`,
 * `/api/cart_production_items`, `/api/cart_prints`. Every change re-prices the whole production
 * from the catalogue (pricing.ts) before it is stored, so no stored amount ever comes from the client.
 */
import { API_ROUTES } from '@shop/api-contract';
import { type Context, Hono } from 'hono';
import { one, type Queryable } from '../../db/db.ts';
import { idParam } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpProblem } from '../../http/errors.ts';
import { on, readRequest } from '../../http/route.ts';
import { requireCustomer } from '../../session/middleware.ts';
import { type CatalogueProduct, loadCatalogueProduct } from './catalogue.ts';
import { CART_MESSAGES } from './messages.ts';
import { type DraftGroup, type DraftProduction, type PricedProduction, priceProduction } from './pricing.ts';
import {
  checkColorForMethod,
  checkItems,
  draftItems,
  FieldErrors,
  MAX_COLOR_CHANGES,
  MAX_PRINT_SIZE_LENGTH,
  temporaryIds,
} from './production-input.ts';
import { loadProduction, saveProduction, type StoredProduction } from './production-store.ts';
import { entryMeta, itemGroupWire, printWire, productionItemWire, productionWire } from './serialize.ts';

const noItem = () => new HttpProblem(404, CART_MESSAGES.noItem);

/** Loads the product of a production; it exists while the production does (FK cascade). */
async function catalogueOf(db: Queryable, productId: number): Promise<CatalogueProduct> {
  const product = await loadCatalogueProduct(db, productId);
  if (!product) throw noItem();
  return product;
}

interface Edited {
  priced: PricedProduction;
  saved: StoredProduction | null;
  product: CatalogueProduct;
}

/** `/api/cart_production*` and `/api/cart_prints` routes. */
export function cartProductionRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();

  /**
   * Loads a production of the customer with its row locked, lets `edit` change the draft (null
   * removes it), prices the result and stores it, all in one transaction.
   */
  async function editProduction(
    c: Context<AppEnv>,
    productionId: number,
    edit: (stored: StoredProduction, product: CatalogueProduct) => DraftProduction | null,
    accept: (result: Edited) => void = () => undefined,
  ): Promise<Edited> {
    const customerId = requireCustomer(c);
    return db.transaction(async (tx) => {
      const stored = await loadProduction(tx, customerId, productionId, true);
      if (!stored) throw noItem();
      const product = await catalogueOf(tx, stored.productId);
      const draft = edit(stored, product);
      const priced: PricedProduction = draft
        ? priceProduction(draft, product.order)
        : { production: null, shortage: false, revision: false };
      const result = { priced, product, saved: null };
      accept(result); // may refuse (throw) before anything is written
      const saved = await saveProduction(tx, customerId, stored, priced.production, now());
      return { ...result, saved };
    });
  }

  /** The production id owning a row of a child table, if the customer owns it. */
  async function owner(c: Context<AppEnv>, sql: string, id: number): Promise<number> {
    const row = await one<{ production_id: number }>(db, sql, [id, requireCustomer(c)]);
    if (!row) throw noItem();
    return row.production_id;
  }

  on(app, API_ROUTES.cartProductionCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartProductionCreate);
    const product = await loadCatalogueProduct(db, body.productId);
    if (!product) throw new HttpProblem(422, CART_MESSAGES.unknownProduct, { product_id: [CART_MESSAGES.unknownProduct] });
    const errors = new FieldErrors();
    const method = product.order.printMethods.find((m) => m.id === body.printMethodId);
    if (!method) errors.add('print_method_id', CART_MESSAGES.printMethodNotOffered);
    const specs = new Set<number>();
    body.prints.forEach((print, i) => {
      if (method && !method.printSpecs.some((s) => s.id === print.printSpecId)) {
        errors.add(`prints.${i}.print_spec_id`, CART_MESSAGES.printSpecNotOffered);
      }
      if (specs.has(print.printSpecId)) errors.add(`prints.${i}.print_spec_id`, CART_MESSAGES.printSpecTwice);
      specs.add(print.printSpecId);
      if (print.colorChangeFrequency > MAX_COLOR_CHANGES) {
        errors.add(`prints.${i}.color_change_frequency`, CART_MESSAGES.tooManyColorChanges(MAX_COLOR_CHANGES));
      }
      if ((print.size?.length ?? 0) > MAX_PRINT_SIZE_LENGTH) {
        errors.add(`prints.${i}.size`, CART_MESSAGES.sizeTooLong(MAX_PRINT_SIZE_LENGTH));
      }
    });
    const colors = new Set<number>();
    body.itemGroups.forEach((group, i) => {
      if (!product.order.colors.some((col) => col.id === group.colorId)) errors.add(`item_groups.${i}.color_id`, CART_MESSAGES.colorNotOffered);
      if (colors.has(group.colorId)) errors.add(`item_groups.${i}.color_id`, CART_MESSAGES.colorTwice);
      checkColorForMethod(errors, `item_groups.${i}.color_id`, group.colorId, body.printMethodId, product);
      colors.add(group.colorId);
      checkItems(errors, `item_groups.${i}.items`, group.colorId, group.items, product);
    });
    errors.throwIfAny();

    const newId = temporaryIds();
    const draft: DraftProduction = {
      id: 0,
      productId: body.productId,
      printMethodId: body.printMethodId,
      groups: body.itemGroups.map((group) => ({ id: newId(), colorId: group.colorId, items: draftItems(group.items, newId) })),
      prints: body.prints.map((print) => ({ ...print, id: 0 })),
    };
    const priced = priceProduction(draft, product.order);
    if (!priced.production) throw new HttpProblem(422, CART_MESSAGES.allSoldOut, { item_groups: [CART_MESSAGES.allSoldOut] });
    const production = priced.production;
    const saved = await db.transaction((tx) => saveProduction(tx, customerId, undefined, production, now()));
    if (!saved) throw new Error('a new production was not stored');
    return c.json({ data: productionWire(saved, product), meta: entryMeta(priced) }, 201);
  });

  on(app, API_ROUTES.cartProductionShow, async (c) => {
    const { priced, saved, product } = await editProduction(c, idParam(c), (stored) => stored);
    if (!saved) return c.json({ data: null, meta: entryMeta(priced) });
    return c.json({ data: productionWire(saved, product), meta: entryMeta(priced) });
  });

  on(app, API_ROUTES.cartProductionDelete, async (c) => {
    const rows = await db.query('delete from cart_productions where id = $1 and customer_id = $2 returning id', [idParam(c), requireCustomer(c)]);
    if (rows.length === 0) throw noItem();
    return c.body(null, 204);
  });

  on(app, API_ROUTES.cartProductionItemGroupCreate, async (c) => {
    requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartProductionItemGroupCreate);
    const newId = temporaryIds();
    const groupId = newId();
    const { priced, saved, product } = await editProduction(
      c,
      body.cartProductionId,
      (stored, product) => {
        const errors = new FieldErrors();
        if (!product.order.colors.some((col) => col.id === body.colorId)) errors.add('color_id', CART_MESSAGES.colorNotOffered);
        if (stored.groups.some((g) => g.colorId === body.colorId)) errors.add('color_id', CART_MESSAGES.colorAlreadyInProduction);
        checkColorForMethod(errors, 'color_id', body.colorId, stored.printMethodId, product);
        checkItems(errors, 'items', body.colorId, body.items, product);
        errors.throwIfAny();
        return { ...stored, groups: [...stored.groups, { id: groupId, colorId: body.colorId, items: draftItems(body.items, newId) }] };
      },
      ({ priced }) => {
        if (!priced.production?.groups.some((g) => g.id === groupId)) {
          throw new HttpProblem(422, CART_MESSAGES.allSoldOut, { items: [CART_MESSAGES.allSoldOut] });
        }
      },
    );
    // The new group is the one stored last.
    const group = saved?.groups.at(-1);
    if (!group) throw new Error('the new item group was not stored');
    return c.json({ data: itemGroupWire(group, product), meta: entryMeta(priced) }, 201);
  });

  const GROUP_OWNER = `select g.cart_production_id as production_id from cart_production_item_groups g
    join cart_productions p on p.id = g.cart_production_id where g.id = $1 and p.customer_id = $2`;

  on(app, API_ROUTES.cartProductionItemGroupUpdate, async (c) => {
    const groupId = idParam(c);
    const productionId = await owner(c, GROUP_OWNER, groupId);
    const body = await readRequest(c, API_ROUTES.cartProductionItemGroupUpdate);
    const { priced, saved, product } = await editProduction(
      c,
      productionId,
      (stored, product) => {
        const group = stored.groups.find((g) => g.id === groupId);
        if (!group) throw noItem();
        const errors = new FieldErrors();
        const ownIds = new Set(group.items.map((i) => i.id));
        body.items.forEach((item, j) => {
          if (item.id !== undefined && !ownIds.has(item.id)) errors.add(`items.${j}.id`, CART_MESSAGES.itemNotInGroup);
        });
        checkItems(errors, 'items', group.colorId, body.items, product);
        errors.throwIfAny();
        // Spec §4 "Cart edits": replacing items drops those with quantity 0; an emptied group goes.
        const items = draftItems(
          body.items.filter((item) => item.quantity !== 0),
          temporaryIds(),
        );
        const groups: DraftGroup[] = stored.groups.flatMap((g) => (g.id !== groupId ? [g] : items.length > 0 ? [{ ...g, items }] : []));
        return groups.length > 0 ? { ...stored, groups } : null;
      },
      ({ priced }) => {
        if (!priced.production?.groups.some((g) => g.id === groupId)) {
          throw new HttpProblem(422, CART_MESSAGES.allSoldOut, { items: [CART_MESSAGES.allSoldOut] });
        }
      },
    );
    const group = saved?.groups.find((g) => g.id === groupId);
    if (!group) throw new Error('the replaced item group was not stored');
    return c.json({ data: itemGroupWire(group, product), meta: entryMeta(priced) });
  });

  on(app, API_ROUTES.cartProductionItemGroupDelete, async (c) => {
    const groupId = idParam(c);
    const productionId = await owner(c, GROUP_OWNER, groupId);
    const { priced, saved, product } = await editProduction(c, productionId, (stored) => {
      const groups = stored.groups.filter((g) => g.id !== groupId);
      // Spec §4: removing the last item group removes the production.
      return groups.length > 0 ? { ...stored, groups } : null;
    });
    return c.json({ data: { cart_production: saved ? productionWire(saved, product) : null }, meta: entryMeta(priced) });
  });

  const ITEM_OWNER = `select g.cart_production_id as production_id from cart_production_items i
    join cart_production_item_groups g on g.id = i.item_group_id
    join cart_productions p on p.id = g.cart_production_id where i.id = $1 and p.customer_id = $2`;

  on(app, API_ROUTES.cartProductionItemUpdate, async (c) => {
    const itemId = idParam(c);
    const productionId = await owner(c, ITEM_OWNER, itemId);
    const body = await readRequest(c, API_ROUTES.cartProductionItemUpdate);
    const { priced, saved, product } = await editProduction(c, productionId, (stored, product) => {
      if (body.wrappingId !== null && !product.order.wrappings.some((w) => w.id === body.wrappingId)) {
        throw new HttpProblem(422, CART_MESSAGES.wrappingNotOffered, { wrapping_id: [CART_MESSAGES.wrappingNotOffered] });
      }
      return {
        ...stored,
        groups: stored.groups.map((g) => ({
          ...g,
          items: g.items.map((i) => (i.id === itemId ? { ...i, wrappingId: body.wrappingId } : i)),
        })),
      };
    });
    const item = saved?.groups.flatMap((g) => g.items).find((i) => i.id === itemId);
    // Sold out meanwhile: the re-priced production no longer has the line (the refresh is kept).
    if (!saved || !item) throw noItem();
    return c.json({ data: productionItemWire(item, product), meta: entryMeta(priced) });
  });

  const PRINT_OWNER = `select r.cart_production_id as production_id from cart_prints r
    join cart_productions p on p.id = r.cart_production_id where r.id = $1 and p.customer_id = $2`;

  on(app, API_ROUTES.cartPrintUpdate, async (c) => {
    const printId = idParam(c);
    const productionId = await owner(c, PRINT_OWNER, printId);
    const body = await readRequest(c, API_ROUTES.cartPrintUpdate);
    // The charge sent is only compared: the server's tier charge for the current quantity is stored.
    const { priced, saved, product } = await editProduction(c, productionId, (stored) => stored);
    const print = saved?.prints.find((p) => p.id === printId);
    if (!saved || !print) throw noItem();
    const revision = priced.revision || print.printCharge !== body.printCharge;
    return c.json({ data: printWire(print, saved, product), meta: entryMeta({ shortage: priced.shortage, revision }) });
  });

  return app;
}
