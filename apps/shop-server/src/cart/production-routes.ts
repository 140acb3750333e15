/**
 * Print orders in the cart: `/api/cart_productions`, `/api/cart_production_item_groups`,
 * `/api/cart_production_items`, `/api/cart_prints`. Each handler reads its request, checks it
 * (production-input.ts), lets the service price and store the production (production-service.ts,
 * production-store.ts) and answers in the wire shape (serialize.ts).
 */
import { API_ROUTES } from '@shop/api-contract';
import { draftOfCreateRequest, type ProductionDraftGroup } from '@shop/cart-domain';
import { Hono } from 'hono';
import { ownFileUuids } from '../files/file-service.ts';
import { idParam } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import { loadCatalogueProduct } from '../catalog/catalog-service.ts';
import { CART_MESSAGES, noItem, refusal } from './messages.ts';
import {
  checkGroupReplacement,
  checkNewGroup,
  checkNewProduction,
  checkWrapping,
  draftItems,
  printFileUuids,
  temporaryIds,
} from './production-input.ts';
import { pricingMeta, productionService, refuseUnorderable, refuseUnpriced } from './production-service.ts';
import { deleteProduction } from './production-store.ts';
import { entryMeta, itemGroupWire, printWire, productionItemWire, productionWire } from './serialize.ts';

/** `/api/cart_production*` and `/api/cart_prints` routes. */
export function cartProductionRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const productions = productionService(db, now);

  on(app, API_ROUTES.cartProductionCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartProductionCreate);
    const product = await loadCatalogueProduct(db, body.productId);
    if (!product) throw refusal('product_id', CART_MESSAGES.unknownProduct);
    checkNewProduction(body, product, await ownFileUuids(db, { customerId }, printFileUuids(body.prints)));
    const { priced, saved } = await productions.create(customerId, draftOfCreateRequest(body), product);
    if (!saved) throw new Error('a new production was not stored');
    return c.json({ data: productionWire(saved, product), meta: entryMeta(pricingMeta(priced.flags)) }, 201);
  });

  on(app, API_ROUTES.cartProductionShow, async (c) => {
    const { priced, saved, product } = await productions.edit(requireCustomer(c), idParam(c), (stored) => stored);
    const meta = entryMeta(pricingMeta(priced.flags));
    return c.json({ data: saved ? productionWire(saved, product) : null, meta });
  });

  on(app, API_ROUTES.cartProductionDelete, async (c) => {
    if (!(await deleteProduction(db, requireCustomer(c), idParam(c)))) throw noItem();
    return c.body(null, 204);
  });

  on(app, API_ROUTES.cartProductionItemGroupCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartProductionItemGroupCreate);
    const newId = temporaryIds();
    const groupId = newId();
    const { priced, saved, product } = await productions.edit(
      customerId,
      body.cartProductionId,
      (stored, product) => {
        checkNewGroup(stored, body, product);
        const group: ProductionDraftGroup = { id: groupId, colorId: body.colorId, items: draftItems(body.items, newId) };
        return { ...stored, itemGroups: [...stored.itemGroups, group] };
      },
      (priced, stored, product) => {
        if (!priced.production?.itemGroups.some((g) => g.id === groupId)) refuseUnpriced('items', priced, product, stored.printMethodId);
      },
    );
    // The new group is the one stored last.
    const group = saved?.itemGroups.at(-1);
    if (!group) throw new Error('the new item group was not stored');
    return c.json({ data: itemGroupWire(group, product), meta: entryMeta(pricingMeta(priced.flags)) }, 201);
  });

  on(app, API_ROUTES.cartProductionItemGroupUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const groupId = idParam(c);
    const productionId = await productions.owning(customerId, 'item_group', groupId);
    const body = await readRequest(c, API_ROUTES.cartProductionItemGroupUpdate);
    const { priced, saved, product } = await productions.edit(
      customerId,
      productionId,
      (stored, product) => {
        const group = stored.itemGroups.find((g) => g.id === groupId);
        if (!group) throw noItem();
        checkGroupReplacement(group, body.items, product);
        // Spec §4 "Cart edits": replacing items drops those with quantity 0; an emptied group goes.
        const items = draftItems(
          body.items.filter((item) => item.quantity !== 0),
          temporaryIds(),
        );
        const itemGroups = stored.itemGroups.flatMap((g) => (g.id !== groupId ? [g] : items.length > 0 ? [{ ...g, items }] : []));
        return itemGroups.length > 0 ? { ...stored, itemGroups } : null;
      },
      (priced, stored, product) => {
        if (!priced.production?.itemGroups.some((g) => g.id === groupId)) refuseUnpriced('items', priced, product, stored.printMethodId);
      },
    );
    const group = saved?.itemGroups.find((g) => g.id === groupId);
    if (!group) throw new Error('the replaced item group was not stored');
    return c.json({ data: itemGroupWire(group, product), meta: entryMeta(pricingMeta(priced.flags)) });
  });

  on(app, API_ROUTES.cartProductionItemGroupDelete, async (c) => {
    const customerId = requireCustomer(c);
    const groupId = idParam(c);
    const productionId = await productions.owning(customerId, 'item_group', groupId);
    const { priced, saved, product } = await productions.edit(
      customerId,
      productionId,
      (stored) => {
        const itemGroups = stored.itemGroups.filter((g) => g.id !== groupId);
        // Spec §4: removing the last item group removes the production.
        return itemGroups.length > 0 ? { ...stored, itemGroups } : null;
      },
      // The groups left must still make an orderable production (e.g. silk-screen's minimum).
      (priced, stored, product) => refuseUnorderable('item_groups', priced, product, stored.printMethodId),
    );
    const data = { cart_production: saved ? productionWire(saved, product) : null };
    return c.json({ data, meta: entryMeta(pricingMeta(priced.flags)) });
  });

  on(app, API_ROUTES.cartProductionItemUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const itemId = idParam(c);
    const productionId = await productions.owning(customerId, 'item', itemId);
    const body = await readRequest(c, API_ROUTES.cartProductionItemUpdate);
    const { priced, saved, product } = await productions.edit(customerId, productionId, (stored, product) => {
      checkWrapping(body.wrappingId, product);
      const itemGroups = stored.itemGroups.map((g) => ({
        ...g,
        items: g.items.map((i) => (i.id === itemId ? { ...i, wrappingId: body.wrappingId } : i)),
      }));
      return { ...stored, itemGroups };
    });
    const item = saved?.itemGroups.flatMap((g) => g.items).find((i) => i.id === itemId);
    // Sold out meanwhile: the re-priced production no longer has the line (the refresh is kept).
    if (!saved || !item) throw noItem();
    return c.json({ data: productionItemWire(item, product), meta: entryMeta(pricingMeta(priced.flags)) });
  });

  on(app, API_ROUTES.cartPrintUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const printId = idParam(c);
    const productionId = await productions.owning(customerId, 'print', printId);
    const body = await readRequest(c, API_ROUTES.cartPrintUpdate);
    // The charge sent is only compared: the server's charge for the current quantity is stored.
    const { priced, saved, product } = await productions.edit(customerId, productionId, (stored) => stored);
    const print = saved?.prints.find((p) => p.id === printId);
    if (!saved || !print) throw noItem();
    const meta = pricingMeta(priced.flags);
    return c.json({
      data: printWire(print, saved, product),
      meta: entryMeta({ ...meta, revision: meta.revision || print.printCharge !== body.printCharge }),
    });
  });

  return app;
}
