/**
 * Cart productions in the database: loading one as a `ProductionDraft` (ids, choices and the amounts
 * it was stored at), and writing a production priced by cart-domain back over it.
 */
import {
  draftOf,
  type Production,
  type ProductionDraft,
  type ProductionDraftItem,
  type PrintInkSet,
  type PrintLayout,
  type ProductionDraftPrint,
  yen,
} from '@shop/cart-domain';
import { one, type Queryable } from '../db/db.ts';

/** A stored production: the draft it is priced from, with its owner-visible timestamp. */
export interface StoredProduction extends ProductionDraft {
  readonly updatedAt: Date;
}

/**
 * Loads a production of `customerId` (undefined when missing or someone else's). `lock` takes the
 * row lock so that concurrent edits of one production apply one after the other.
 */
export async function loadProduction(db: Queryable, customerId: number, id: number, lock = false): Promise<StoredProduction | undefined> {
  const head = await one<{ id: number; product_id: number; print_method_id: number; is_repeatable: boolean; updated_at: Date }>(
    db,
    `select id, product_id, print_method_id, is_repeatable, updated_at from cart_productions
     where id = $1 and customer_id = $2${lock ? ' for update' : ''}`,
    [id, customerId],
  );
  if (!head) return undefined;
  const groups = await db.query<{ id: number; color_id: number }>(
    'select id, color_id from cart_production_item_groups where cart_production_id = $1 order by id',
    [id],
  );
  const items = await db.query<{
    id: number;
    item_group_id: number;
    sku_id: number;
    quantity: number;
    price: number;
    wrapping_id: number | null;
  }>(
    `select i.id, i.item_group_id, i.sku_id, i.quantity, i.price, i.wrapping_id from cart_production_items i
     join cart_production_item_groups g on g.id = i.item_group_id where g.cart_production_id = $1 order by i.id`,
    [id],
  );
  const prints = await db.query<{
    id: number;
    print_spec_id: number;
    plates: number;
    print_charge: number;
    plate_charge: number;
    data_production_fee: number;
    color_change_charge: number;
    color_change_frequency: number;
    svg_file_uuid: string | null;
    file_uuid: string | null;
    size: string | null;
    layout: PrintLayout | null;
    ink_sets: PrintInkSet[] | null;
  }>(
    `select id, print_spec_id, plates, print_charge, plate_charge, data_production_fee, color_change_charge,
            color_change_frequency, svg_file_uuid, file_uuid, size, layout, ink_sets
     from cart_prints where cart_production_id = $1 order by id`,
    [id],
  );
  return {
    id: head.id,
    productId: head.product_id,
    printMethodId: head.print_method_id,
    isRepeatable: head.is_repeatable,
    updatedAt: head.updated_at,
    itemGroups: groups.map((g) => ({
      id: g.id,
      colorId: g.color_id,
      items: items
        .filter((i) => i.item_group_id === g.id)
        .map((i) => ({ id: i.id, skuId: i.sku_id, quantity: i.quantity, price: yen(i.price), wrappingId: i.wrapping_id })),
    })),
    prints: prints.map((p) => ({
      id: p.id,
      printSpecId: p.print_spec_id,
      plates: p.plates,
      printCharge: yen(p.print_charge),
      plateCharge: yen(p.plate_charge),
      dataProductionFee: yen(p.data_production_fee),
      colorChangeCharge: yen(p.color_change_charge),
      colorChangeFrequency: p.color_change_frequency,
      svgFileUuid: p.svg_file_uuid,
      fileUuid: p.file_uuid,
      size: p.size,
      layout: p.layout,
      inkSets: p.ink_sets,
    })),
  };
}

/** Ids of a customer's productions, oldest first. */
export async function productionIdsOf(db: Queryable, customerId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select id from cart_productions where customer_id = $1 order by id', [customerId]);
  return rows.map((r) => r.id);
}

/** Deletes a production of the customer; false when there was none. */
export async function deleteProduction(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from cart_productions where id = $1 and customer_id = $2 returning id', [id, customerId]);
  return rows.length > 0;
}

/** Which table a child row of a production lives in. */
export type ProductionPart = 'item_group' | 'item' | 'print';

const OWNER_SQL: Record<ProductionPart, string> = {
  item_group: `select g.cart_production_id as production_id from cart_production_item_groups g
    join cart_productions p on p.id = g.cart_production_id where g.id = $1 and p.customer_id = $2`,
  item: `select g.cart_production_id as production_id from cart_production_items i
    join cart_production_item_groups g on g.id = i.item_group_id
    join cart_productions p on p.id = g.cart_production_id where i.id = $1 and p.customer_id = $2`,
  print: `select r.cart_production_id as production_id from cart_prints r
    join cart_productions p on p.id = r.cart_production_id where r.id = $1 and p.customer_id = $2`,
};

/** The production owning a child row, if the customer owns it (undefined otherwise). */
export async function productionOwning(db: Queryable, customerId: number, part: ProductionPart, id: number): Promise<number | undefined> {
  const row = await one<{ production_id: number }>(db, OWNER_SQL[part], [id, customerId]);
  return row?.production_id;
}

const sameItem = (a: ProductionDraftItem, b: ProductionDraftItem) =>
  a.skuId === b.skuId && a.quantity === b.quantity && a.price === b.price && a.wrappingId === b.wrappingId;

