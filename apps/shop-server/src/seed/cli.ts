/**
 * Fills the configured database with the demo catalogue, content and demo customer, when it has no
 * products yet. PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR.
 *
 *   npx node apps/shop-server/src/seed/cli.ts [--products 100000] [--seed 20261122] [--content ./content]
 *
 * `tools/demo-data/generate.ts` runs this from the workspace root with the same arguments.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config/config.ts';
import { openDatabase } from '../db/open.ts';
import { acquireDataDirLock } from '../process/lock.ts';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from './demo-data/index.ts';
import { seedIfEmpty } from './seed.ts';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new Error(`--${name} must be a positive integer, got ${raw}`);
  return Number(raw);
}

const { values } = parseArgs({
  options: { products: { type: 'string' }, seed: { type: 'string' }, content: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: seed/cli.ts [--products N] [--seed N] [--content DIR]   (DATA_DIR or DATABASE_URL choose the database)');
  process.exit(0);
}
const products = positiveInt('products', values.products, DEFAULT_PRODUCT_COUNT);
const seed = positiveInt('seed', values.seed, DEFAULT_SEED);
const config = readConfig();
const release = config.databaseUrl ? async () => undefined : await acquireDataDirLock(config.dataDir);
let summary: string | undefined;
let last = 0;
// Seeding runs inside the migration lock, so a server starting at the same time does not seed too.
const db = await openDatabase(config, {
  afterMigrate: async (locked) => {
    summary = await seedIfEmpty(locked, {
      products,
      seed,
      ...(values.content ? { contentDir: values.content } : {}),
      onProgress: (written) => {
        // One line per 10,000 products keeps a 100,000-product run readable.
        if (written - last >= 10_000 || (written === products && last !== written)) {
          last = written;
          console.log(`[seed] ${written}/${products} products`);
        }
      },
    });
  },
}).catch(async (error: unknown) => {
  await release();
  throw error;
});
try {
  console.log(summary ? `[seed] loaded ${summary}` : '[seed] the database already has products: nothing done');
} finally {
  await db.close();
  await release();
}
