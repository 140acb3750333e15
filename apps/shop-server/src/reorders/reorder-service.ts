/**
 * Reorders (再注文, issue #15, docs/decisions/013): the customer's delivered productions made again
 * with the same approved artwork, placements and method. A production can be reordered while its
 * product, method, placements and colours are still sold. Silk-screen plates are kept
 * `plate_keep_days` from the order when the customer chose to keep them (cart-domain
 * `plateKeeping`): then no plate charge; when they were not kept or that period has passed, the
 * reorder makes new plates, charged once at today's price (issue #32). Every amount is priced here
 * by cart-domain's `priceReorder` (spec §9) from the catalogue of today; the browser only shows them.
 */
import type { OrderProductionWire, ReorderPlates, ReorderReason, ReorderRequest } from '@shop/api-contract';
import {
  type OrderPrintMethod,
  type OrderPrintSpec,
  plateCharge,
  type PlateKeeping,
  plateKeeping,
  type PricedReorder,
  priceReorder,
  yen,
} from '@shop/cart-domain';
import type { OrderLineInput } from '@shop/order-domain';
import type { Queryable } from '../db/db.ts';
import { HttpProblem } from '../http/errors.ts';
import { chargesWire, type PricedLine } from '../cart/priced-line.ts';
import { type CatalogueProduct, loadCatalogueProduct, productionImage } from '../catalog/catalog-service.ts';
import {
  type CartReorderSnapshot,
  deliveredProductionByNumber,
  type InkRow,
  inksOf,
  plateKeepDays,
  type ProductionRow,
} from './reorder-store.ts';

/** Japanese answers of the reorder calls. */
export const REORDER_MESSAGES = {
  noItem: 'No item exists.',
  reasons: {
    product_gone: 'この商品は販売を終了したため、再注文できません。ほかの商品で新しくご注文ください。',
    method_gone: 'このプリント方法の取り扱いを終了したため、再注文できません。新しくご注文ください。',
    placement_gone: 'このプリント位置の取り扱いを終了したため、再注文できません。新しくご注文ください。',
    colors_gone: 'この商品のカラーの取り扱いがなくなったため、再注文できません。新しくご注文ください。',
  } satisfies Record<ReorderReason, string>,
  noPieces: '数量を1点以上入力してください。',
  unknownColor: '選べないカラーが含まれています。ページを読み込み直してください。',
  unknownSize: '選べないサイズが含まれています。ページを読み込み直してください。',
  shortage: (color: string, size: string, available: number) =>
    `在庫が足りません（${color} ${size}：残り${available}点）。数量を減らしてください。`,
  belowMinimum: (min: number) => `この方法は合計${min}点以上でご注文いただけます。数量を増やしてください。`,
  noTier: 'この数量の料金がありません。数量を変えてください。',
  inkCount: (plates: number) => `インクの色は${plates}色選んでください。`,
  unknownInk: '選べないインクの色が含まれています。',
  unknownPrint: 'この再注文にないプリント位置が含まれています。',
  /** What the shopper reads about the plates before the price. */
  plates: {
    kept: (until: string) => `版は${japaneseDate(until)}まで保管しています。版代はかかりません。入稿データの再提出も不要です。`,
    notKept: (charge: number) =>
      `前回のご注文では版を保管していないため、版を新しく作ります（版代 ${yenText(charge)}、今日の料金）。入稿データの再提出は不要です。`,
    expired: (until: string, charge: number) =>
      `版の保管期限（${japaneseDate(until)}）が過ぎたため、版を新しく作ります（版代 ${yenText(charge)}、今日の料金）。入稿データの再提出は不要です。`,
  },
} as const;

/** '2027-05-01' → '2027年5月1日'. */
function japaneseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** 13200 → '￥13,200'. */
function yenText(amount: number): string {
  return `￥${amount.toLocaleString('ja-JP')}`;
}

/** A production as the reorder calls judge it now. */
export interface AssessedProduction {
  row: ProductionRow;
  product: CatalogueProduct | undefined;
  method: OrderPrintMethod | undefined;
  /** the snapshot's prints with the spec the method offers today (in snapshot order) */
  specs: (OrderPrintSpec | undefined)[];
  keeping: PlateKeeping;
  /** kept (no plate charge), new (made again, charged at today's price) or none (inkjet) */
  plates: ReorderPlates;
  /** `new`: the new plates of every print at today's price (yen, once); else 0 */
  newPlateCharge: number;
  reason: ReorderReason | null;
}

