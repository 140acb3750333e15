import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORED_ORDERS_LIMIT } from './constants.ts';
import { appendStored, checkPrintOrderGuard, disableStored, findStored } from './stored-orders.ts';
import { aStoredPrintOrder, aStoredProduction } from './testing/index.ts';

const order = (id: string, timestamp = 1) => aStoredPrintOrder({ id, timestamp });

describe('stored print orders and productions', () => {
  it.each([
    ['appends to an empty list', [], order('a'), ['a']],
    ['appends at the end', [order('a'), order('b')], order('c'), ['a', 'b', 'c']],
    ['keeps the last 4', [order('a'), order('b'), order('c'), order('d')], order('e'), ['b', 'c', 'd', 'e']],
    ['replaces an entry with the same id and moves it to the end', [order('a'), order('b')], order('a', 9), ['b', 'a']],
  ])('%s', (_rule, list, entry, ids) => {
    expect(appendStored(list, entry).map((o) => o.id)).toEqual(ids);
  });

  it('disabling sets the timestamp to 0 and moves the entry to the front', () => {
    expect(disableStored([order('a', 5), order('b', 6), order('c', 7)], 'c')).toEqual([order('c', 0), order('a', 5), order('b', 6)]);
  });

  it('a disabled entry is the first to be trimmed', () => {
    const list = disableStored([order('a'), order('b'), order('c'), order('d')], 'c');
    expect(appendStored(list, order('e')).map((o) => o.id)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('disabling an unknown id changes nothing', () => {
    const list = [order('a')];
    expect(disableStored(list, 'x')).toEqual(list);
  });

  it('finds by id', () => {
    const list = [aStoredProduction({ id: 'p' }), aStoredProduction({ id: 'q' })];
    expect(findStored(list, 'q')).toEqual(aStoredProduction({ id: 'q' }));
    expect(findStored(list, 'x')).toBeUndefined();
  });

  it('a stored list never exceeds 4 entries', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('append' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
      fc.record({ kind: fc.constant('disable' as const), id: fc.constantFrom('a', 'b', 'c', 'x') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let list: ReturnType<typeof order>[] = [];
        for (const a of actions) {
          list = a.kind === 'append' ? appendStored(list, order(a.id)) : disableStored(list, a.id);
          expect(list.length).toBeLessThanOrEqual(STORED_ORDERS_LIMIT);
          expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
        }
      }),
    );
  });
});

describe('checkPrintOrderGuard (spec §5 print-order page guard)', () => {
  const orders = [aStoredPrintOrder({ id: 'po-1', product: { id: 41, code: 'T-001' } })];
  it.each([
    ['pid is required (missing → 404)', undefined, 'T-001', { ok: false, error: { type: 'print_order_not_found', status: 404 } }],
    ['pid is required (empty → 404)', '', 'T-001', { ok: false, error: { type: 'print_order_not_found', status: 404 } }],
    ['pid is required (null → 404)', null, 'T-001', { ok: false, error: { type: 'print_order_not_found', status: 404 } }],
    [
      'a stored order with that id must exist (else 404)',
      'po-9',
      'T-001',
      { ok: false, error: { type: 'print_order_not_found', status: 404 } },
    ],
    [
      "its product code must equal the route's code (else 400)",
      'po-1',
      'T-002',
      { ok: false, error: { type: 'print_order_product_mismatch', status: 400 } },
    ],
    ['a matching order passes', 'po-1', 'T-001', { ok: true, value: orders[0] }],
  ])('%s', (_rule, pid, routeCode, result) => {
    expect(checkPrintOrderGuard({ pid, routeCode, orders })).toEqual(result);
  });
});
