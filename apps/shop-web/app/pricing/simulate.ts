/**
 * The quick price simulator's arithmetic: a choice (method, placements, inks, plate kind, pieces) on
 * a product becomes a production draft priced by cart-domain's `priceProduction` and summed by
 * `productionTotal`, the very functions the cart and the server price a production with. Nothing
 * here computes a yen amount of its own.
 */
import type { Product } from '@shop/api-contract';
import {
  draftPrint,
  orderProductFromWire,
  pricePerPiece,
  printableColors,
  priceProduction,
  productionTotal,
  yen,
  type ChargeBreakdown,
  type PlacementCharges,
  type ProductionDraft,
  type Yen,
} from '@shop/cart-domain';
import { refusalMessage } from '../print/print-price.ts';

export type SimulatorMethod = Product['printMethods'][number];
export type SimulatorSpec = SimulatorMethod['printSpecs'][number];

/** What the shopper chose. */
export interface SimulatorChoice {
  readonly methodSlug: string;
  readonly specIds: readonly number[]; // placements (print specs) of that method
  readonly inks: number; // silk-screen ink colours per placement (plates); inkjet methods ignore it
  readonly isRepeatable: boolean; // silk-screen: plates kept for reorders (plate_price)
  readonly quantity: number; // pieces
}

/** The garment a simulation prices: one size of one colour. */
export interface SimulatedGarment {
  readonly colorId: number;
  readonly colorName: string;
  readonly sizeName: string;
  readonly skuId: number;
  readonly unitPrice: Yen; // yen, tax included
}

/** One placement's amounts as priced. */
export interface SimulatedPrint extends PlacementCharges {
  readonly specId: number;
  readonly specName: string;
}

export type Simulation =
  | { readonly status: 'incomplete' | 'refused'; readonly message: string }
  | {
      readonly status: 'priced';
      readonly garment: SimulatedGarment;
      readonly prints: readonly SimulatedPrint[];
      readonly total: ChargeBreakdown;
      readonly perPiece: Yen; // total ÷ pieces, rounded up (as the print step shows it)
    };

/** Whether a method takes ink colours (its plates are counted per ink: silk-screen). */
export function usesInks(method: Pick<SimulatorMethod, 'inks'>): boolean {
  return method.inks.length > 0;
}

/**
 * The garment a simulation of `quantity` pieces prices: among the colours the method prints on, the
 * cheapest size that has that many pieces in stock (ties: the one listed first). Null when no size
 * of those colours has that many.
 */
export function simulatedGarment(product: Product, method: SimulatorMethod, quantity: number): SimulatedGarment | null {
  let best: SimulatedGarment | null = null;
  for (const color of printableColors(product, method)) {
    for (const size of color.sizes) {
      if (size.sku.inventory.quantityAvailable < quantity) continue;
      if (best === null || size.sku.price < best.unitPrice) {
        best = { colorId: color.id, colorName: color.name, sizeName: size.name, skuId: size.sku.id, unitPrice: yen(size.sku.price) };
      }
    }
  }
  return best;
}

/** The most pieces any one size of the method's colours has in stock (0 when none). */
function largestStock(product: Product, method: SimulatorMethod): number {
  return Math.max(
    0,
    ...printableColors(product, method).flatMap((color) => color.sizes.map((size) => size.sku.inventory.quantityAvailable)),
  );
}

/** The draft the cart would hold for this choice: one colour, one size, one print per placement. */
export function simulationDraft(
  product: Product,
  method: SimulatorMethod,
  garment: SimulatedGarment,
  choice: SimulatorChoice,
): ProductionDraft {
  const plates = usesInks(method) ? Math.max(1, choice.inks) : 1;
  return {
    id: 0,
    productId: product.id,
    printMethodId: method.id,
    isRepeatable: usesInks(method) && choice.isRepeatable,
    itemGroups: [
      {
        id: -1,
        colorId: garment.colorId,
        items: [{ id: -2, skuId: garment.skuId, quantity: choice.quantity, price: garment.unitPrice, wrappingId: null }],
      },
    ],
    // Claimed amounts (0 here) only decide the revision flag, which a simulation ignores.
    prints: choice.specIds.map((printSpecId, index) => draftPrint({ id: -3 - index, printSpecId, plates })),
  };
}

/** Prices a choice on a product with cart-domain's production pricing; refusals say why, in Japanese. */
export function simulate(product: Product, choice: SimulatorChoice): Simulation {
  const method = product.printMethods.find((m) => m.slug === choice.methodSlug);
  if (!method) return { status: 'refused', message: 'この商品はこのプリント方法に対応していません。' };
  if (choice.specIds.length === 0) return { status: 'incomplete', message: 'プリント位置を1つ以上選ぶと料金が表示されます。' };
  if (!Number.isSafeInteger(choice.quantity) || choice.quantity < 1)
    return { status: 'incomplete', message: '枚数を1以上の整数で入力すると料金が表示されます。' };
  const garment = simulatedGarment(product, method, choice.quantity);
  if (!garment) {
    return {
      status: 'refused',
      message: `在庫が足りません。この商品は1つのカラー・サイズで最大${largestStock(product, method)}枚までご注文いただけます。`,
    };
  }
  const priced = priceProduction(simulationDraft(product, method, garment, choice), orderProductFromWire(product));
  if (!priced.production) return { status: 'refused', message: refusalMessage(priced.refusal, method, choice.quantity) };
  const total = productionTotal(priced.production);
  return {
    status: 'priced',
    garment,
    prints: priced.production.prints.map((print) => ({
      specId: print.printSpec.id,
      specName: print.printSpec.name,
      plates: print.plates,
      printCharge: print.printCharge,
      plateCharge: print.plateCharge,
      dataProductionFee: print.dataProductionFee,
    })),
    total,
    perPiece: pricePerPiece(total.total, total.quantity),
  };
}

/** Placements chosen together must not share a position (前面 A4 and 前面 A3): a new one replaces its neighbour. */
export function togglePlacement(method: SimulatorMethod, chosen: readonly number[], specId: number): number[] {
  if (chosen.includes(specId)) return chosen.filter((id) => id !== specId);
  const position = method.printSpecs.find((spec) => spec.id === specId)?.position;
  const samePosition = new Set(method.printSpecs.filter((spec) => spec.position === position).map((spec) => spec.id));
  return [...chosen.filter((id) => !samePosition.has(id)), specId];
}

/** The choice a simulator starts from: the method's first placement, one ink, short-term plates, its minimum or 10 pieces. */
export function defaultChoice(method: SimulatorMethod): SimulatorChoice {
  const first = method.printSpecs[0];
  return {
    methodSlug: method.slug,
    specIds: first ? [first.id] : [],
    inks: 1,
    isRepeatable: false,
    quantity: Math.max(10, method.minQuantity),
  };
}
