import { yen } from '@shop/cart-domain';
import { aStoredPrintOrder } from '@shop/cart-domain/testing';
import { describe, expect, it } from 'vitest';
import { PRINT_ORDERS_KEY, UNREAD_PRINT_ORDERS, createPrintOrderStorage, readStoredPrintOrders } from './print-order-storage.ts';

const order = aStoredPrintOrder({ id: 'po-1', timestamp: 1_000 });

describe('reading stored print orders', () => {
  it('reads back the list it stored, money as yen', () => {
    const storage = createPrintOrderStorage(() => localStorage);
    storage.setItem(PRINT_ORDERS_KEY, { status: 'read', orders: [order] });
    expect(readStoredPrintOrders(localStorage.getItem(PRINT_ORDERS_KEY))).toEqual({ status: 'read', orders: [order] });
    expect(storage.getItem(PRINT_ORDERS_KEY, UNREAD_PRINT_ORDERS)).toEqual({ status: 'read', orders: [order] });
  });

  it.each([
    ['nothing stored', null],
    ['malformed JSON', '[{"id":'],
    ['an object instead of a list', JSON.stringify({ orders: [order] })],
    ['a string', JSON.stringify('po-1')],
    ['an order without its product', JSON.stringify([{ ...order, product: undefined }])],
    ['an empty id', JSON.stringify([{ ...order, id: '' }])],
    ['a fractional price', JSON.stringify([{ ...order, printMethod: { ...order.printMethod, colorChangeCharge: 500.5 } }])],
    [
      'a negative quantity',
      JSON.stringify([
        {
          ...order,
          selectedColors: [
            { colorId: 21, sizes: [{ skuId: 1101, quantity: -1, sku: { price: 1500 }, wrappingCharge: 0, wrappingId: null }] },
          ],
        },
      ]),
    ],
    [
      'an order of the older format (no product id, no ids of colours, sizes and prints)',
      JSON.stringify([
        {
          id: 'po-1',
          timestamp: 1,
          product: { code: 'T-001' },
          selectedColors: [{ sizes: [{ quantity: 10, sku: { price: 1500 }, wrappingCharge: 0 }] }],
          prints: [
            {
              printCharge: 600,
              plates: 1,
              platePrice: 3000,
              shortTermPlatePrice: 5000,
              extraPlateCharge: 0,
              extraPrintCharge: 0,
              dataProductionFee: 2000,
              colorChangeFrequency: 0,
            },
          ],
          printMethod: { colorChangeCharge: 500 },
          isRepeatable: false,
        },
      ]),
    ],
    ['an unknown ink scheme', JSON.stringify([{ ...order, inkScheme: 'rainbow' }])],
    ['a fractional ink id', JSON.stringify([{ ...order, prints: [{ ...order.prints[0], inkIds: [[1.5]] }] }])],
    ['a timestamp as a string', JSON.stringify([{ ...order, timestamp: '2026-11-17' }])],
    ['one good order next to a broken one', JSON.stringify([order, { id: 'po-2' }])],
  ])('counts %s as no print orders', (_case, raw) => {
    expect(readStoredPrintOrders(raw)).toEqual({ status: 'read', orders: [] });
  });

  it('keeps the last 4 of a longer stored list, as appending would have', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => aStoredPrintOrder({ id }));
    expect(readStoredPrintOrders(JSON.stringify(six)).orders.map((stored) => stored.id)).toEqual(['c', 'd', 'e', 'f']);
  });

  it('drops fields the print order does not have', () => {
    const [stored] = readStoredPrintOrders(JSON.stringify([{ ...order, password: 'x' }])).orders;
    expect(stored).toEqual(order);
    expect(stored?.printMethod.colorChangeCharge).toBe(yen(500));
  });
});

describe('the print-order storage', () => {
  it('removes the key when the list becomes empty', () => {
    const storage = createPrintOrderStorage(() => localStorage);
    storage.setItem(PRINT_ORDERS_KEY, { status: 'read', orders: [order] });
    storage.setItem(PRINT_ORDERS_KEY, { status: 'read', orders: [] });
    expect(localStorage.getItem(PRINT_ORDERS_KEY)).toBeNull();
  });

  it('never throws when storage is blocked or full: reads nothing, writes nothing', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    const storage = createPrintOrderStorage(() => blocked);
    expect(storage.getItem(PRINT_ORDERS_KEY, UNREAD_PRINT_ORDERS)).toEqual({ status: 'read', orders: [] });
    expect(() => storage.setItem(PRINT_ORDERS_KEY, { status: 'read', orders: [order] })).not.toThrow();
    expect(() => storage.removeItem(PRINT_ORDERS_KEY)).not.toThrow();
  });
});
