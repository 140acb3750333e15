import { PRINT_ORDERS_KEY } from '@shop/web-state';
import { describe, expect, it } from 'vitest';
import { mayHaveStoredPrintOrder } from './later-resume-print-orders.tsx';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === PRINT_ORDERS_KEY ? value : null) };
}

describe('mayHaveStoredPrintOrder', () => {
  it('is true only when the stored print orders name this product code', () => {
    const stored = JSON.stringify({ status: 'read', orders: [{ product: { id: 1, code: '00984-RDT' } }] });
    expect(mayHaveStoredPrintOrder('00984-RDT', storageWith(stored))).toBe(true);
    expect(mayHaveStoredPrintOrder('00984', storageWith(stored))).toBe(false);
    expect(mayHaveStoredPrintOrder('00001-TST', storageWith(stored))).toBe(false);
  });

  it('is false without storage, without a stored list, or when storage throws', () => {
    expect(mayHaveStoredPrintOrder('00984-RDT', undefined)).toBe(false);
    expect(mayHaveStoredPrintOrder('00984-RDT', storageWith(null))).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayHaveStoredPrintOrder('00984-RDT', throwing)).toBe(false);
  });
});
