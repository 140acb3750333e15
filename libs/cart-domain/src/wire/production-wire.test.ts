import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { CartContentsResponseSchema, CartProductionCreateRequestSchema, ProductResponseSchema } from '@shop/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftOf, priceProduction } from '../price-production.ts';
import { aProduction, anOrderProduct } from '../testing/index.ts';
import { createRequestOf, draftOfCreateRequest, orderProductFromWire, productionFromWire, wrappingFromWire } from './production-wire.ts';

describe('the one production mapping between the API contract and cart-domain', () => {
  it("keeps a wrapping's name from the product answer, the name the product page shows (issue #32)", () => {
    expect(wrappingFromWire({ id: 3, name: 'OPP袋', charge: 50 })).toEqual({ id: 3, name: 'OPP袋', charge: 50 });
    expect(wrappingFromWire({ id: 3, charge: 50 })).toEqual({ id: 3, charge: 50 });
    const product = v.parse(ProductResponseSchema, WIRE_EXAMPLES.productDetail.response).data;
    expect(product.wrappings.length).toBeGreaterThan(0);
    expect(orderProductFromWire(product).wrappings.map((w) => w.name)).toEqual(product.wrappings.map((w) => w.name));
  });

  it('a production pushed as a request comes back on the server as the same draft (new rows with temporary ids)', () => {
    const production = aProduction();
    const draft = draftOfCreateRequest(createRequestOf(production));
    const own = draftOf(production);
    expect(draft).toEqual({
      ...own,
      id: 0,
      itemGroups: own.itemGroups.map((group, g) => ({
        ...group,
        id: -1 - g * 2,
        items: group.items.map((item) => ({ ...item, id: -2 - g * 2 })),
      })),
      prints: own.prints.map((print) => ({ ...print, id: -3 })),
    });
  });

  it('the request passes the contract schema on the wire, plates and repeat choice included', () => {
    const request = createRequestOf(aProduction({ isRepeatable: true }));
    const wire = {
      product_id: request.productId,
      print_method_id: request.printMethodId,
      is_repeatable: request.isRepeatable,
      item_groups: request.itemGroups.map((g) => ({
        color_id: g.colorId,
        items: g.items.map((i) => ({ sku_id: i.skuId, price: i.price, quantity: i.quantity, wrapping_id: i.wrappingId })),
      })),
      prints: request.prints.map((p) => ({
        print_spec_id: p.printSpecId,
        plates: p.plates,
        print_charge: p.printCharge,
        plate_charge: p.plateCharge,
        data_production_fee: p.dataProductionFee,
        color_change_charge: p.colorChangeCharge,
        color_change_frequency: p.colorChangeFrequency,
        svg_file_uuid: p.svgFileUuid,
        file_uuid: p.fileUuid,
        size: p.size,
      })),
    };
    expect(v.parse(CartProductionCreateRequestSchema, wire)).toEqual(request);
  });

  it('the inks chosen travel with the request as ink sets (ids per garment colour, null: every colour)', () => {
    const production = aProduction();
    const inkSets = [{ colorId: null, inkIds: [3, 4] }];
    const request = createRequestOf({ ...production, prints: production.prints.map((print) => ({ ...print, inkSets })) });
    expect(request.prints.map((print) => print.inkSets)).toEqual(production.prints.map(() => inkSets));
    // The contract reads the same ink sets from the wire, and the server's draft keeps them.
    const print = request.prints[0]!;
    const parsed = v.parse(CartProductionCreateRequestSchema, {
      product_id: request.productId,
      print_method_id: request.printMethodId,
      item_groups: [{ color_id: 1, items: [{ sku_id: 1, price: 1000, quantity: 1, wrapping_id: null }] }],
      prints: [
        {
          print_spec_id: print.printSpecId,
          print_charge: print.printCharge,
          plate_charge: print.plateCharge,
          data_production_fee: print.dataProductionFee,
          color_change_charge: print.colorChangeCharge,
          color_change_frequency: print.colorChangeFrequency,
          svg_file_uuid: null,
          file_uuid: null,
          size: null,
          ink_sets: [{ color_id: null, ink_ids: [3, 4] }],
        },
      ],
    });
    expect(parsed.prints[0]?.inkSets).toEqual(inkSets);
    expect(draftOfCreateRequest(request).prints.map((p) => p.inkSets)).toEqual(production.prints.map(() => inkSets));
  });

  it('an older client that sends no plates and no repeat choice is read as one plate of a one-off order', () => {
    const wire = WIRE_EXAMPLES.cartProductionCreate.request;
    const { is_repeatable: _repeat, ...withoutRepeat } = wire as typeof wire & { is_repeatable?: boolean };
    const parsed = v.parse(CartProductionCreateRequestSchema, {
      ...withoutRepeat,
      prints: withoutRepeat.prints.map((print) => {
        const { plates: _plates, ...rest } = print as typeof print & { plates?: number };
        return rest;
      }),
    });
    const draft = draftOfCreateRequest(parsed);
    expect(draft.isRepeatable).toBe(false);
    expect(draft.prints.map((print) => print.plates)).toEqual(withoutRepeat.prints.map(() => 1));
  });

  it('a server-cart production answer maps onto the domain production it describes', () => {
    const [wire] = v.parse(CartContentsResponseSchema, WIRE_EXAMPLES.cartContents.response).data.cartProductions;
    if (!wire) throw new Error('the wire example has a production');
    const production = productionFromWire(wire);
    expect(production).toMatchObject({ id: 401, isRepeatable: false, printMethod: { id: 1, name: 'インクジェット', leadDays: 3 } });
    expect(production.prints).toEqual([
      expect.objectContaining({
        id: 501,
        plates: 1,
        printCharge: 1650,
        plateCharge: 0,
        svgFileUuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
        size: 'A4',
      }),
    ]);
    expect(production.itemGroups[0]?.items[0]).toMatchObject({ id: 701, quantity: 3, price: 1210, wrappingId: 7 });
  });

  it('a product answer maps onto the OrderProduct a production is priced against', () => {
    const wire = v.parse(ProductResponseSchema, WIRE_EXAMPLES.productDetail.response).data;
    const product = orderProductFromWire(wire);
    expect(product.printMethods.map((m) => m.id)).toEqual(wire.printMethods.map((m) => m.id));
    // Lead time and minimum quantity of inkjet and silk-screen, as the example answer has them.
    expect(product.printMethods.map((m) => [m.leadDays, m.minQuantity])).toEqual([
      [3, 1],
      [8, 10],
    ]);
    expect(product.printMethods[0]?.printSpecs[0]?.printCategory).toEqual({
      ...wire.printMethods[0]?.printSpecs[0]?.printCategory,
      id: undefined,
      name: undefined,
    } as unknown);
  });

  it('the browser and the server price a pushed production alike', () => {
    const production = aProduction();
    expect(priceProduction(draftOfCreateRequest(createRequestOf(production)), anOrderProduct()).flags).toEqual({});
  });
});
