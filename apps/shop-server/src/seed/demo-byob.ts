/**
 * Demo BYOB requests (issue #15): the demo customer finds two requests on /myaccount/custom_order,
 * one still being quoted and one quoted by the operator (ready for 「この見積もりで注文する」).
 */
import { DEFAULT_SHOP_OFFSET_HOURS, addDays, shopLocalDate } from '@shop/business-days';
import { formatByobNumber } from '@shop/order-domain';
import { insertByob, nextByobSequence, quoteByob } from '../byob/byob-store.ts';
import type { Queryable } from '../db/db.ts';
import { randomToken, sha256 } from '../session/tokens.ts';
import { DEMO_CUSTOMER } from './demo-data/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts the demo customer's BYOB requests (after the catalogue and the demo customer). */
export async function insertDemoByob(db: Queryable, now: number = Date.now()): Promise<void> {
  const [customer] = await db.query<{ id: number }>('select id from customers where lower(email) = lower($1)', [DEMO_CUSTOMER.email]);
  const [method] = await db.query<{ id: number }>('select id from print_methods order by sequence, id limit 1');
  if (!customer || !method) return;
  const today = shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS);
  const requests = [
    {
      kind: 'tshirt',
      colors: '白',
      quantities: [
        { size: 'M', quantity: 15 },
        { size: 'L', quantity: 15 },
      ],
      placement: 'back',
      daysAgo: 6,
      quote: { price: 38_500, leadDays: 10, note: 'データ作成料込み' },
    },
    { kind: 'tote', colors: 'ナチュラル', quantities: [{ size: 'F', quantity: 50 }], placement: 'front', daysAgo: 1, quote: null },
  ] as const;
  for (const r of requests) {
    const at = now - r.daysAgo * DAY_MS;
    const number = formatByobNumber({ year: Number(today.slice(0, 4)), sequence: await nextByobSequence(db) });
    const id = await insertByob(
      db,
      {
        number,
        customer_id: customer.id,
        claim_token_hashes: [sha256(randomToken())],
        email: DEMO_CUSTOMER.email,
        name: DEMO_CUSTOMER.name,
        phone: '03-1234-5678',
        garment_kind: r.kind,
        material: 'cotton',
        colors: r.colors,
        quantities: r.quantities.map((q) => ({ ...q })),
        quantity: r.quantities.reduce((n, q) => n + q.quantity, 0),
        print_method_id: method.id,
        placements: [{ placement: r.placement, file_uuid: null, note: '' }],
        arrival_method: 'parcel',
        arrival_date: addDays(today, 7),
        wanted_date: addDays(today, 40),
        notes: '',
      },
      new Date(at),
    );
    if (r.quote) await quoteByob(db, id, r.quote, new Date(at + DAY_MS));
  }
}