const samePrint = (a: ProductionDraftPrint, b: ProductionDraftPrint) =>
  a.plates === b.plates &&
  a.printCharge === b.printCharge &&
  a.plateCharge === b.plateCharge &&
  a.dataProductionFee === b.dataProductionFee &&
  a.colorChangeCharge === b.colorChangeCharge;

async function insertItem(db: Queryable, groupId: number, item: ProductionDraftItem): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    'insert into cart_production_items (item_group_id, sku_id, quantity, price, wrapping_id) values ($1, $2, $3, $4, $5) returning id',
    [groupId, item.skuId, item.quantity, item.price, item.wrappingId],
  );
  return row?.id ?? 0;
}

/**
 * Writes a priced production over what was stored (`before`, undefined for a new one): removed rows
 * are deleted, changed rows updated, new rows (id ≤ 0) inserted. `after` null deletes the
 * production. Returns the production as stored now (its draft with real ids).
 */
export async function saveProduction(
  db: Queryable,
  customerId: number,
  before: ProductionDraft | undefined,
  after: Production | null,
  now: number,
): Promise<StoredProduction | null> {
  const at = new Date(now);
  if (after === null) {
    if (before) await deleteProduction(db, customerId, before.id);
    return null;
  }
  const draft = draftOf(after);
  let id = draft.id;
  if (!before) {
    const row = await one<{ id: number }>(
      db,
      `insert into cart_productions (customer_id, product_id, print_method_id, is_repeatable, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5) returning id`,
      [customerId, draft.productId, draft.printMethodId, draft.isRepeatable, at],
    );
    id = row?.id ?? 0;
  } else {
    await db.query('update cart_productions set is_repeatable = $2, updated_at = $3 where id = $1', [id, draft.isRepeatable, at]);
  }

  const keptGroups = new Set(draft.itemGroups.map((g) => g.id));
  const keptItems = new Set(draft.itemGroups.flatMap((g) => g.items.map((i) => i.id)));
  const oldItems = new Map((before?.itemGroups ?? []).flatMap((g) => g.items.map((i) => [i.id, i] as const)));
  for (const group of before?.itemGroups ?? []) {
    if (!keptGroups.has(group.id)) await db.query('delete from cart_production_item_groups where id = $1', [group.id]);
    else {
      for (const item of group.items) {
        if (!keptItems.has(item.id)) await db.query('delete from cart_production_items where id = $1', [item.id]);
      }
    }
  }

  // New ids by the draft's temporary ones (≤ 0), to give them to the priced production.
  const groupIds = new Map<number, number>();
  const itemIds = new Map<number, number>();
  for (const group of draft.itemGroups) {
    let groupId = group.id;
    if (groupId <= 0) {
      const row = await one<{ id: number }>(
        db,
        'insert into cart_production_item_groups (cart_production_id, color_id) values ($1, $2) returning id',
        [id, group.colorId],
      );
      groupId = row?.id ?? 0;
      groupIds.set(group.id, groupId);
    }
    for (const item of group.items) {
      const old = oldItems.get(item.id);
      if (item.id <= 0 || !old) itemIds.set(item.id, await insertItem(db, groupId, item));
      else if (!sameItem(old, item)) {
        await db.query('update cart_production_items set sku_id = $2, quantity = $3, price = $4, wrapping_id = $5 where id = $1', [
          item.id,
          item.skuId,
          item.quantity,
          item.price,
          item.wrappingId,
        ]);
      }
    }
  }

  const oldPrints = new Map((before?.prints ?? []).map((p) => [p.id, p]));
  const printIds = new Map<number, number>();
  for (const print of draft.prints) {
    const old = oldPrints.get(print.id);
    if (old && print.id > 0) {
      if (!samePrint(old, print)) {
        await db.query(
          'update cart_prints set plates = $2, print_charge = $3, plate_charge = $4, data_production_fee = $5, color_change_charge = $6 where id = $1',
          [print.id, print.plates, print.printCharge, print.plateCharge, print.dataProductionFee, print.colorChangeCharge],
        );
      }
      continue;
    }
    const row = await one<{ id: number }>(
      db,
      `insert into cart_prints (cart_production_id, print_spec_id, plates, print_charge, plate_charge, data_production_fee,
         color_change_charge, color_change_frequency, svg_file_uuid, file_uuid, size, layout, ink_sets)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        id,
        print.printSpecId,
        print.plates,
        print.printCharge,
        print.plateCharge,
        print.dataProductionFee,
        print.colorChangeCharge,
        print.colorChangeFrequency,
        print.svgFileUuid,
        print.fileUuid,
        print.size,
        print.layout ? JSON.stringify(print.layout) : null,
        print.inkSets && print.inkSets.length > 0 ? JSON.stringify(print.inkSets) : null,
      ],
    );
    printIds.set(print.id, row?.id ?? 0);
  }

  return {
    ...draft,
    id,
    itemGroups: draft.itemGroups.map((group) => ({
      ...group,
      id: groupIds.get(group.id) ?? group.id,
      items: group.items.map((item) => ({ ...item, id: itemIds.get(item.id) ?? item.id })),
    })),
    prints: draft.prints.map((print) => ({ ...print, id: printIds.get(print.id) ?? print.id })),
    updatedAt: at,
  };
}
