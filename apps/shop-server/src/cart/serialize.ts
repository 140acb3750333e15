/** Cart entries in their wire shape (snake_case, as the contract's Cart*Schema read them). */
import type { EstimatePictureWire, OrderLineWire } from '@shop/api-contract';
import type { ProductionDraftItem, Sku } from '@shop/cart-domain';
import { skuLineRefs } from '../catalog/product-shapes.ts';
import { type CatalogueProduct, productionImage } from '../catalog/catalog-service.ts';
import type { ItemRow, ItemWrapping } from './item-store.ts';
import type { StoredProduction } from './production-store.ts';
import type { EstimateRow, ReorderRow } from './cart-entry-store.ts';
import { inkSetsWire, printChargesWire } from './priced-line.ts';

/** A SKU on the wire. */
export function skuWire(sku: Sku) {
  return { id: sku.id, price: sku.price, inventory: { quantity_available: sku.inventory.quantityAvailable } };
}

/** A stored production refers to something the catalogue no longer offers for its product. */
export class CatalogueMismatch extends Error {
  constructor(what: string) {
    super(`cart serialisation: ${what} is not offered by the catalogue`);
    this.name = 'CatalogueMismatch';
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new CatalogueMismatch(what);
  return value;
}

/** One size line of a production (CartProductionItemSchema). */
export function productionItemWire(item: ProductionDraftItem, product: CatalogueProduct) {
  for (const color of product.order.colors) {
    const size = color.sizes.find((s) => s.sku.id === item.skuId);
    if (size) {
      return {
        id: item.id,
        size: { id: size.id, name: size.name },
        sku: skuWire(size.sku),
        quantity: item.quantity,
        price: item.price,
        wrapping_id: item.wrappingId,
      };
    }
  }
  throw new CatalogueMismatch(`sku ${item.skuId}`);
}

/** One colour group of a production (CartProductionItemGroupSchema). */
export function itemGroupWire(group: StoredProduction['itemGroups'][number], product: CatalogueProduct) {
  const color = required(
    product.order.colors.find((c) => c.id === group.colorId),
    `colour ${group.colorId}`,
  );
  return {
    id: group.id,
    color: { id: color.id, name: color.name, hex: color.hex },
    items: group.items.map((item) => productionItemWire(item, product)),
  };
}

/** One print of a production (CartPrintSchema). */
export function printWire(print: StoredProduction['prints'][number], production: StoredProduction, product: CatalogueProduct) {
  const method = required(
    product.order.printMethods.find((m) => m.id === production.printMethodId),
    `print method ${production.printMethodId}`,
  );
  const spec = required(
    method.printSpecs.find((s) => s.id === print.printSpecId),
    `print spec ${print.printSpecId}`,
  );
  return {
    id: print.id,
    print_spec: required(product.specs.get(print.printSpecId), `print spec ${print.printSpecId}`),
    print_charges: spec.printCategory.printCharges.map((t) => ({ min_quantity: t.minQuantity, charge: t.charge })),
    ...printChargesWire(print),
    ink_sets: inkSetsWire(print.inkSets, product.methodInks.get(production.printMethodId)),
    size: print.size,
  };
}

/** A whole production (CartProductionSchema). */
export function productionWire(production: StoredProduction, product: CatalogueProduct) {
  const { order } = product;
  const method = required(
    order.printMethods.find((m) => m.id === production.printMethodId),
    `print method ${production.printMethodId}`,
  );
  return {
    id: production.id,
    product: {
      id: order.id,
      code: order.code,
      name: order.name,
      image: productionImage(product, production.itemGroups[0]?.colorId),
      colors: order.colors.map((c) => ({
        id: c.id,
        name: c.name,
        hex: c.hex,
        is_dark: product.darkColors.has(c.id),
        sizes: c.sizes.map((s) => ({ id: s.id, name: s.name, sku: skuWire(s.sku) })),
      })),
    },
    print_method: {
      id: method.id,
      slug: required(product.methodSlugs.get(method.id), `slug of print method ${method.id}`),
      name: method.name,
      color_change_charge: method.colorChangeCharge,
      lead_days: method.leadDays,
    },
    prints: production.prints.map((print) => printWire(print, production, product)),
    is_repeatable: production.isRepeatable,
    item_groups: production.itemGroups.map((group) => itemGroupWire(group, product)),
    wrappings: order.wrappings.map((w) => ({ id: w.id, name: product.wrappingNames.get(w.id) ?? '', charge: w.charge })),
    updated_at: production.updatedAt.toISOString(),
  };
}

/** A plain cart line (CartItemSchema), with the wrappings its product offers. */
export function itemWire(r: ItemRow, wrappings: readonly ItemWrapping[]) {
  return {
    id: r.id,
    sku: { id: r.sku_id, price: r.sku_price, inventory: { quantity_available: r.quantity_available } },
    ...skuLineRefs(r),
    quantity: r.quantity,
    price: r.price,
    wrapping_id: r.wrapping_id,
    wrappings,
    updated_at: r.updated_at.toISOString(),
  };
}

/** A reorder (CartReorderSchema): the server-made snapshot plus ids. */
export function reorderWire(row: ReorderRow) {
  return {
    id: row.id,
    order_production: { id: row.order_production_id },
    cart_reorder_item_groups: row.snapshot.cart_reorder_item_groups ?? [],
    cart_reorder_prints: (row.snapshot.cart_reorder_prints ?? []).map(reorderPrintWire),
    updated_at: row.updated_at.toISOString(),
    // what the cart shows (issue #15): the production it repeats and its product
    ...(typeof row.snapshot.production_number === 'string' ? { production_number: row.snapshot.production_number } : {}),
    ...(typeof row.snapshot.product_name === 'string' ? { product_name: row.snapshot.product_name } : {}),
    ...(typeof row.snapshot.lead_days === 'number' && row.snapshot.lead_days >= 1 ? { lead_days: row.snapshot.lead_days } : {}),
  };
}

/**
 * A cart reorder's print on the wire: its charges only (the snapshot also keeps the print spec and
 * the chosen inks); `plate_charge` is absent in rows stored before new plates existed (2026-11-29): 0.
 */
function reorderPrintWire(print: unknown, index: number) {
  const p = (print ?? {}) as { id?: unknown; color_change_charge?: unknown; color_change_frequency?: unknown; plate_charge?: unknown };
  const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);
  return {
    id: count(p.id) || index + 1,
    color_change_charge: count(p.color_change_charge),
    color_change_frequency: count(p.color_change_frequency),
    plate_charge: count(p.plate_charge),
  };
}

