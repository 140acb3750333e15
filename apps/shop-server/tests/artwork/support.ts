/** What the artwork suites share: the wire shapes of art jobs, a server with its clock, the operator's CLI and a placed print order. */
import { expect } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { newShopper, operatorDeps, orderBody, placeOrder, type Shopper } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import type { SessionClient } from '../support/session-client.ts';
import { silkScreenFixture } from './fixtures.ts';
import { beforeAll } from 'vitest';

export interface ArtJobBody {
  id: number;
  status: string;
  status_label: string;
  actions: string[];
  reasons: { code: string; label: string; text: string; severity: string }[];
  deadline: string | null;
  latest_version: number;
  versions: {
    number: number;
    source: string;
    customer_file: { uuid: string; name: string };
    layout: unknown;
    decisions: { outcome: string }[];
  }[];
}
export interface ArtListBody {
  data: ArtJobBody[];
  meta: {
    ship_date: { ship_date: string; previous_ship_date: string | null; reason: string } | null;
    deadline_rule: string;
    may_start_production: boolean;
  };
}

/**
 * A test server for the file whose clock starts on Tuesday 2026-12-01 10:00 JST, a silk-screen
 * product, the operator's CLI on the same clock, and the steps to a placed print order.
 */
export function useArtworkSuite() {
  const server = useTestServer();
  let clock = Date.parse('2026-12-01T01:00:00Z');
  let fixture: ProductFixture | undefined;
  let deps: AdminDeps | undefined;
  const setClock = (ms: number) => {
    clock = ms;
    server.setNow(ms);
  };

  beforeAll(async () => {
    setClock(clock);
    fixture = await silkScreenFixture(server.db);
    deps = operatorDeps(server, () => clock);
  });

  const ready = () => {
    if (!fixture || !deps) throw new Error('The artwork suite is used before its beforeAll ran');
    return { f: fixture, deps };
  };
  const admin = (...args: string[]) => runAdminCommand(args, ready().deps);
  const upload = (client: SessionClient, bytes: Uint8Array | string, name: string) =>
    client.upload<{ data: { uuid: string }; message?: string }>(bytes, name);

  /** A shopper's placed order of one production printed from an uploaded PNG (bank transfer: no card step). */
  async function printOrder(options: { proof?: 'wanted' | 'skipped'; layout?: unknown } = {}) {
    const shopper = await newShopper(server);
    const png = await solidImage('png', 1200, 600);
    const uploaded = await upload(shopper.client, png, 'logo.png');
    expect(uploaded.status, uploaded.text).toBe(201);
    const body = productionBody(ready().f, { black: [1, 1, 0] });
    const print = {
      ...body.prints[0],
      file_uuid: uploaded.json.data.uuid,
      ...(options.layout === undefined ? {} : { layout: options.layout }),
    };
    const created = await shopper.client.post('/api/cart_productions', { ...body, prints: [print] });
    expect(created.status, created.text).toBe(201);
    const order = await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } });
    const placed = await placeOrder(shopper, { ...order, ...(options.proof ? { proof: options.proof } : {}) });
    expect(placed.status, placed.text).toBe(201);
    return { shopper, number: placed.json.data.number, png, fileUuid: uploaded.json.data.uuid, placed: placed.json.data };
  }

  const jobsOf = (shopper: Shopper, number: string) => shopper.client.get<ArtListBody>(`/api/orders/${number}/art_jobs`);

  async function onlyJob(shopper: Shopper, number: string): Promise<ArtJobBody> {
    const list = await jobsOf(shopper, number);
    expect(list.status, list.text).toBe(200);
    expect(list.json.data).toHaveLength(1);
    return list.json.data[0] as ArtJobBody;
  }

  return {
    server,
    /** The silk-screen product (500 in stock at ¥1,000). */
    get f() {
      return ready().f;
    },
    setClock,
    admin,
    upload,
    printOrder,
    jobsOf,
    onlyJob,
  };
}
