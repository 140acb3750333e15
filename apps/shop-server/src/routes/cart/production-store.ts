/** Cart productions in the database: loading one as a draft, and writing a priced draft back. */
import { one, type Queryable } from '../../db/db.ts';
import type { DraftGroup, DraftItem, DraftPrint, DraftProduction } from './pricing.ts';

/** A stored production with its owner-visible timestamp. */
export interface StoredProduction extends DraftProduction {
  updatedAt: Date;
}

/**
 * Loads a production of `customerId` (undefined when missing or someone else's). `lock` takes the
 * row lock so that concurrent edits of one production apply one after the other.
 */
export async function loadProduction(
  db: Queryable,
  customerId: number,
  id: number,
  lock = false,
): Promise<StoredProduction | undefined> {
  const head = await one<{ id: number; product_id: number; print_method_id: number; updated_at: Date }>(
    db,
    `select id, product_id, print_method_id, updated_at from cart_productions where id = $1 and customer_id = $2${lock ? ' for update' : ''}`,
    [id, customerId],
  );
  if (!head) return undefined;
  const groups = await db.query<{ id: number; color_id: number }>(
    'select id, color_id from cart_production_item_groups where cart_production_id = $1 order by id',
    [id],
  );
  const items = await db.query<{ id: number; item_group_id: number; sku_id: number; quantity: number; price: number; wrapping_id: number | null }>(
    `select i.id, i.item_group_id, i.sku_id, i.quantity, i.price, i.wrapping_id from cart_production_items i
     join cart_production_item_groups g on g.id = i.item_group_id where g.cart_production_id = $1 order by i.id`,
    [id],
  );
  const prints = await db.query<{
    id: number; print_spec_id: number; print_charge: number; plate_charge: number; data_production_fee: number;
    color_change_charge: number; color_change_frequency: number; svg_file_uuid: string | null; file_uuid: string | null; size: string | null;
  }>('select * from cart_prints where cart_production_id = $1 order by id', [id]);
  return {
    id: head.id,
    productId: head.product_id,
    printMethodId: head.print_method_id,
    updatedAt: head.updated_at,
    groups: groups.map((g) => ({
      id: g.id,
      colorId: g.color_id,
      items: items
        .filter((i) => i.item_group_id === g.id)
        .map((i) => ({ id: i.id, skuId: i.sku_id, quantity: i.quantity, price: i.price, wrappingId: i.wrapping_id })),
    })),
    prints: prints.map((p) => ({
      id: p.id,
      printSpecId: p.print_spec_id,
      printCharge: p.print_charge,
      plateCharge: p.plate_charge,
      dataProductionFee: p.data_production_fee,
      colorChangeCharge: p.color_change_charge,
      colorChangeFrequency: p.color_change_frequency,
      svgFileUuid: p.svg_file_uuid,
      fileUuid: p.file_uuid,
      size: p.size,
    })),
  };
}

/** Ids of a customer's productions, oldest first. */
export async function productionIdsOf(db: Queryable, customerId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select id from cart_productions where customer_id = $1 order by id', [customerId]);
  return rows.map((r) => r.id);
}

const sameItem = (a: DraftItem, b: DraftItem) =>
  a.skuId === b.skuId && a.quantity === b.quantity && a.price === b.price && a.wrappingId === b.wrappingId;

const samePrint = (a: DraftPrint, b: DraftPrint) =>
  a.printCharge === b.printCharge &&
  a.plateCharge === b.plateCharge &&
  a.dataProductionFee === b.dataProductionFee &&
  a.colorChangeCharge === b.colorChangeCharge;

async function insertItem(db: Queryable, groupId: number, item: DraftItem): Promise<DraftItem> {
  const row = await one<{ id: number }>(
    db,
    'insert into cart_production_items (item_group_id, sku_id, quantity, price, wrapping_id) values ($1, $2, $3, $4, $5) returning id',
    [groupId, item.skuId, item.quantity, item.price, item.wrappingId],
  );
  return { ...item, id: row?.id ?? 0 };
}

