import { DEFAULT_CONTENT_DIR, loadContent } from '../content/load.ts';
import { writeContent } from '../content/write.ts';
import type { Db, Queryable } from '../db/db.ts';
import { rebuildSearchIndex } from '../search/indexer.ts';
import { hashPassword } from '../session/password.ts';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, DEMO_CUSTOMER, writeDemoCatalogue } from './demo-data/index.ts';
import { insertDemoByob } from './demo-byob.ts';
import { insertDemoEstimates } from './demo-estimates.ts';
import { insertDemoLoyalty } from './demo-loyalty.ts';
import type { SecretBox } from '../staff/secret-box.ts';
import { DEMO_STAFF_PASSWORD, insertDemoStaff } from './demo-staff.ts';

export interface SeedOptions {
  /** PRNG seed of the demo catalogue (same seed → same catalogue). */
  seed?: number;
  /** Number of products; 100,000 for benchmarks. */
  products?: number;
  /** Content folder (Markdown); defaults to the repository's content/. */
  contentDir?: string;
  /** Progress of the product batches (large catalogues). */
  onProgress?: (written: number) => void;
  /**
   * The demo back office's staff (demo-staff.ts), sealed with the server's secret box: only when the
   * configuration asks for them (config.demoStaff); absent, no staff account is made.
   */
  demoStaff?: SecretBox | undefined;
}

async function insertDemoCustomer(db: Queryable, passwordHash: string): Promise<void> {
  await db.query(
    `insert into customers (name, name_kana, email, password_hash) values ($1, $2, $3, $4)
     on conflict (lower(email)) do nothing`,
    [DEMO_CUSTOMER.name, DEMO_CUSTOMER.nameKana, DEMO_CUSTOMER.email, passwordHash],
  );
}

/**
 * Loads the demo catalogue, the content folder and the demo customer (demo@example.com) into an
 * empty database, in one transaction. Returns a one-line summary.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<string> {
  const startedAt = performance.now();
  // scrypt (~0.3 s) and Markdown rendering run while nothing else needs the database.
  const [passwordHash, staffPasswordHash, content] = await Promise.all([
    hashPassword(DEMO_CUSTOMER.password),
    options.demoStaff ? hashPassword(DEMO_STAFF_PASSWORD) : undefined,
    loadContent(options.contentDir ?? DEFAULT_CONTENT_DIR),
  ]);
  for (const problem of content.problems) console.warn(`[seed] content/${problem.file}: ${problem.message} (skipped)`);
  const result = await db.transaction(async (tx) => {
    const catalogue = await writeDemoCatalogue(tx, {
      seed: options.seed ?? DEFAULT_SEED,
      products: options.products ?? DEFAULT_PRODUCT_COUNT,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    await rebuildSearchIndex(tx);
    await writeContent(tx, content);
    await insertDemoCustomer(tx, passwordHash);
    await insertDemoLoyalty(tx);
    await insertDemoEstimates(tx);
    await insertDemoByob(tx);
    if (options.demoStaff && staffPasswordHash) await insertDemoStaff(tx, staffPasswordHash, options.demoStaff);
    return catalogue;
  });
  // Fresh planner statistics: without them a bulk-loaded table looks empty and lookups by
  // product scan all SKUs (PGlite has no autovacuum to do this later).
  await db.exec('analyze');
  const ms = Math.round(performance.now() - startedAt);
  return (
    `${result.products} products, ${result.skus} SKUs, ${content.posts.length} posts, ` +
    `${content.faqs.length} FAQs, ${content.words.length} words, ${content.pages.length} pages` +
    `${options.demoStaff ? ', the demo staff' : ''} in ${ms} ms`
  );
}

/**
 * Loads the demo catalogue, content and demo customer into an empty database.
 * Returns a short summary when it loaded something, undefined when data was already there.
 * `onStart` is called just before loading (the database was empty).
 */
export async function seedIfEmpty(db: Db, options: SeedOptions & { onStart?: () => void } = {}): Promise<string | undefined> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from products');
  if ((row?.n ?? 0) > 0) return undefined;
  options.onStart?.();
  return seedDatabase(db, options);
}
