/**
 * What the crash test (crash.test.ts) checks once the killed processes have restarted and every
 * shopper has gone on as a browser does, read from the database; and its seeded generator.
 */
import type { Db } from '../../src/db/db.ts';

/** mulberry32: a small seeded generator, so a round's choices can be replayed. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    hex: () =>
      Array.from({ length: 4 }, () =>
        Math.floor(next() * 2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      ).join(''),
  };
}

/** What the crash test knows of its purchases. */
export interface CrashRecord {
  /** sha256 of each card token → `customer/round`: the cart it paid for (one cart per shopper and round) */
  cartOfToken: Map<string, string>;
  /** order numbers a shopper received (201, or the bridge's answer) */
  acknowledged: Set<string>;
  skus: number[];
  initialStock: number;
}

/** The four invariants, each as the list of what breaks it (empty: it holds). */
export async function crashInvariants(db: Db, { cartOfToken, acknowledged, skus, initialStock }: CrashRecord) {
  // An authorisation (or a 3-D Secure check, or a capture) not held by a completed order with that very charge.
  const unattached = await db.query<{ reference: string; order_number: string }>(
    `select c.reference, c.order_number from sandbox_gateway_charges c
     left join orders o on o.number = c.order_number
     left join payments p on p.order_id = o.id
     where c.status in ('authorized', 'challenge_pending', 'captured')
       and (o.id is null or o.status in ('placing', 'pending_authentication', 'cancelled') or p.reference is distinct from c.reference)`,
  );
  // Two holds for one cart: by the card token each was made with (one per shopper and round), and by
  // the cart entries of the live orders holding them.
  const holds = await db.query<{ card_token_hash: string }>(
    "select card_token_hash from sandbox_gateway_charges where status in ('authorized', 'challenge_pending', 'captured')",
  );
  const holdsPerCart = new Map<string, number>();
  for (const { card_token_hash: hash } of holds) {
    const cart = cartOfToken.get(hash) ?? `unknown ${hash}`;
    holdsPerCart.set(cart, (holdsPerCart.get(cart) ?? 0) + 1);
  }
  const sharedEntries = await db.query<{ entry: string }>(
    `select l.cart_entry_kind || ' ' || l.cart_entry_id as entry from order_lines l join orders o on o.id = l.order_id
     where o.status <> 'cancelled' group by l.cart_entry_kind, l.cart_entry_id having count(distinct o.id) > 1`,
  );
  const doubleHolds = [
    ...[...holdsPerCart].filter(([, n]) => n > 1).map(([cart]) => `customer/round ${cart}`),
    ...sharedEntries.map(({ entry }) => `${entry} in two live orders`),
  ];
  const orders = await db.query<{ number: string; status: string }>('select number, status from orders');
  const liveNumbers = new Set(orders.filter((o) => o.status !== 'cancelled').map((o) => o.number));
  const lost = [...acknowledged].filter((number) => !liveNumbers.has(number));
  const stock = await db.query<{ id: number; available: number; ordered: number }>(
    `select s.id, s.quantity_available as available,
       coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                 where i.sku_id = s.id and o.status <> 'cancelled'), 0)::int as ordered
     from skus s where s.id = any($1::int[]) order by s.id`,
    [skus],
  );
  const stockWrong = stock.filter((s) => s.available !== initialStock - s.ordered);
  return { unattached, doubleHolds, lost, stockWrong, stock, liveOrders: liveNumbers.size };
}