/** Whether a method makes plates: its price categories charge for them (silk-screen; inkjet has none). */
function keepsPlates(specs: readonly (OrderPrintSpec | undefined)[]): boolean {
  return specs.some(
    (s) =>
      s !== undefined &&
      (s.printCategory.platePrice > 0 || s.printCategory.shortTermPlatePrice > 0 || s.printCategory.extraPlateCharge > 0),
  );
}

/** New plates of one print at today's price (cart-domain `plateCharge`: kept plates cost `platePrice`, others `shortTermPlatePrice`). */
function newPlatesOf(plates: number, spec: OrderPrintSpec | undefined, isRepeatable: boolean): number {
  return spec ? plateCharge({ plates, ...spec.printCategory }, isRepeatable) : 0;
}

const sumNumbers = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** Judges a production against today's catalogue and the plate rule. */
export async function assessProduction(db: Queryable, row: ProductionRow, now: number, keepDays?: number): Promise<AssessedProduction> {
  const days = keepDays ?? (await plateKeepDays(db));
  const product = row.product_id === null ? undefined : await loadCatalogueProduct(db, row.product_id);
  const method = product?.order.printMethods.find((m) => m.id === row.print_method_id);
  const specs = row.snapshot.prints.map((p) => method?.printSpecs.find((s) => s.id === p.print_spec.id));
  // Plates: silk-screen (the snapshot's prints charged plates, or the method's categories do).
  const platesMade = row.snapshot.prints.some((p) => p.plate_charge > 0) || keepsPlates(specs);
  const keeping = plateKeeping({ orderedAt: row.placed_at.getTime(), plateKeepDays: days, keepsPlates: platesMade, now });
  const plates: ReorderPlates = !platesMade ? 'none' : row.snapshot.is_repeatable && !keeping.expired ? 'kept' : 'new';
  let reason: ReorderReason | null = null;
  if (!product) reason = 'product_gone';
  else if (!method) reason = 'method_gone';
  else if (specs.some((s) => s === undefined)) reason = 'placement_gone';
  else if (!product.order.colors.some((c) => c.sizes.length > 0)) reason = 'colors_gone';
  const newPlateCharge =
    plates === 'new' && reason === null
      ? sumNumbers(row.snapshot.prints.map((p, i) => newPlatesOf(p.plates, specs[i], row.snapshot.is_repeatable)))
      : 0;
  return { row, product, method, specs, keeping, plates, newPlateCharge, reason };
}

/** A reorder priced: the chosen lines with their names, the prints with their inks, and the amounts. */
export interface PricedReorderChoice {
  assessed: AssessedProduction;
  groups: {
    color: { id: number; name: string; hex: string };
    items: { skuId: number; sizeId: number; size: string; quantity: number; available: number }[];
  }[];
  prints: { inkIds: number[] | null; inks: InkRow[] | null }[];
  priced: PricedReorder;
}

/** Thrown for a choice that cannot be priced (422 with the field). */
const refused = (field: string, message: string) => new HttpProblem(422, message, { [field]: [message] });

/**
 * Prices the shopper's choices for an assessed, reorderable production (spec §9 via `priceReorder`).
 * `checkStock`: refuse quantities above stock (adding to the cart, quoting); a refresh prices without.
 */
