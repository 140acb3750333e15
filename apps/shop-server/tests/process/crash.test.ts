/**
 * Over 400 lines on purpose: one suite's rounds, kill points and the invariants' report read together.
 *
 * The crash test (issue #29, docs/decisions/019): real server processes are killed with SIGKILL while
 * shoppers place orders (new cards, 3-D Secure with its gateway page and the bridge back, double
 * clicks), on PGlite (one process) and, with DATABASE_URL, on PostgreSQL with two processes. Each
 * round kills at a seeded random choice: one of the named points of placing, the gateway call and the
 * bridge (src/process/crash-points.ts: the server stops there and the test kills it), or a random
 * moment. The killed processes restart (their start-up pass reconciles payments), every
 * shopper retries as the browser does (the same key, the same bridge), and then:
 *
 * - no authorisation without a completed order,
 * - no customer with two holds for one cart (one cart per shopper and round),
 * - no acknowledged order lost,
 * - the stock is the initial stock less the pieces of live orders.
 *
 * `CRASH_SEED` replays a seed (printed with the counts), `CRASH_ROUNDS` sets the rounds (12: two
 * passes over the five named points and a random moment; it was 20, a third pass over the same points),
 * `CRASH_POINT` kills every round at that point, `CRASH_VERBOSE=1` prints each round's steps.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CARD_NUMBERS } from '@shop/payment-card';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { CRASH_POINTS, type CrashPoint } from '../../src/process/crash-points.ts';
import { createProductFixture } from '../cart/fixtures.ts';
import { withDatabase } from '../global-setup.ts';
import { insertAddress } from '../orders/support.ts';
import { createTestCustomer, SessionClient, type TestCustomer } from '../support/session-client.ts';
import { crashInvariants, generator } from './crash-invariants.ts';
import { type ServerProcess, spawnServer } from './server-process.ts';

const databaseUrl = process.env['DATABASE_URL'];
const SEED = Number(process.env['CRASH_SEED'] ?? 29);
const ROUNDS = Number(process.env['CRASH_ROUNDS'] ?? 12);
/** `CRASH_POINT=placing:authorised`: every round kills at that point (to look at one of them). */
const FORCED_POINT = CRASH_POINTS.find((point) => point === process.env['CRASH_POINT']);
const SHOPPERS = 8;
const STOCK = 500;

