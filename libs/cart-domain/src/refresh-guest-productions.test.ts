import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { yen } from './money.ts';
import { refreshGuestProductions } from './refresh-guest-productions.ts';
import {
  aGuestCart,
  aNotFoundError,
  aProductColor,
  aProduction,
  aProductionItem,
  aSku,
  anItemGroup,
  anOrderPrintMethod,
  anOrderProduct,
} from './testing/index.ts';
import type { FetchOrderProduct } from './refresh-guest-productions.ts';
import type { OrderProduct } from './types.ts';

const productFetcher =
  (product: OrderProduct): FetchOrderProduct =>
  async () =>
    product;

describe('refreshGuestProductions (spec §4 guest production refresh)', () => {
  it('step 1: re-fetches the product of each production, once per product', async () => {
    const fetchOrderProduct = vi.fn<FetchOrderProduct>(async (id) => anOrderProduct({ id }));
    const cart = aGuestCart({
      productions: [aProduction({ id: 1 }), aProduction({ id: 2 }), aProduction({ id: 3, product: { ...aProduction().product, id: 42 } })],
    });
    await refreshGuestProductions(cart, { fetchOrderProduct });
    expect(fetchOrderProduct.mock.calls).toEqual([[41], [42]]);
  });

  it('an unchanged product leaves the cart equal and raises no flag', async () => {
    const cart = aGuestCart({ productions: [aProduction()] });
    expect(await refreshGuestProductions(cart, { fetchOrderProduct: productFetcher(anOrderProduct()) })).toEqual(cart);
  });

  it('removes productions whose print method is gone and sets stockout, keeping the others', async () => {
    const cart = aGuestCart({
      productions: [aProduction({ id: 1 }), aProduction({ id: 2, printMethod: { id: 52, name: 'インクジェット', leadDays: 3 } })],
    });
    expect(await refreshGuestProductions(cart, { fetchOrderProduct: productFetcher(anOrderProduct()) })).toEqual(
      aGuestCart({ stockout: true, productions: [aProduction({ id: 1 })] }),
    );
  });

  it('caps quantities, updates prices and raises shortage and revision', async () => {
    const product = anOrderProduct({
      colors: [aProductColor({ sizes: [{ id: 11, name: 'M', sku: aSku({ price: yen(1800), inventory: { quantityAvailable: 3 } }) }] })],
    });
    const cart = aGuestCart({ productions: [aProduction()] });
    const sku = aSku({ price: yen(1800), inventory: { quantityAvailable: 3 } });
    expect(await refreshGuestProductions(cart, { fetchOrderProduct: productFetcher(product) })).toEqual(
      aGuestCart({
        shortage: true,
        revision: true,
        productions: [
          aProduction({
            product: { ...aProduction().product, colors: product.colors },
            itemGroups: [anItemGroup({ items: [aProductionItem({ sku, quantity: 3, price: yen(1800) })] })],
          }),
        ],
      }),
    );
  });

  it('a 404 for the product removes its productions and sets stockout', async () => {
    const fetchOrderProduct: FetchOrderProduct = async () => {
      throw aNotFoundError();
    };
    expect(await refreshGuestProductions(aGuestCart({ productions: [aProduction()] }), { fetchOrderProduct })).toEqual(
      aGuestCart({ stockout: true }),
    );
  });

  it('other errors are rethrown', async () => {
    const failure = Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
    const fetchOrderProduct: FetchOrderProduct = async () => {
      throw failure;
    };
    await expect(refreshGuestProductions(aGuestCart({ productions: [aProduction()] }), { fetchOrderProduct })).rejects.toBe(failure);
  });

  it('never raises a quantity above stock and never clears a flag', async () => {
    const flags = fc.record({ stockout: fc.boolean(), shortage: fc.boolean(), revision: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        flags,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: -1, max: 40 }),
        fc.boolean(),
        async (cartFlags, quantity, stock, methodKept) => {
          const cart = aGuestCart({
            ...cartFlags,
            productions: [aProduction({ itemGroups: [anItemGroup({ items: [aProductionItem({ quantity })] })] })],
          });
          const product = anOrderProduct({
            printMethods: methodKept ? [anOrderPrintMethod()] : [],
            colors: [aProductColor({ sizes: [{ id: 11, name: 'M', sku: aSku({ inventory: { quantityAvailable: stock } }) }] })],
          });
          const refreshed = await refreshGuestProductions(cart, { fetchOrderProduct: productFetcher(product) });
          for (const item of refreshed.productions.flatMap((p) => p.itemGroups.flatMap((g) => g.items))) {
            expect(item.quantity).toBeLessThanOrEqual(Math.min(quantity, stock));
          }
          for (const name of ['stockout', 'shortage', 'revision'] as const) {
            if (cart[name]) expect(refreshed[name]).toBe(true);
          }
        },
      ),
    );
  });
});
