import { describe, expect, it } from 'vitest';
import { orderQueryOf, ordersLink } from './order-filters.ts';

describe('the order list address', () => {
  it('turns the filters into the API query, leaving out what the API would refuse', () => {
    const params = new URLSearchParams(
      'q=%20やまだ%20&status=open&method=silkscreen&payment_method=card&due_from=2026-11-01&due_until=x&art=staff&page=2',
    );
    expect(orderQueryOf(params)).toEqual({
      q: 'やまだ',
      status: 'open',
      method: 'silkscreen',
      paymentMethod: 'card',
      paymentStatus: undefined,
      dueFrom: '2026-11-01',
      dueUntil: undefined,
      art: 'staff',
      page: 2,
    });
    expect(orderQueryOf(new URLSearchParams('status=lost&art=all&page=0&method=Bad!'))).toMatchObject({
      status: undefined,
      art: undefined,
      page: undefined,
      method: undefined,
    });
  });

  it('links to the filtered list with blanks left out', () => {
    expect(ordersLink({ status: 'data_check', due_until: '2026-11-23', q: '' })).toBe('/orders?status=data_check&due_until=2026-11-23');
    expect(ordersLink({})).toBe('/orders');
  });
});