/** A session client whose requests go to whichever live server `base()` names (sessions live in the database). */
class RoutedClient extends SessionClient {
  constructor(base: () => string) {
    super('');
    Object.defineProperty(this, 'baseUrl', { get: base });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Shopper {
  customer: TestCustomer;
  addressId: number;
  client: RoutedClient;
}

/** One shopper's purchase in one round, and how far it got. */
interface Attempt {
  shopper: Shopper;
  round: number;
  body: Record<string, unknown>;
  challenge: boolean;
  phase: 'placing' | 'challenge' | 'bridge' | 'done' | 'abandoned' | 'refused';
  number?: string;
  challengePath?: string;
  bridgeToken?: string;
  /** answered without a network error on the first try */
  firstTry: boolean;
}

interface Counts {
  kills: number;
  attempts: number;
  placed: number;
  viaChallenge: number;
  afterKill: number;
  abandoned: number;
  refused: number;
  voidedAtStart: number;
  removedAtStart: number;
}

type OrderAnswer = { data?: { number: string; status: string }; next?: { type: string; url?: string }; code?: string };

describe(`kill -9 while placing orders (${databaseUrl ? 'PostgreSQL, two processes' : 'PGlite, one process'})`, () => {
  const root = mkdtemp(join(tmpdir(), 'shop-crash-'));
  const servers: (ServerProcess | null)[] = [];
  /** Every process started, so that a failure half-way leaves none running. */
  const spawned = new Set<ServerProcess>();
  let pg: Db | undefined;
  let pgName: string | undefined;

  afterAll(async () => {
    await Promise.all([...spawned].map((server) => server.stop('SIGKILL')));
    await pg?.close();
    if (databaseUrl && pgName) {
      const admin = await openPostgres(databaseUrl, { max: 1 });
      await admin.exec(`drop database if exists ${pgName} with (force)`);
      await admin.close();
    }
    await rm(await root, { recursive: true, force: true });
  });

  it(
    `${ROUNDS} rounds: no hold without an order, never two for one cart, no acknowledged order lost, stock exact`,
    { timeout: 1_800_000 },
    async () => {
      const rng = generator(SEED);
      const startedAt = performance.now();
      const dataDir = join(await root, 'data');

      // One database with a product of six SKUs and the shoppers, before any server holds it.
      let setupDb: Db;
      let env: Record<string, string>;
      if (databaseUrl) {
        pgName = `shop_crash_${randomBytes(5).toString('hex')}`;
        const admin = await openPostgres(databaseUrl, { max: 1 });
        await admin.exec(`create database ${pgName} template ${inject('dbTemplate')}`);
        await admin.close();
        pg = await openPostgres(withDatabase(databaseUrl, pgName), { max: 4 });
        setupDb = pg;
        env = { DATABASE_URL: withDatabase(databaseUrl, pgName) };
      } else {
        await mkdir(join(dataDir, 'pglite'), { recursive: true });
        setupDb = await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([await readFile(inject('dbTemplate'))]) });
        env = { DATA_DIR: dataDir };
      }
      const fixture = await createProductFixture(setupDb, { stock: STOCK, price: 1000 });
      const skus = [...fixture.skus.white, ...fixture.skus.black];
      const people: { customer: TestCustomer; addressId: number }[] = [];
      for (let i = 0; i < SHOPPERS; i++) {
        const customer = await createTestCustomer(setupDb);
        people.push({ customer, addressId: await insertAddress(setupDb, customer.id) });
      }
      if (!databaseUrl) await setupDb.close();

      const processes = databaseUrl ? 2 : 1;
      /** What kills each round: which processes, at a named point or after a delay (ms). */
      // Every named point and a random moment once in each six rounds, in a seeded order.
      const kinds: (CrashPoint | null)[] = [];
      while (kinds.length < ROUNDS) {
        const cycle: (CrashPoint | null)[] = [...CRASH_POINTS, null];
        while (cycle.length > 0) kinds.push(cycle.splice(rng.int(0, cycle.length - 1), 1)[0] ?? null);
      }
      const plans = kinds
        .slice(0, ROUNDS)
        .map((kind) => ({
          victims: processes === 2 && !rng.chance(0.25) ? [rng.int(0, 1)] : Array.from({ length: processes }, (_, slot) => slot),
          point: FORCED_POINT ?? kind,
          delay: rng.int(5, 400),
        }));
      const logs: string[] = [];
      /** Where each process reads the crash points to arm when it receives SIGUSR2. */
      const pointsFile = (slot: number) => join(dataDir, `crash-points-${slot}`);
      const start = async (slot: number) => {
        const server = await spawnServer({ ...env, CRASH_POINTS_FILE: pointsFile(slot) });
        spawned.add(server);
        // A loaded machine may take minutes to start a server; that is slow, not broken.
        await server.waitFor(/\[shop-server\] listening on /, 600_000);
        servers[slot] = server;
        return server;
      };
      await mkdir(dataDir, { recursive: true });
      await Promise.all(Array.from({ length: processes }, (_, slot) => start(slot)));
      const live = () => servers.filter((server): server is ServerProcess => server !== null);
      const base = () => rng.pick(live()).url;

      const shoppers: Shopper[] = [];
      for (const { customer, addressId } of people) {
        const client = new RoutedClient(() => (live()[0] as ServerProcess).url);
        await client.login(customer.email, customer.password);
        // From now on each request goes to a live server picked at random.
        Object.defineProperty(client, 'baseUrl', { get: base });
        shoppers.push({ customer, addressId, client });
      }

      const counts: Counts = {
        kills: 0,
        attempts: 0,
        placed: 0,
        viaChallenge: 0,
        afterKill: 0,
        abandoned: 0,
        refused: 0,
        voidedAtStart: 0,
        removedAtStart: 0,
      };
      const killedAt = new Map<string, number>();
      const acknowledged = new Set<string>();
      /** sha256 of each card token → the shopper and round it was for (the gateway keeps tokens hashed). */
      const cartOfToken = new Map<string, string>();

      /** Reads an order answer (placing or bridge) into the attempt; false when it must be asked again. */
      const settle = (attempt: Attempt, status: number, json: OrderAnswer): boolean => {
        if (status === 200 || status === 201) {
          const { data, next } = json;
          if (!data || !next) return false;
          acknowledged.add(data.number);
          attempt.number = data.number;
          if (next.type === 'challenge' && next.url) {
            attempt.phase = 'challenge';
            attempt.challengePath = new URL(next.url, 'http://x').pathname;
            return true;
          }
          attempt.phase = next.type === 'done' ? 'done' : 'refused';
          return true;
        }
        if (status === 409 && json.code === 'order_abandoned') {
          attempt.phase = 'abandoned';
          return true;
        }
        if (status === 409 && json.code === 'order_in_progress') return false;
        if (status >= 500) return false;
        attempt.phase = 'refused';
        return true;
      };

      /** Takes an attempt one step further; false on a network error or an answer to ask again. */
      const step = async (attempt: Attempt): Promise<boolean> => {
        const { client } = attempt.shopper;
        try {
          if (attempt.phase === 'placing') {
            const answer = await client.post<OrderAnswer>('/api/orders', attempt.body);
            return settle(attempt, answer.status, answer.json);
          }
          if (attempt.phase === 'challenge') {
            const res = await fetch(`${base()}${attempt.challengePath}`, {
              method: 'POST',
              redirect: 'manual',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'action=authenticate',
            });
            await res.text();
            const token = /\/checkout\/bridge\/([A-Za-z0-9_-]+)$/.exec(res.headers.get('location') ?? '')?.[1];
            if (res.status !== 303 || !token) return false;
            attempt.bridgeToken = token;
            attempt.phase = 'bridge';
            return true;
          }
          if (attempt.phase === 'bridge') {
            const answer = await client.post<OrderAnswer>(`/api/checkout/bridge/${attempt.bridgeToken}`, {});
            if (answer.status === 200 && answer.json.data?.status === 'received') counts.viaChallenge++;
            return settle(attempt, answer.status, answer.json);
          }
          return true;
        } catch {
          return false; // the server died under the request
        }
      };

      const finished = (attempt: Attempt) => attempt.phase === 'done' || attempt.phase === 'abandoned' || attempt.phase === 'refused';

      /** Runs an attempt as far as it goes while the servers may die (a double click sends the order twice). */
      const run = async (attempt: Attempt, doubleClick: boolean): Promise<void> => {
        await sleep(rng.int(0, 80));
        if (doubleClick) void step({ ...attempt });
        while (!finished(attempt)) {
          if (!(await step(attempt))) {
            attempt.firstTry = false;
            return;
          }
        }
      };

      const verbose = process.env['CRASH_VERBOSE'] === '1';
      for (let round = 1; round <= ROUNDS; round++) {
        const roundAt = performance.now();
        const lap = (what: string) => verbose && console.log(`round ${round}: ${what} at ${Math.round(performance.now() - roundAt)} ms`);
        // Each shopper of the round fills a cart and gets a quote and a card token from a live server.
        const attempts: Attempt[] = [];
        for (const shopper of shoppers.filter(() => rng.chance(0.6))) {
          const { client } = shopper;
          const added = await client.post('/api/cart_items', { sku_id: rng.pick(skus), quantity: rng.int(1, 3), wrapping_id: null });
          expect(added.status, added.text).toBe(201);
          const choices = { address_id: shopper.addressId, delivery_date: null, delivery_slot: null, payment_method: 'card' };
          const quote = await client.post<{ data: { quote_token: string } }>('/api/checkout/quote', choices);
          expect(quote.status, quote.text).toBe(200);
          const challenge = rng.chance(0.3);
          const session = await client.post<{ data: { token: string } }>('/api/checkout/card_sessions');
          const tokenized = await fetch(`${base()}/sandbox-gateway/v1/sessions/${session.json.data.token}/cards`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              number: challenge ? TEST_CARD_NUMBERS.challenge : TEST_CARD_NUMBERS.visa,
              exp_month: '12',
              exp_year: String(new Date().getUTCFullYear() + 3),
              cvc: '123',
              name: 'TARO YAMADA',
            }),
          });
          const { card_token: cardToken } = (await tokenized.json()) as { card_token: string };
          cartOfToken.set(sha256(cardToken), `${shopper.customer.id}/${round}`);
          attempts.push({
            shopper,
            round,
            challenge,
            phase: 'placing',
            firstTry: true,
            body: { ...choices, card_token: cardToken, quote_token: quote.json.data.quote_token, idempotency_key: rng.hex() },
          });
        }
        counts.attempts += attempts.length;
        const plan = plans[round - 1] ?? { victims: [0], point: null, delay: 0 };
        const { victims, point } = plan;
        // The bridge's point needs a purchase through 3-D Secure.
        if (point === 'bridge:confirmed' && attempts[0]) attempts[0].challenge = true;

        // The purchases run; a process dies at the round's point, or at a random moment of them (on
        // PostgreSQL: one, sometimes both).
        if (point) {
          for (const slot of victims) {
            const victim = servers[slot] as ServerProcess;
            await writeFile(pointsFile(slot), `${point}\n`);
            const armedBefore = (victim.output().match(/crash point armed/g) ?? []).length;
            victim.child.kill('SIGUSR2');
            await victim.waitFor(new RegExp(`(crash point armed[^]*){${armedBefore + 1}}`), 60_000);
          }
        }
        lap(`${attempts.length} purchases ready, killing at ${point ?? `${plan.delay} ms`}`);
        const running = attempts.map((attempt) => run(attempt, rng.chance(0.3)));
        const reached = point
          ? Promise.any(
              victims.map((slot) => (servers[slot] as ServerProcess).waitFor(new RegExp(`crash point ${point}$`, 'm'), 60_000)),
            ).then(() => point)
          : sleep(plan.delay).then(() => null);
        // Nothing reached the point (on PostgreSQL the other process served that step): kill when all is answered.
        const at = await Promise.race([reached, Promise.all(running).then(() => 'after the purchases')]).catch(() => 'after the purchases');
        const label = at ?? 'a random moment';
        killedAt.set(label, (killedAt.get(label) ?? 0) + 1);
        await Promise.all(
          victims.map(async (slot) => {
            const victim = servers[slot];
            servers[slot] = null;
            logs.push(victim?.output() ?? '');
            await victim?.stop('SIGKILL');
            counts.kills++;
          }),
        );
        lap(`killed (${label})`);
        await Promise.all(running);
        // Restarted: each start reconciles what the dead process left before it listens.
        await Promise.all(victims.map((slot) => start(slot)));
        lap('restarted');

        // Every shopper goes on as the browser does: the same key, the same gateway page, the same bridge.
        for (const attempt of attempts) {
          for (let tries = 0; !finished(attempt); tries++) {
            if (tries > 200)
              throw new Error(`round ${round}: an attempt of customer ${attempt.shopper.customer.id} never settled (${attempt.phase})`);
            if (!(await step(attempt))) await sleep(50);
          }
          if (attempt.phase === 'done') {
            counts.placed++;
            if (!attempt.firstTry) counts.afterKill++;
          }
          if (attempt.phase === 'abandoned') counts.abandoned++;
          if (attempt.phase === 'refused') counts.refused++;
        }
        lap('settled');
      }

