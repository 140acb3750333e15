import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../support/server.ts';
import { expectContract, getJson } from './support.ts';

const server = useTestServer();

describe('GET /api/delivery/shipping', () => {
  it('states the shipping fee of the shop settings and the free-shipping minimum the cart and checkout use', async () => {
    const res = await getJson<{ shipping_fee: number; free_shipping_minimum: number }>(server, '/api/delivery/shipping');
    expect(res.status).toBe(200);
    expectContract('shipping', res.body);
    expect(res.body).toEqual({ shipping_fee: 880, free_shipping_minimum: 20_000 });
  });

  it('follows the shipping_fee setting: the guidance pages state what the checkout will charge', async () => {
    const other = await startTestServer();
    try {
      await other.db.query(`update shop_settings set value = '990' where key = 'shipping_fee'`);
      const res = await getJson<{ shipping_fee: number }>(other, '/api/delivery/shipping');
      expect(res.body.shipping_fee).toBe(990);
    } finally {
      await other.close();
    }
  });
});
