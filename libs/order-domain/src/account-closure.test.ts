import { describe, expect, it } from 'vitest';
import { blocksAccountClosure, ordersBlockingClosure, SETTLED_ORDER_STATUSES } from './account-closure.ts';
import { ORDER_STATUS_VALUES } from '@shop/api-contract';

describe('account closure', () => {
  it('is kept open by every status but delivered and cancelled', () => {
    const blocking = ORDER_STATUS_VALUES.filter(blocksAccountClosure);
    expect(blocking).toEqual(['pending_authentication', 'received', 'awaiting_payment', 'data_check', 'in_production', 'shipped']);
    expect(SETTLED_ORDER_STATUSES.some(blocksAccountClosure)).toBe(false);
  });

  it('lists the orders that keep the account open, in the order given', () => {
    const orders = [
      { number: 'PF-2026-000003', status: 'delivered' as const },
      { number: 'PF-2026-000002', status: 'in_production' as const },
      { number: 'PF-2026-000001', status: 'cancelled' as const },
      { number: 'PF-2026-000004', status: 'shipped' as const },
    ];
    expect(ordersBlockingClosure(orders).map((order) => order.number)).toEqual(['PF-2026-000002', 'PF-2026-000004']);
    expect(ordersBlockingClosure(orders.filter((order) => !blocksAccountClosure(order.status)))).toEqual([]);
  });
});
