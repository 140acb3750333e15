/** What the artwork suites share: a product printed as the catalogue's silk-screen. */
import type { Db } from '../../src/db/db.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';

/** A product (500 in stock at ¥1,000) whose print method is the catalogue's silk-screen: the artwork loop knows the catalogue's slugs. */
export async function silkScreenFixture(db: Db): Promise<ProductFixture> {
  const f = await createProductFixture(db, { stock: 500, price: 1000 });
  await db.query(`update print_methods set slug = 'silkscreen-seeded' where slug = 'silkscreen'`);
  await db.query(`update print_methods set slug = 'silkscreen' where id = $1`, [f.print.methodId]);
  return f;
}