async function insertGroup(db: Queryable, productionId: number, group: DraftGroup): Promise<DraftGroup> {
  const row = await one<{ id: number }>(
    db,
    'insert into cart_production_item_groups (cart_production_id, color_id) values ($1, $2) returning id',
    [productionId, group.colorId],
  );
  const id = row?.id ?? 0;
  const items: DraftItem[] = [];
  for (const item of group.items) items.push(await insertItem(db, id, item));
  return { ...group, id, items };
}

/**
 * Writes a priced production over what was stored (`before`, undefined for a new one): removed rows
 * are deleted, changed rows updated, new rows (id ≤ 0) inserted. `after` null deletes the
 * production. Returns the production as stored now, with real ids.
 */
export async function saveProduction(
  db: Queryable,
  customerId: number,
  before: DraftProduction | undefined,
  after: DraftProduction | null,
  now: number,
): Promise<StoredProduction | null> {
  const at = new Date(now);
  if (after === null) {
    if (before) await db.query('delete from cart_productions where id = $1 and customer_id = $2', [before.id, customerId]);
    return null;
  }
  let id = after.id;
  if (!before) {
    const row = await one<{ id: number }>(
      db,
      `insert into cart_productions (customer_id, product_id, print_method_id, created_at, updated_at)
       values ($1, $2, $3, $4, $4) returning id`,
      [customerId, after.productId, after.printMethodId, at],
    );
    id = row?.id ?? 0;
  } else {
    await db.query('update cart_productions set updated_at = $2 where id = $1', [id, at]);
  }

  const keptGroups = new Set(after.groups.map((g) => g.id));
  const keptItems = new Set(after.groups.flatMap((g) => g.items.map((i) => i.id)));
  const oldItems = new Map((before?.groups ?? []).flatMap((g) => g.items.map((i) => [i.id, i] as const)));
  for (const group of before?.groups ?? []) {
    if (!keptGroups.has(group.id)) await db.query('delete from cart_production_item_groups where id = $1', [group.id]);
    else {
      for (const item of group.items) {
        if (!keptItems.has(item.id)) await db.query('delete from cart_production_items where id = $1', [item.id]);
      }
    }
  }

  const groups: DraftGroup[] = [];
  for (const group of after.groups) {
    if (group.id <= 0) {
      groups.push(await insertGroup(db, id, group));
      continue;
    }
    const items: DraftItem[] = [];
    for (const item of group.items) {
      const old = oldItems.get(item.id);
      if (item.id <= 0 || !old) items.push(await insertItem(db, group.id, item));
      else {
        if (!sameItem(old, item)) {
          await db.query('update cart_production_items set sku_id = $2, quantity = $3, price = $4, wrapping_id = $5 where id = $1', [
            item.id,
            item.skuId,
            item.quantity,
            item.price,
            item.wrappingId,
          ]);
        }
        items.push(item);
      }
    }
    groups.push({ ...group, items });
  }

  const oldPrints = new Map((before?.prints ?? []).map((p) => [p.id, p]));
  const prints: DraftPrint[] = [];
  for (const print of after.prints) {
    const old = oldPrints.get(print.id);
    if (old && print.id > 0) {
      if (!samePrint(old, print)) {
        await db.query(
          'update cart_prints set print_charge = $2, plate_charge = $3, data_production_fee = $4, color_change_charge = $5 where id = $1',
          [print.id, print.printCharge, print.plateCharge, print.dataProductionFee, print.colorChangeCharge],
        );
      }
      prints.push(print);
      continue;
    }
    const row = await one<{ id: number }>(
      db,
      `insert into cart_prints (cart_production_id, print_spec_id, print_charge, plate_charge, data_production_fee,
         color_change_charge, color_change_frequency, svg_file_uuid, file_uuid, size)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        id,
        print.printSpecId,
        print.printCharge,
        print.plateCharge,
        print.dataProductionFee,
        print.colorChangeCharge,
        print.colorChangeFrequency,
        print.svgFileUuid,
        print.fileUuid,
        print.size,
      ],
    );
    prints.push({ ...print, id: row?.id ?? 0 });
  }
  return { ...after, id, groups, prints, updatedAt: at };
}
