/**
 * The artwork check suites' shared set-up: a test server, a silk-screen product, three staff members
 * signed in (artwork_check, customer_service, shipping), a placed print order with its art job, and
 * readers of a job, a staff-only file and the job's audit entries.
 */
import { beforeAll, expect } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { silkScreenFixture } from '../artwork/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { newShopper, operatorDeps, orderBody, placeOrder } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { signedInStaff, type StaffClient, type TestStaff } from '../support/staff.ts';

/** The wire (snake_case) of one job, as the tests read it. */
/** A signed-in staff member and their browser stand-in. */
export interface SignedIn {
  staff: TestStaff;
  client: StaffClient;
}

export interface JobWire {
  id: number;
  order_number: string;
  customer_name: string;
  method: string;
  placement: { name: string; width_mm: number; height_mm: number };
  garment_colors: { name: string; is_dark: boolean }[];
  inks_ordered: number;
  status: string;
  status_label: string;
  latest_version: number;
  actions: string[];
  waiting: { deadline: string } | null;
  deadline_days: number;
  defect_reasons: { code: string; template: string }[];
  versions: {
    number: number;
    source: string;
    customer_file: {
      uuid: string;
      name: string;
      sha256: string;
      url: string;
      preview_url: string | null;
      width: number | null;
      placed: { x_mm: number; y_mm: number; width_mm: number; height_mm: number } | null;
    };
    printer_file: { uuid: string; url: string } | null;
    preflight: { code: string; severity: string; message: string }[];
    preflight_kept: boolean;
    created_by: { role: string; label: string; staff_id: number | null };
    decisions: {
      outcome: string;
      by: { role: string; label: string; staff_id: number | null };
      reasons: { code: string; text: string }[];
      note: string | null;
    }[];
  }[];
}
export interface QueueWire {
  data: { id: number; order_number: string; method: string; due_date: string; status: string; thumbnail_url: string | null }[];
  meta: { total: number; counts: { method: string; count: number }[] };
}

/** Call at the top of a suite file: its server, staff and helpers (read the staff inside tests). */
export function useArtworkCheck() {
  const server = useTestServer();
  let f: ProductFixture;
  const clock = Date.parse('2026-12-01T01:00:00Z'); // Tuesday 10:00 JST
  let deps: AdminDeps;
  const admin = (...args: string[]) => runAdminCommand(args, deps);
  // Filled by beforeAll: the objects stay the same, so a suite may destructure them at once.
  const checker = {} as SignedIn;
  const reader = {} as SignedIn;
  const shipping = {} as SignedIn;

  beforeAll(async () => {
    server.setNow(clock);
    f = await silkScreenFixture(server.db);
    deps = operatorDeps(server, () => clock);
    Object.assign(checker, await signedInStaff(server, 'artwork_check'));
    Object.assign(reader, await signedInStaff(server, 'customer_service'));
    Object.assign(shipping, await signedInStaff(server, 'shipping'));
    await server.db.query(`update staff set name = 'チェック担当 佐藤' where id = $1`, [checker.staff.id]);
  });

  /** A shopper's placed order of one silk-screen production printed from an uploaded PNG (bank transfer). */
  async function printOrder(options: { proof?: 'wanted' | 'skipped'; png?: Buffer } = {}) {
    const shopper = await newShopper(server);
    const png = options.png ?? (await solidImage('png', 1200, 600));
    const uploaded = await shopper.client.upload<{ data: { uuid: string } }>(png, 'logo.png');
    expect(uploaded.status, uploaded.text).toBe(201);
    const body = productionBody(f, { black: [1, 1, 0] });
    const created = await shopper.client.post('/api/cart_productions', {
      ...body,
      prints: [
        {
          ...body.prints[0],
          file_uuid: uploaded.json.data.uuid,
          layout: { width_mm: 200, anchor: 'top', offset_x_mm: 0, offset_y_mm: 10 },
        },
      ],
    });
    expect(created.status, created.text).toBe(201);
    const order = await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } });
    const placed = await placeOrder(shopper, { ...order, ...(options.proof ? { proof: options.proof } : {}) });
    expect(placed.status, placed.text).toBe(201);
    const number = placed.json.data.number as string;
    const [row] = await server.db.query<{ id: number }>(
      'select j.id from art_jobs j join orders o on o.id = j.order_id where o.number = $1',
      [number],
    );
    return { shopper, number, png, fileUuid: uploaded.json.data.uuid, jobId: row!.id };
  }

  const jobOf = async (client: StaffClient, id: number) => {
    const answer = await client.get<{ data: JobWire }>(`/api/admin/art-jobs/${id}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json.data;
  };

  /** The bytes of a staff-only file route, with the client's cookies. */
  async function bytesOf(client: StaffClient, path: string) {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  const auditOf = (jobId: number) =>
    server.db.query<{
      actor_kind: string;
      staff_id: number | null;
      action: string;
      before: { status: string };
      after: { status: string; reasons: string[]; note: string | null };
    }>(`select actor_kind, staff_id, action, before, after from audit_log where target_type = 'art_job' and target_id = $1 order by id`, [
      String(jobId),
    ]);

  const staffFixForm = (bytes: Uint8Array | string, name: string, versionNumber: number, note = '') => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), name);
    form.append('version_number', String(versionNumber));
    form.append('note', note);
    return form;
  };

  return { server, clock, admin, printOrder, jobOf, bytesOf, auditOf, staffFixForm, checker, reader, shipping };
}