      // The end: every process's log, then the database as it stands.
      for (const server of live()) logs.push(server.output());
      for (const log of logs) {
        counts.voidedAtStart += (log.match(/\] reconcile-payments: voided /g) ?? []).length;
        counts.removedAtStart += (log.match(/\] reconcile-payments: removed order /g) ?? []).length;
      }
      let db: Db;
      if (pg) db = pg;
      else {
        await Promise.all(live().map((server) => server.stop('SIGTERM')));
        servers.length = 0;
        db = await openPglite({ dataDir: join(dataDir, 'pglite') });
      }
      try {
        const { unattached, doubleHolds, lost, stockWrong, stock, liveOrders } = await crashInvariants(db, {
          cartOfToken,
          acknowledged,
          skus,
          initialStock: STOCK,
        });
        const pieces = stock.reduce((sum, s) => sum + s.ordered, 0);

        console.log(
          `crash test (${databaseUrl ? 'PostgreSQL, 2 processes' : 'PGlite, 1 process'}, seed ${SEED}): ${ROUNDS} rounds, ${counts.kills} kills (${[...killedAt].map(([where, n]) => `${where} ×${n}`).join(', ')}), ` +
            `${counts.attempts} purchases: ${counts.placed} placed (${counts.viaChallenge} through 3-D Secure, ${counts.afterKill} finished after a kill), ` +
            `${counts.abandoned} abandoned with their hold voided, ${counts.refused} refused; start-up passes voided ${counts.voidedAtStart} charges ` +
            `and removed ${counts.removedAtStart} unfinished placings; ${liveOrders} live orders, ${pieces} pieces. ` +
            `Authorisations without a completed order: ${unattached.length}; customers with two holds for one cart: ${doubleHolds.length}; ` +
            `acknowledged orders lost: ${lost.length}; SKUs whose stock is not initial − live orders: ${stockWrong.length}. ` +
            `${Math.round((performance.now() - startedAt) / 1000)} s`,
        );
        expect(unattached).toEqual([]);
        expect(doubleHolds).toEqual([]);
        expect(lost).toEqual([]);
        expect(stockWrong).toEqual([]);
        expect(counts.placed).toBeGreaterThan(0);
      } finally {
        if (!pg) await db.close();
      }
    },
  );
});