/** The picture of an estimate's first line (issue #32): its garment, first colour and prints. */
function pictureOf(line: OrderLineWire): { picture: EstimatePictureWire } | Record<string, never> {
  if (line.kind === 'item') {
    const { code, name, image } = line.product;
    return { picture: { product_code: code, product_name: name, image, color_id: line.color.id, color_name: line.color.name, prints: [] } };
  }
  if (line.kind !== 'production') return {};
  const { product, item_groups: groups, prints } = line.production;
  const color = groups[0]?.color;
  return {
    picture: {
      product_code: product.code,
      product_name: product.name,
      image: product.image,
      color_id: color?.id ?? null,
      color_name: color?.name ?? null,
      prints: prints.map((print) => ({
        print_spec_id: print.print_spec.id,
        file_uuid: print.file_uuid ?? print.svg_file_uuid ?? null,
        layout: print.layout ?? null,
        position: print.print_spec.position,
      })),
    },
  };
}

/** An estimate in the cart (CartEstimateSchema) with what the cart shows of it (issue #15). */
export function estimateWire(row: EstimateRow) {
  const estimate = {
    id: row.estimate_id ?? row.id,
    total: row.total,
    ...(row.estimate_number ? { number: row.estimate_number } : {}),
    ...(row.title !== null && row.title !== undefined ? { title: row.title } : {}),
    ...(row.quantity !== null && row.quantity !== undefined ? { quantity: row.quantity } : {}),
    ...(row.valid_until ? { valid_until: row.valid_until } : {}),
    ...(typeof row.lead_days === 'number' && row.lead_days >= 1 ? { lead_days: row.lead_days } : {}),
    ...(row.first_line ? pictureOf(row.first_line) : {}),
  };
  return { id: row.id, estimate, updated_at: row.updated_at.toISOString() };
}

/** meta of a cart entry answer. */
export function entryMeta(flags: { shortage?: boolean; revision?: boolean; expired?: boolean }) {
  return { shortage: flags.shortage === true, revision: flags.revision === true, expired: flags.expired === true };
}