export function priceChoice(
  a: AssessedProduction,
  inks: readonly InkRow[],
  request: Pick<ReorderRequest, 'itemGroups' | 'prints'>,
  checkStock: boolean,
): PricedReorderChoice {
  const { product, method } = a;
  if (!product || !method || a.reason !== null) throw refused('number', REORDER_MESSAGES.reasons[a.reason ?? 'product_gone']);
  const groups: PricedReorderChoice['groups'] = [];
  for (const group of request.itemGroups) {
    const color = product.order.colors.find((c) => c.id === group.colorId);
    if (!color) throw refused('item_groups', REORDER_MESSAGES.unknownColor);
    const items: PricedReorderChoice['groups'][number]['items'] = [];
    for (const item of group.items) {
      if (item.quantity === 0) continue;
      const size = color.sizes.find((s) => s.sku.id === item.skuId);
      if (!size) throw refused('item_groups', REORDER_MESSAGES.unknownSize);
      const available = Math.max(0, size.sku.inventory.quantityAvailable);
      if (checkStock && item.quantity > available)
        throw refused('item_groups', REORDER_MESSAGES.shortage(color.name, size.name, available));
      const same = items.find((i) => i.skuId === item.skuId);
      if (same) same.quantity += item.quantity;
      else items.push({ skuId: size.sku.id, sizeId: size.id, size: size.name, quantity: item.quantity, available });
    }
    if (items.length === 0) continue;
    const same = groups.find((g) => g.color.id === color.id);
    if (same) same.items.push(...items);
    else groups.push({ color: { id: color.id, name: color.name, hex: color.hex }, items });
  }
  if (groups.length === 0) throw refused('item_groups', REORDER_MESSAGES.noPieces);

  const snapshotPrints = a.row.snapshot.prints;
  for (const chosen of request.prints) {
    if (!snapshotPrints.some((p) => p.print_spec.id === chosen.printSpecId)) throw refused('prints', REORDER_MESSAGES.unknownPrint);
  }
  const prints = snapshotPrints.map((p) => {
    const chosen = request.prints.find((c) => c.printSpecId === p.print_spec.id);
    const inkIds = chosen?.inkIds ?? null;
    if (inkIds === null) return { inkIds: null, inks: null };
    const plates = Math.max(1, p.plates);
    if (inkIds.length !== plates || new Set(inkIds).size !== inkIds.length) throw refused('prints', REORDER_MESSAGES.inkCount(plates));
    const chosenInks = inkIds.map((id) => inks.find((i) => i.id === id));
    if (chosenInks.some((i) => i === undefined)) throw refused('prints', REORDER_MESSAGES.unknownInk);
    return { inkIds: [...inkIds], inks: chosenInks as InkRow[] };
  });

  const priceOf = (skuId: number) => product.order.colors.flatMap((c) => c.sizes).find((s) => s.sku.id === skuId)?.sku.price ?? yen(0);
  const result = priceReorder({
    groups: groups.map((g) => g.items.map((i) => ({ basePrice: priceOf(i.skuId), wrappingCharge: yen(0), quantity: i.quantity }))),
    prints: snapshotPrints.map((p, index) => {
      const spec = a.specs[index];
      if (!spec) throw refused('number', REORDER_MESSAGES.reasons.placement_gone);
      return {
        category: spec.printCategory,
        plates: p.plates,
        inksChanged: prints[index]?.inkIds != null,
        plateCharge: yen(a.plates === 'new' ? newPlatesOf(p.plates, spec, a.row.snapshot.is_repeatable) : 0),
      };
    }),
    colorChangeCharge: method.colorChangeCharge,
    minQuantity: method.minQuantity,
  });
  if (!result.ok) {
    throw refused(
      'item_groups',
      result.error.type === 'below_minimum_quantity' ? REORDER_MESSAGES.belowMinimum(result.error.minQuantity) : REORDER_MESSAGES.noTier,
    );
  }
  return { assessed: a, groups, prints, priced: result.value };
}

/** Business days of production of a reorder: its print method's today, else the original's. */
export function reorderLeadDays({ assessed }: Pick<PricedReorderChoice, 'assessed'>): number {
  return Math.max(1, assessed.method?.leadDays ?? assessed.row.snapshot.print_method.lead_days);
}

/** The cart row's snapshot of a priced reorder. */
export function cartSnapshotOf(choice: PricedReorderChoice): CartReorderSnapshot {
  const { priced, assessed } = choice;
  return {
    cart_reorder_item_groups: choice.groups.map((g, gi) => ({
      id: gi + 1,
      color_id: g.color.id,
      cart_reorder_items: g.items.map((i, ii) => {
        const amounts = priced.cartReorderItemGroups[gi]?.cartReorderItems[ii];
        return {
          id: ii + 1,
          sku_id: i.skuId,
          base_price: amounts?.basePrice ?? 0,
          print_charge: amounts?.printCharge ?? 0,
          wrapping_charge: amounts?.wrappingCharge ?? 0,
          quantity: i.quantity,
        };
      }),
    })),
    cart_reorder_prints: assessed.row.snapshot.prints.map((p, index) => ({
      id: index + 1,
      print_spec_id: p.print_spec.id,
      color_change_charge: priced.cartReorderPrints[index]?.colorChangeCharge ?? 0,
      color_change_frequency: priced.cartReorderPrints[index]?.colorChangeFrequency ?? 0,
      plate_charge: priced.cartReorderPrints[index]?.plateCharge ?? 0,
      ink_ids: choice.prints[index]?.inkIds ?? null,
    })),
    lead_days: reorderLeadDays(choice),
    production_number: assessed.row.number,
    product_name: assessed.product?.order.name ?? assessed.row.snapshot.product.name,
  };
}

