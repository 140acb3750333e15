/**
 * The one mapping between the API contract's production shapes and cart-domain's, used by the
 * browser and the server alike: camelCased wire answers (what `@shop/api-contract`'s schemas output)
 * become domain entities with `Yen` amounts, and a domain production becomes the request that puts
 * it in the server cart, which the server reads back as a draft to price.
 */
import type { CartProduction, CartProductionCreateRequest, Product, Sku as WireSku } from '@shop/api-contract';
import { yen } from '../money.ts';
import type { OrderProduct, PrintChargeTier, Production, ProductColor, ProductionDraft, Sku, Wrapping } from '../types.ts';

/** A SKU answer as the domain's `Sku`. */
export function skuFromWire(sku: Pick<WireSku, 'id' | 'price' | 'inventory'>): Sku {
  return { id: sku.id, price: yen(sku.price), inventory: { quantityAvailable: sku.inventory.quantityAvailable } };
}

/** A wrapping answer as the domain's `Wrapping`. */
export function wrappingFromWire(wrapping: { readonly id: number; readonly charge: number; readonly name?: string }): Wrapping {
  return { id: wrapping.id, charge: yen(wrapping.charge), ...(typeof wrapping.name === 'string' ? { name: wrapping.name } : {}) };
}

function tiersFromWire(tiers: readonly { minQuantity: number; charge: number }[]): PrintChargeTier[] {
  return tiers.map((tier) => ({ minQuantity: tier.minQuantity, charge: yen(tier.charge) }));
}

function colorsFromWire(colors: Product['colors']): ProductColor[] {
  return colors.map((color) => ({
    id: color.id,
    name: color.name,
    hex: color.hex,
    sizes: color.sizes.map((size) => ({ id: size.id, name: size.name, sku: skuFromWire(size.sku) })),
  }));
}

/** A product answer (`response_group=order`) as the domain's `OrderProduct`: what a production is priced against. */
export function orderProductFromWire(product: Product): OrderProduct {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    printMethods: product.printMethods.map((method) => ({
      id: method.id,
      name: method.name,
      colorChangeCharge: yen(method.colorChangeCharge),
      leadDays: method.leadDays,
      minQuantity: method.minQuantity,
      printSpecs: method.printSpecs.map((spec) => ({
        id: spec.id,
        name: spec.name,
        printCategory: {
          printCharges: tiersFromWire(spec.printCategory.printCharges),
          platePrice: yen(spec.printCategory.platePrice),
          shortTermPlatePrice: yen(spec.printCategory.shortTermPlatePrice),
          extraPlateCharge: yen(spec.printCategory.extraPlateCharge),
          extraPrintCharge: yen(spec.printCategory.extraPrintCharge),
          dataProductionFee: yen(spec.printCategory.dataProductionFee),
        },
      })),
    })),
    colors: colorsFromWire(product.colors),
    wrappings: product.wrappings.map(wrappingFromWire),
  };
}

/** A server-cart production answer as the domain's `Production`. */
export function productionFromWire(production: CartProduction): Production {
  return {
    id: production.id,
    product: {
      id: production.product.id,
      code: production.product.code,
      name: production.product.name,
      colors: colorsFromWire(production.product.colors),
    },
    isRepeatable: production.isRepeatable,
    printMethod: { id: production.printMethod.id, name: production.printMethod.name, leadDays: production.printMethod.leadDays },
    prints: production.prints.map((print) => ({
      id: print.id,
      printSpec: { id: print.printSpec.id, name: print.printSpec.name },
      printCharges: tiersFromWire(print.printCharges),
      printCharge: yen(print.printCharge),
      plates: print.plates,
      plateCharge: yen(print.plateCharge),
      dataProductionFee: yen(print.dataProductionFee),
      colorChangeCharge: yen(print.colorChangeCharge),
      colorChangeFrequency: print.colorChangeFrequency,
      svgFileUuid: print.svgFileUuid,
      fileUuid: print.fileUuid,
      ...(print.layout ? { layout: print.layout } : {}),
      ...(print.inkSets ? { inkSets: print.inkSets.map((set) => ({ colorId: set.colorId, inkIds: set.inks.map((ink) => ink.id) })) } : {}),
      size: print.size,
    })),
    itemGroups: production.itemGroups.map((group) => ({
      id: group.id,
      color: { id: group.color.id, name: group.color.name, hex: group.color.hex },
      items: group.items.map((item) => ({
        id: item.id,
        size: { id: item.size.id, name: item.size.name },
        sku: skuFromWire(item.sku),
        quantity: item.quantity,
        price: yen(item.price),
        wrappingId: item.wrappingId,
      })),
    })),
    wrappings: production.wrappings.map(wrappingFromWire),
  };
}

/**
 * `POST /api/cart_productions` for a production (how a guest production is pushed at login): its
 * choices and the amounts it is priced at now, which the server only compares with its own.
 */
export function createRequestOf(production: Production): CartProductionCreateRequest {
  return {
    productId: production.product.id,
    printMethodId: production.printMethod.id,
    isRepeatable: production.isRepeatable,
    itemGroups: production.itemGroups.map((group) => ({
      colorId: group.color.id,
      items: group.items.map((item) => ({ skuId: item.sku.id, price: item.price, quantity: item.quantity, wrappingId: item.wrappingId })),
    })),
    prints: production.prints.map((print) => ({
      printSpecId: print.printSpec.id,
      plates: print.plates,
      printCharge: print.printCharge,
      plateCharge: print.plateCharge,
      dataProductionFee: print.dataProductionFee,
      colorChangeCharge: print.colorChangeCharge,
      colorChangeFrequency: print.colorChangeFrequency,
      svgFileUuid: print.svgFileUuid,
      fileUuid: print.fileUuid,
      layout: print.layout ?? null,
      ...(print.inkSets ? { inkSets: print.inkSets.map((set) => ({ colorId: set.colorId, inkIds: [...set.inkIds] })) } : {}),
      size: print.size,
    })),
  };
}

/** A `POST /api/cart_productions` body as a draft to price; new rows get temporary ids (≤ 0). */
export function draftOfCreateRequest(body: CartProductionCreateRequest): ProductionDraft {
  let next = 0;
  const newId = () => --next;
  return {
    id: 0,
    productId: body.productId,
    printMethodId: body.printMethodId,
    isRepeatable: body.isRepeatable,
    itemGroups: body.itemGroups.map((group) => ({
      id: newId(),
      colorId: group.colorId,
      items: group.items.map((item) => ({
        id: newId(),
        skuId: item.skuId,
        quantity: item.quantity,
        price: yen(item.price),
        wrappingId: item.wrappingId,
      })),
    })),
    prints: body.prints.map((print) => ({
      id: newId(),
      printSpecId: print.printSpecId,
      plates: print.plates,
      colorChangeFrequency: print.colorChangeFrequency,
      svgFileUuid: print.svgFileUuid,
      fileUuid: print.fileUuid,
      ...(print.layout ? { layout: print.layout } : {}),
      ...(print.inkSets ? { inkSets: print.inkSets } : {}),
      size: print.size,
      printCharge: yen(print.printCharge),
      plateCharge: yen(print.plateCharge),
      dataProductionFee: yen(print.dataProductionFee),
      colorChangeCharge: yen(print.colorChangeCharge),
    })),
  };
}
