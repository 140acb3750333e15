/** What the order-desk suites share: the wire shapes of the list and bulk answers, three customers and their orders. */
import { expect } from 'vitest';
import { type ProductFixture, productionBody } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { addToCart, newShopper, orderBody, placeOrder } from '../orders/support.ts';
import type { TestServer } from '../support/server.ts';

export interface Row {
  number: string;
  status: string;
  ship_date: string;
  overdue: boolean;
  customer_name: string;
  phone: string;
  payment_status: string;
  print_methods: { slug: string }[];
}
export interface ListBody {
  data: Row[];
  meta: { total: number; current_page: number; last_page: number; print_methods: { slug: string }[]; today: string };
}
export interface BulkBody {
  data: { number: string; outcome: string; before_status: string | null; status: string | null; message: string | null }[];
}

export interface Person {
  name: string;
  kana: string;
  email: string;
  phone: string;
  postal: string;
}

export const YAMADA: Person = {
  name: '山田 太郎',
  kana: 'ヤマダ　タロウ',
  email: 'taro.yamada@example.com',
  phone: '090-1234-5678',
  postal: '1500001',
};
export const SATO: Person = {
  name: '佐藤 花子',
  kana: 'サトウ　ハナコ',
  email: 'hanako.sato@example.net',
  phone: '03-9876-5432',
  postal: '5300001',
};
export const SUZUKI: Person = {
  name: '鈴木 一郎',
  kana: 'スズキ　イチロウ',
  email: 'ichiro@example.org',
  phone: '080-5555-0000',
  postal: '0600001',
};

/** JST days around today. */
export const jstDay = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A new customer named `person`, with that address, and their placed order. */
export async function orderOf(
  server: TestServer,
  f: ProductFixture,
  person: Person,
  options: { production: 'upload' | 'plain' | null; method: 'card' | 'bank_transfer' },
) {
  const shopper = await newShopper(server);
  await server.db.query('update customers set name = $2, name_kana = $3, email = $4 where id = $1', [
    shopper.customer.id,
    person.name,
    person.kana,
    person.email,
  ]);
  await server.db.query('update customer_addresses set name = $2, name_kana = $3, phone = $4, postal_code = $5 where id = $1', [
    shopper.addressId,
    person.name,
    person.kana,
    person.phone,
    person.postal,
  ]);
  if (options.production === null) await addToCart(shopper, f.skus.white[0], 2);
  else {
    const body = productionBody(f, { black: [2, 1, 0] });
    let prints = body.prints;
    if (options.production === 'upload') {
      const uploaded = await shopper.client.upload<{ data: { uuid: string } }>(await solidImage('png', 1200, 600), 'logo.png');
      expect(uploaded.status, uploaded.text).toBe(201);
      prints = body.prints.slice(0, 1).map((print) => ({ ...print, file_uuid: uploaded.json.data.uuid }));
    }
    const created = await shopper.client.post('/api/cart_productions', { ...body, prints });
    expect(created.status, created.text).toBe(201);
  }
  const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: options.method } }));
  expect(placed.status, placed.text).toBe(201);
  return placed.json.data.number;
}
