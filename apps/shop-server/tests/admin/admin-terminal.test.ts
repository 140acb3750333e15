/**
 * The operator's terminal never receives a control character from the database (issue #29): a
 * customer's name, an order's address, a review, a BYOB request or a coupon holding ESC sequences
 * (window title, screen clear), BEL, CR/LF, TAB, the C1 CSI, U+2028 or a bidi override is printed
 * with those characters written out (`\x1b`, `\u2028`), by every command that shows it. The values
 * are written straight into the database (the API refuses them since #29; older rows, imports or a
 * future form may not), then the real `npm run admin` process runs on that database.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminDeps, runAdminCommand } from '../../src/admin/commands.ts';
import type { Db } from '../../src/db/db.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { withDatabase } from '../global-setup.ts';
import { createProductFixture } from '../cart/fixtures.ts';
import { placedOrder, operatorDeps } from '../orders/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const CLI = fileURLToPath(new URL('../../src/admin/cli.ts', import.meta.url));

/** Sets the terminal's title, clears the screen, rings, breaks lines, colours by C1 CSI, reverses the rest. */
const HOSTILE = '\u001b]0;owned\u0007\u001b[2J\u001b[H山田\r\n\t\u009b31m\u2028太郎\u202e';
/** How HOSTILE is printed. */
const SHOWN = '\\x1b]0;owned\\x07\\x1b[2J\\x1b[H山田\\x0d\\x0a\\x09\\x9b31m\\u2028太郎\\u202e';
/** Anything a terminal would act on, but the line breaks between the output's own lines (and tabs between cells). */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const UNSAFE_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

let server: TestServer;
let deps: AdminDeps;
let orderNumber: string;
let byobNumber: string;
let reviewProduct: string;

beforeAll(async () => {
  server = await startTestServer();
  deps = operatorDeps(server);
  const fixture = await createProductFixture(server.db, { stock: 50, price: 1000 });
  const placed = await placedOrder(server, fixture);
  orderNumber = placed.number;
  const db = server.db;
  // Straight into the database: the customer, the order's address snapshot, a review, a BYOB request, a coupon.
  await db.query('update customers set name = $1 where id = $2', [HOSTILE, placed.shopper.customer.id]);
  await db.query(
    `update orders set address = address || jsonb_build_object('name', $1::text, 'company', $1::text, 'building', $1::text)
      where number = $2`,
    [HOSTILE, orderNumber],
  );
  const [review] = await db.query<{ code: string }>(
    `update reviews r set nickname = $1, title = $1 from products p
      where r.id = (select min(id) from reviews) and p.id = r.product_id returning p.code`,
    [HOSTILE],
  );
  reviewProduct = review!.code;
  const [byob] = await db.query<{ number: string }>(
    `update byob_requests set name = $1, email = $1, colors = $1, notes = $2
      where id = (select min(id) from byob_requests) returning number`,
    [HOSTILE, `一行目\n${HOSTILE}`],
  );
  byobNumber = byob!.number;
  await db.query(`update coupons set name = $1 where code = 'SPRING500'`, [HOSTILE]);
});
afterAll(() => server?.close());

/** Each command that prints something an outsider wrote. */
const COMMANDS = (): string[][] => [
  ['orders'],
  ['show', orderNumber],
  ['reviews', '--product', reviewProduct],
  ['byob-requests'],
  ['byob-request', byobNumber],
  ['coupons'],
];

/** The output has HOSTILE only as SHOWN, and nothing a terminal acts on but its own line breaks and tabs. */
function expectSafe(output: string, expectedShownAtLeast: number) {
  expect(output).not.toMatch(UNSAFE_BUT_LINES);
  expect(output.split(SHOWN).length - 1).toBeGreaterThanOrEqual(expectedShownAtLeast);
}

describe('runAdminCommand', () => {
  it.each([
    ['orders', 1],
    ['show', 3],
    ['reviews', 2],
    ['byob-requests', 1],
    ['byob-request', 3],
    ['coupons', 1],
  ] as const)('%s shows every control character of the stored value, never sends it', async (command, times) => {
    const args = COMMANDS().find((c) => c[0] === command)!;
    const result = await runAdminCommand(args, deps);
    expect(result.code, result.output).toBe(0);
    expectSafe(result.output, times);
  });

  it("keeps the output's own lines and the coupons' tab-separated cells (only what is inside a value is escaped)", async () => {
    const show = (await runAdminCommand(['show', orderNumber], deps)).output.split('\n');
    expect(show[0]).toMatch(new RegExp(`^${orderNumber} `));
    expect(show.find((line) => line.startsWith('         '))).toContain(`${SHOWN}（`);
    const notes = (await runAdminCommand(['byob-request', byobNumber], deps)).output.split('\n');
    // The notes are the one text with line breaks of its own: each of its lines is a line of output.
    expect(notes.slice(notes.indexOf('notes:') + 1, notes.indexOf('notes:') + 4)).toEqual([
      '  一行目',
      '  \\x1b]0;owned\\x07\\x1b[2J\\x1b[H山田\\x0d',
      '  \\x09\\x9b31m\\u2028太郎\\u202e',
    ]);
    const coupon = (await runAdminCommand(['coupons'], deps)).output.split('\n').find((line) => line.startsWith('SPRING500\t'));
    expect(coupon?.split('\t')).toHaveLength(6);
    expect(coupon?.split('\t')[2]).toBe(SHOWN);
  });
});

/** Runs the real command line on `env`'s database: its exit code and what it wrote. */
function runCli(env: Record<string, string>, args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const base: Record<string, string | undefined> = { ...process.env, ...env };
  if (!env['DATABASE_URL']) delete base['DATABASE_URL'];
  const child = spawn(process.execPath, ['--conditions=@shop/source', CLI, ...args], { env: base, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve) =>
    child.once('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    ),
  );
}

describe('npm run admin (the real process) on that database', () => {
  let env: Record<string, string>;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-admin-terminal-'));
    const url = process.env['DATABASE_URL'];
    if (url) {
      // The test server's own database: PostgreSQL lets the command line open it beside the server.
      const [row] = await server.db.query<{ name: string }>('select current_database() as name');
      env = { DATA_DIR: root, DATABASE_URL: withDatabase(url, row!.name) };
    } else {
      // The embedded database holds one process: a copy of the test server's, in a data directory of its own.
      const dump = await (server.db as Db & { dump(): Promise<Blob> }).dump();
      const copy = await openPglite({ dataDir: join(root, 'pglite'), loadDataDir: dump });
      await copy.close();
      env = { DATA_DIR: root };
    }
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  // Two commands (each run opens the database anew); the rest print through the same runAdminCommand above.
  it('prints the stored control characters visibly: the order list and a BYOB request', async () => {
    for (const args of [['orders'], ['byob-request', byobNumber]]) {
      const result = await runCli(env, args);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
      expectSafe(result.stdout, 1);
    }
  }, 180_000);
});
