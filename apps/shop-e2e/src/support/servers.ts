/**
 * The shop servers the journeys run against (started by playwright.config.ts, each on a fresh data
 * directory): the normal shop, and a second one in maintenance mode where every API call answers 503.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Added to every default port (E2E_PORT_OFFSET, default 0): run-shards.ts runs the journeys as
 * shards side by side, each with its own servers on its own ports (shard 2: +100, 3931 → 4031).
 */
const PORT_OFFSET = Number(process.env['E2E_PORT_OFFSET'] ?? 0);

/** A port: the environment variable `name` if set, else `base` moved by PORT_OFFSET. */
export function e2ePort(name: string, base: number): number {
  return Number(process.env[name] ?? base + PORT_OFFSET);
}

/** Port of the normal shop (E2E_PORT, default 3931). */
export const SHOP_PORT = e2ePort('E2E_PORT', 3931);

/** Port of the shop started with MAINTENANCE set (E2E_MAINTENANCE_PORT, default 3932). */
export const MAINTENANCE_PORT = e2ePort('E2E_MAINTENANCE_PORT', 3932);

/** Origin of the normal shop (the tests' baseURL). */
export const SHOP_URL = `http://127.0.0.1:${SHOP_PORT}`;

/**
 * Where fresh-server.ts copies the normal shop's standard output (SERVER_LOG): the outbox mailer
 * logs each mail there as one line with its links (apps/shop-server/src/mail/outbox-mailer.ts).
 */
export const SHOP_LOG = process.env['E2E_SHOP_LOG'] ?? join(tmpdir(), `shop-e2e-${SHOP_PORT}.log`);

/** Origin of the shop in maintenance. */
export const MAINTENANCE_URL = `http://127.0.0.1:${MAINTENANCE_PORT}`;

/** The planned end of maintenance the second server is started with (spec §4 Maintenance). */
export const MAINTENANCE_END = '2023-10-07 17:00:00';

/** The seeded demo customer (apps/shop-server/src/seed). */
export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'demo12345678', name: 'デモ 太郎' } as const;