/** The choices a cart snapshot was priced from (to price it again). */
export function requestOfSnapshot(snapshot: CartReorderSnapshot): Pick<ReorderRequest, 'itemGroups' | 'prints'> {
  return {
    itemGroups: snapshot.cart_reorder_item_groups.map((g) => ({
      colorId: g.color_id,
      items: g.cart_reorder_items.map((i) => ({ skuId: i.sku_id, quantity: i.quantity })),
    })),
    prints: snapshot.cart_reorder_prints.map((p) => ({ printSpecId: p.print_spec_id, inkIds: p.ink_ids })),
  };
}

/**
 * The `expires_at` of a cart reorder: since issue #32 a reorder no longer lapses by date (plates that
 * stop being kept while it waits in the cart make it new plates: priced again with `revision`, not
 * removed); it lapses only when the catalogue no longer sells what it repeats. The column is kept.
 */
export const CART_REORDER_NO_EXPIRY = new Date(Date.parse('2100-01-01T00:00:00Z'));

/**
 * The order line of a priced reorder (and an estimate's held line): a production line whose snapshot
 * is the original production with today's garments and amounts, `reorder_of` the original number;
 * a plate charge only for new plates, no data production fee; the same artwork files.
 */
export function reorderLineOf(choice: PricedReorderChoice, cartEntryId: number): PricedLine {
  const { assessed, priced } = choice;
  const snap = assessed.row.snapshot;
  const leadDays = reorderLeadDays(choice);
  const production: OrderProductionWire = {
    number: null,
    product: {
      id: snap.product.id,
      code: snap.product.code,
      name: assessed.product?.order.name ?? snap.product.name,
      image: assessed.product ? productionImage(assessed.product, choice.groups[0]?.color.id) : snap.product.image,
    },
    print_method: { ...snap.print_method, lead_days: leadDays },
    is_repeatable: snap.is_repeatable,
    data_check_status: null,
    data_check_status_label: null,
    prints: snap.prints.map((p, index) => {
      const amounts = priced.cartReorderPrints[index];
      const inks = choice.prints[index]?.inks;
      return {
        ...p,
        print_charge: amounts?.printCharge ?? 0,
        plate_charge: amounts?.plateCharge ?? 0,
        data_production_fee: 0,
        color_change_charge: amounts?.colorChangeCharge ?? 0,
        color_change_frequency: amounts?.colorChangeFrequency ?? 0,
        ...(inks ? { inks: inks.map((i) => i.name) } : {}),
      };
    }),
    item_groups: choice.groups.map((g, gi) => ({
      color: g.color,
      items: g.items.map((i, ii) => ({
        size: { id: i.sizeId, name: i.size },
        sku_id: i.skuId,
        quantity: i.quantity,
        unit_price: priced.cartReorderItemGroups[gi]?.cartReorderItems[ii]?.basePrice ?? 0,
        wrapping: null,
      })),
    })),
    quantity: priced.charges.quantity,
    reorder_of: assessed.row.number,
  };
  const input: OrderLineInput = {
    kind: 'reorder',
    reorder: { cartReorderItemGroups: priced.cartReorderItemGroups, cartReorderPrints: priced.cartReorderPrints },
    leadDays,
  };
  return {
    input,
    kind: 'production',
    cartEntryId,
    cartEntryKind: 'cart_reorder',
    wire: { kind: 'production', position: 0, production, charges: chargesWire(priced.charges), subtotal: priced.charges.total },
    stock: choice.groups.flatMap((g, gi) =>
      g.items.map((i, ii) => ({
        skuId: i.skuId,
        quantity: i.quantity,
        unitPrice: priced.cartReorderItemGroups[gi]?.cartReorderItems[ii]?.basePrice ?? 0,
        wrappingId: null,
        wrappingCharge: 0,
      })),
    ),
    files: snap.prints.flatMap((p) => [p.svg_file_uuid, p.file_uuid]).filter((u): u is string => u !== null),
    production: { productId: snap.product.id, printMethodId: snap.print_method.id },
  };
}

/** A delivered production of the customer by number, judged now; 404 for none or another customer's. */
export async function assessedByNumber(db: Queryable, customerId: number, number: string, now: number): Promise<AssessedProduction> {
  const row = await deliveredProductionByNumber(db, customerId, number);
  if (!row) throw new HttpProblem(404, REORDER_MESSAGES.noItem);
  return assessProduction(db, row, now);
}

/** The inks of an assessed production's method (none when the method is gone). */
export function inksFor(db: Queryable, a: AssessedProduction): Promise<InkRow[]> {
  return a.method ? inksOf(db, a.method.id) : Promise.resolve([]);
}
