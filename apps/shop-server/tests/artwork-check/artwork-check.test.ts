/**
 * The back office's artwork check over real HTTP (issue #30): the queue (most urgent first, by
 * method), one job in full, the files served to staff only, and the decisions approve, データ不備
 * and staff fix: taken as the signed-in staff member (decision and audit log), on the version seen
 * only (409 and nothing changed otherwise), refused per role (403) and without the staff CSRF token
 * (419). A staff fix is a new version; the version it fixes never changes; a non-image is refused.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { readConfig } from '../../src/config/config.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import { createProductFixture, productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { PDF, solidImage } from '../files/fixtures.ts';
import { mailsTo, newShopper, orderBody, placeOrder } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { signedInStaff, type StaffClient, type TestStaff } from '../support/staff.ts';

/** The wire (snake_case) of one job, as the tests read it. */
interface JobWire {
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
    preflight_measured_now: boolean;
    created_by: { role: string; label: string; staff_id: number | null };
    decisions: {
      outcome: string;
      by: { role: string; label: string; staff_id: number | null };
      reasons: { code: string; text: string }[];
      note: string | null;
    }[];
  }[];
}
interface QueueWire {
  data: { id: number; order_number: string; method: string; due_date: string; status: string; thumbnail_url: string | null }[];
  meta: { total: number; counts: { method: string; count: number }[] };
}

const server = useTestServer();
let f: ProductFixture;
const clock = Date.parse('2026-12-01T01:00:00Z'); // Tuesday 10:00 JST
let deps: AdminDeps;
const admin = (...args: string[]) => runAdminCommand(args, deps);
let checker: { staff: TestStaff; client: StaffClient };
let reader: { staff: TestStaff; client: StaffClient };
let shipping: { staff: TestStaff; client: StaffClient };

beforeAll(async () => {
  server.setNow(clock);
  f = await createProductFixture(server.db, { stock: 500, price: 1000 });
  // The fixture's method prints as the catalogue's silk-screen (the artwork loop knows the catalogue's slugs).
  await server.db.query(`update print_methods set slug = 'silkscreen-seeded' where slug = 'silkscreen'`);
  await server.db.query(`update print_methods set slug = 'silkscreen' where id = $1`, [f.print.methodId]);
  deps = {
    db: server.db,
    config: readConfig({ PORT: '0' }),
    now: () => clock,
    mailer: createOutboxMailer(server.db, { now: () => clock, log: () => undefined }),
    payments: server.payments,
  };
  checker = await signedInStaff(server, 'artwork_check');
  reader = await signedInStaff(server, 'customer_service');
  shipping = await signedInStaff(server, 'shipping');
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
      { ...body.prints[0], file_uuid: uploaded.json.data.uuid, layout: { width_mm: 200, anchor: 'top', offset_x_mm: 0, offset_y_mm: 10 } },
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

describe('the queue', () => {
  it('lists the jobs waiting for the staff, due date first then waiting since, filtered by method, with counts per method', async () => {
    const later = await printOrder();
    const sooner = await printOrder();
    const sameDayOlder = await printOrder();
    const rejected = await printOrder();
    await server.db.query(`update orders set ship_date = '2026-12-20' where number = $1`, [later.number]);
    await server.db.query(`update orders set ship_date = '2026-12-10' where number = any($1::text[])`, [
      [sooner.number, sameDayOlder.number],
    ]);
    await server.db.query(`update art_jobs set updated_at = updated_at - interval '2 hours' where id = $1`, [sameDayOlder.jobId]);
    expect((await admin('art-reject', String(rejected.jobId), '--reason', 'thin_lines')).code).toBe(0);

    const queue = await reader.client.get<QueueWire>('/api/admin/art-jobs');
    expect(queue.status, queue.text).toBe(200);
    const ours = queue.json.data.filter((j) => [later, sooner, sameDayOlder, rejected].some((o) => o.jobId === j.id)).map((j) => j.id);
    expect(ours).toEqual([sameDayOlder.jobId, sooner.jobId, later.jobId]);
    const first = queue.json.data.find((j) => j.id === sooner.jobId);
    expect(first).toMatchObject({ order_number: sooner.number, method: 'silkscreen', due_date: '2026-12-10', status: 'awaiting_check' });
    expect(first?.thumbnail_url).toBe(`/api/admin/art-jobs/${sooner.jobId}/files/${sooner.fileUuid}/preview`);

    await server.db.query(`update art_jobs set method = 'inkjet' where id = $1`, [later.jobId]);
    const inkjet = await reader.client.get<QueueWire>('/api/admin/art-jobs?method=inkjet');
    expect(inkjet.json.data.map((j) => j.id)).toEqual([later.jobId]);
    expect(inkjet.json.meta.total).toBe(1);
    expect(inkjet.json.meta.counts.find((c) => c.method === 'inkjet')?.count).toBe(1);
    const bad = await reader.client.get<{ message: string }>('/api/admin/art-jobs?method=offset');
    expect(bad.status).toBe(422);
    await server.db.query(`update art_jobs set method = 'silkscreen' where id = $1`, [later.jobId]);
  });
});

describe('one job and its files', () => {
  it('shows the order, customer, placement and area, colours, inks, the version with its file, layout in mm and preflight', async () => {
    const { number, jobId, fileUuid, png, shopper } = await printOrder();
    const job = await jobOf(reader.client, jobId);
    expect(job).toMatchObject({
      order_number: number,
      customer_name: shopper.customer.name,
      method: 'silkscreen',
      placement: { width_mm: 210, height_mm: 297 },
      status: 'awaiting_check',
      latest_version: 1,
      actions: ['approve_data', 'reject_data', 'staff_fix'],
      deadline_days: 5,
    });
    expect(job.garment_colors.map((c) => c.is_dark)).toEqual([true]);
    expect(job.inks_ordered).toBeGreaterThanOrEqual(1);
    expect(job.defect_reasons.map((r) => r.code)).toContain('low_resolution');
    const [v1] = job.versions;
    expect(v1?.customer_file).toMatchObject({
      uuid: fileUuid,
      name: 'logo.png',
      width: 1200,
      sha256: createHash('sha256').update(png).digest('hex'),
      url: `/api/admin/art-jobs/${jobId}/files/${fileUuid}`,
    });
    // 200 mm wide at 1200 × 600 px: 100 mm high, centred across, 10 mm from the top.
    expect(v1?.customer_file.placed).toEqual({ x_mm: 5, y_mm: 10, width_mm: 200, height_mm: 100 });
    // 1200 px over 200 mm is about 152 dpi: no resolution warning; a flat black image on a black garment is measured now.
    expect(v1?.preflight_measured_now).toBe(true);
    expect(v1?.preflight.map((p) => p.code)).not.toContain('low_resolution');
    expect(v1?.created_by).toEqual({ role: 'customer', label: 'お客様', staff_id: null });
    expect((await reader.client.get(`/api/admin/art-jobs/999999`)).status).toBe(404);
  });

  it('serves the files the job cites to staff only (as stored and as a WebP preview), never cached; any other file is 404', async () => {
    const { jobId, fileUuid, png, shopper } = await printOrder();
    const original = await bytesOf(reader.client, `/api/admin/art-jobs/${jobId}/files/${fileUuid}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(original.bytes).equals(png)).toBe(true);
    const preview = await bytesOf(reader.client, `/api/admin/art-jobs/${jobId}/files/${fileUuid}/preview`);
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const other = await printOrder();
    expect((await bytesOf(reader.client, `/api/admin/art-jobs/${jobId}/files/${other.fileUuid}`)).status).toBe(404);
    expect((await bytesOf(reader.client, `/api/admin/art-jobs/${jobId}/files/not-a-uuid`)).status).toBe(404);
    // The customer's own session is not a staff session.
    expect((await shopper.client.get(`/api/admin/art-jobs/${jobId}/files/${fileUuid}`)).status).toBe(401);
    expect((await bytesOf(shipping.client, `/api/admin/art-jobs/${jobId}/files/${fileUuid}`)).status).toBe(403);
  });
});

describe('who may decide', () => {
  it('roles without artwork.check get 403 on every decision, roles without artwork.read 403 on reading; nothing changes', async () => {
    const { jobId } = await printOrder();
    const before = await jobOf(checker.client, jobId);
    const fix = staffFixForm(await solidImage('png', 100, 100), 'fix.png', 1);
    for (const client of [reader.client, shipping.client]) {
      expect((await client.post(`/api/admin/art-jobs/${jobId}/approval`, { version_number: 1 })).status).toBe(403);
      const reject = await client.post(`/api/admin/art-jobs/${jobId}/rejection`, {
        version_number: 1,
        reasons: [{ code: 'thin_lines', text: 'x' }],
      });
      expect(reject.status).toBe(403);
      expect((await client.request('POST', `/api/admin/art-jobs/${jobId}/staff-fix`, { form: fix })).status).toBe(403);
    }
    expect((await shipping.client.get('/api/admin/art-jobs')).status).toBe(403);
    expect((await shipping.client.get(`/api/admin/art-jobs/${jobId}`)).status).toBe(403);
    expect(await jobOf(checker.client, jobId)).toEqual(before);
    expect(await auditOf(jobId)).toEqual([]);
  });

  it('a decision without the staff CSRF token is 419 and changes nothing', async () => {
    const { jobId } = await printOrder();
    const answer = await checker.client.post(`/api/admin/art-jobs/${jobId}/approval`, { version_number: 1 }, { staffXsrf: false });
    expect(answer.status).toBe(419);
    const wrong = await checker.client.post(`/api/admin/art-jobs/${jobId}/approval`, { version_number: 1 }, { staffXsrf: 'forged' });
    expect(wrong.status).toBe(419);
    expect((await jobOf(checker.client, jobId)).status).toBe('awaiting_check');
    expect(await auditOf(jobId)).toEqual([]);
  });
});

describe('decisions', () => {
  it('approve: the proof goes out, the decision names the staff member, the audit log has before and after, the history says staff', async () => {
    const { jobId, shopper, number } = await printOrder();
    const answer = await checker.client.post<{ data: JobWire }>(`/api/admin/art-jobs/${jobId}/approval`, {
      version_number: 1,
      note: '問題ありません',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.status).toBe('awaiting_proof');
    expect(answer.json.data.actions).toEqual(['staff_fix']);
    const decision = answer.json.data.versions[0]?.decisions[0];
    expect(decision).toMatchObject({
      outcome: 'data_approved',
      note: '問題ありません',
      by: { role: 'staff', label: 'チェック担当 佐藤', staff_id: checker.staff.id },
    });
    expect(await auditOf(jobId)).toEqual([
      {
        actor_kind: 'staff',
        staff_id: checker.staff.id,
        action: 'art_job.approve_data',
        before: { status: 'awaiting_check', latest_version: 1 },
        after: expect.objectContaining({ status: 'awaiting_proof', latest_version: 1, order_number: number, note: '問題ありません' }),
      },
    ]);
    expect((await mailsTo(server.db, shopper.customer.email)).at(-1)?.subject).toContain('校正');
    const [event] = await server.db.query<{ actor: string }>(
      `select e.actor from order_events e where e.art_job_id = $1 order by e.id desc limit 1`,
      [jobId],
    );
    expect(event?.actor).toBe('staff');
  });

  it('approve without a proof: production follows (製作待ち)', async () => {
    const { jobId } = await printOrder({ proof: 'skipped' });
    const answer = await checker.client.post<{ data: JobWire }>(`/api/admin/art-jobs/${jobId}/approval`, { version_number: 1 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.status).toBe('ready_for_production');
  });

  it('データ不備: the edited texts, the note and the days chosen reach the customer; bad reasons are 422 in Japanese', async () => {
    const { jobId, shopper, number } = await printOrder();
    const noReason = await checker.client.post<{ message: string }>(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [],
    });
    expect([noReason.status, noReason.json.message]).toEqual([422, '不備の理由を1つ以上選んでください']);
    const unknown = await checker.client.post<{ message: string }>(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [{ code: 'smudge', text: 'にじみ' }],
    });
    expect([unknown.status, unknown.json.message]).toEqual([422, '不備の理由「smudge」はありません。']);
    const job = await jobOf(checker.client, jobId);
    const otherTemplate = job.defect_reasons.find((r) => r.code === 'other')!.template;
    const bareOther = await checker.client.post<{ message: string }>(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [{ code: 'other', text: otherTemplate }],
    });
    expect(bareOther.status).toBe(422);
    const tooLong = await checker.client.post(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [{ code: 'thin_lines', text: 'x' }],
      deadline_days: 31,
    });
    expect(tooLong.status).toBe(422);
    expect(await auditOf(jobId)).toEqual([]);

    const answer = await checker.client.post<{ data: JobWire }>(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [
        { code: 'outside_print_area', text: '右端の文字が印刷範囲から5mmはみ出しています。' },
        { code: 'too_many_inks', text: job.defect_reasons.find((r) => r.code === 'too_many_inks')!.template },
      ],
      note: 'ロゴの位置をご確認ください',
      deadline_days: 3,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.status).toBe('needs_fix');
    // Tuesday 1 December: the 3rd business day after is Friday 4 December.
    expect(answer.json.data.waiting?.deadline).toBe('2026-12-04');
    const customerView = await shopper.client.get<{ data: { reasons: { text: string }[]; deadline: string }[] }>(
      `/api/orders/${number}/art_jobs`,
    );
    expect(customerView.json.data[0]?.reasons[0]?.text).toBe('右端の文字が印刷範囲から5mmはみ出しています。');
    expect(customerView.json.data[0]?.deadline).toBe('2026-12-04');
    const mail = (await mailsTo(server.db, shopper.customer.email)).at(-1);
    expect(mail?.subject).toContain('入稿データ不備のお知らせ');
    expect(mail?.body).toContain('右端の文字が印刷範囲から5mmはみ出しています。');
    const [entry] = await auditOf(jobId);
    expect(entry).toMatchObject({
      actor_kind: 'staff',
      staff_id: checker.staff.id,
      action: 'art_job.reject_data',
      before: { status: 'awaiting_check' },
      after: { status: 'needs_fix', reasons: ['outside_print_area', 'too_many_inks'], note: 'ロゴの位置をご確認ください' },
    });
  });

  it('a decision on an old version is 409 with a Japanese message and changes nothing', async () => {
    const { jobId, shopper } = await printOrder();
    await checker.client.post(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [{ code: 'thin_lines', text: '線が細いです' }],
    });
    const fixed = await shopper.client.upload<{ data: { uuid: string } }>(await solidImage('png', 2400, 1200), 'logo-v2.png');
    const resubmitted = await shopper.client.post(`/api/art_jobs/${jobId}/versions`, {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: fixed.json.data.uuid,
    });
    expect(resubmitted.status, resubmitted.text).toBe(201);
    const before = await jobOf(checker.client, jobId);
    const auditBefore = await auditOf(jobId);
    const filesBefore = await server.db.query('select uuid from files order by uuid');

    const stale = await checker.client.post<{ message: string }>(`/api/admin/art-jobs/${jobId}/approval`, { version_number: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe('表示中のデータ（第1版）は最新ではありません。ページを再読み込みして、最新の第2版をご確認ください。');
    const staleReject = await checker.client.post(`/api/admin/art-jobs/${jobId}/rejection`, {
      version_number: 1,
      reasons: [{ code: 'thin_lines', text: 'x' }],
    });
    expect(staleReject.status).toBe(409);
    const staleFix = await checker.client.request<{ message: string }>('POST', `/api/admin/art-jobs/${jobId}/staff-fix`, {
      form: staffFixForm(await solidImage('png', 300, 300), 'fix.png', 1),
    });
    expect(staleFix.status).toBe(409);
    expect(await jobOf(checker.client, jobId)).toEqual(before);
    expect(await auditOf(jobId)).toEqual(auditBefore);
    // The stale fix's file was not even stored.
    expect(await server.db.query('select uuid from files order by uuid')).toEqual(filesBefore);
    const current = await checker.client.post(`/api/admin/art-jobs/${jobId}/approval`, { version_number: 2 });
    expect(current.status, current.text).toBe(200);
  });

  it("staff fix: a new version with the printer's file (the customer's kept) the customer must approve; the fixed version never changes", async () => {
    const { jobId, shopper, fileUuid, number } = await printOrder();
    const [v1Before] = await server.db.query<{ content: unknown }>(
      'select content from art_versions where art_job_id = $1 and number = 1',
      [jobId],
    );
    const fixPng = await solidImage('png', 1600, 800);
    const answer = await checker.client.request<{ data: JobWire }>('POST', `/api/admin/art-jobs/${jobId}/staff-fix`, {
      form: staffFixForm(fixPng, 'logo-fixed.png', 1, '色数を2色に減らしました'),
    });
    expect(answer.status, answer.text).toBe(201);
    const job = answer.json.data;
    expect(job.status).toBe('awaiting_proof');
    expect(job.latest_version).toBe(2);
    const v2 = job.versions[1]!;
    expect(v2.source).toBe('staff_fix');
    expect(v2.customer_file.uuid).toBe(fileUuid);
    expect(v2.printer_file?.uuid).not.toBe(fileUuid);
    expect(v2.created_by).toEqual({ role: 'staff', label: 'チェック担当 佐藤', staff_id: checker.staff.id });
    const printed = await bytesOf(checker.client, v2.printer_file!.url);
    expect(Buffer.from(printed.bytes).equals(fixPng)).toBe(true);

    // Version 1 is stored exactly as before: the fix is a new version, never an edit of the one fixed.
    const [v1After] = await server.db.query<{ content: unknown }>('select content from art_versions where art_job_id = $1 and number = 1', [
      jobId,
    ]);
    expect(v1After).toEqual(v1Before);
    expect(job.versions[0]?.printer_file).toBeNull();
    // The customer sees the proof with the printer's file (their own file: they may open it) and approves it.
    const view = await shopper.client.get<{ data: { status: string; versions: { printer_file: { url: string } | null }[] }[] }>(
      `/api/orders/${number}/art_jobs`,
    );
    expect(view.json.data[0]?.status).toBe('awaiting_proof');
    expect((await shopper.client.get(view.json.data[0]!.versions[1]!.printer_file!.url)).status).toBe(200);
    const approved = await shopper.client.post<{ data: { status: string } }>(`/api/art_jobs/${jobId}/proof_approval`, {
      version_number: 2,
    });
    expect(approved.json.data.status).toBe('ready_for_production');
    // Decided now, version 2 cannot be changed in the database either.
    await expect(
      server.db.query(`update art_versions set content = content || '{"note":"changed"}' where art_job_id = $1 and number = 2`, [jobId]),
    ).rejects.toThrow(/cannot change/);
    const [entry] = await auditOf(jobId);
    expect(entry).toMatchObject({
      actor_kind: 'staff',
      action: 'art_job.staff_fix',
      before: { status: 'awaiting_check', latest_version: 1 },
      after: { status: 'awaiting_proof', latest_version: 2 },
    });
  });

  it('a staff fix that is not an image (PDF, text) or has no file is 422 in Japanese and changes nothing', async () => {
    const { jobId } = await printOrder();
    const before = await jobOf(checker.client, jobId);
    for (const [bytes, name] of [
      [PDF, 'fix.pdf'],
      ['just text', 'fix.txt'],
    ] as const) {
      const answer = await checker.client.request<{ message: string }>('POST', `/api/admin/art-jobs/${jobId}/staff-fix`, {
        form: staffFixForm(bytes, name, 1),
      });
      expect([answer.status, answer.json.message]).toEqual([422, '修正データは画像ファイル（PNG・JPEG・WebP・SVG）を選んでください。']);
    }
    const empty = new FormData();
    empty.append('version_number', '1');
    const none = await checker.client.request<{ message: string }>('POST', `/api/admin/art-jobs/${jobId}/staff-fix`, { form: empty });
    expect([none.status, none.json.message]).toEqual([422, '修正データのファイルを選んでください。']);
    const json = await checker.client.post(`/api/admin/art-jobs/${jobId}/staff-fix`, { version_number: 1 });
    expect(json.status).toBe(422);
    expect(await jobOf(checker.client, jobId)).toEqual(before);
    expect(await auditOf(jobId)).toEqual([]);
  });

  it('the command line keeps its own actor: the decision says コマンドライン, the audit log cli', async () => {
    const { jobId } = await printOrder();
    expect((await admin('art-approve', String(jobId))).code).toBe(0);
    const job = await jobOf(checker.client, jobId);
    expect(job.versions[0]?.decisions[0]?.by).toEqual({ role: 'staff', label: 'コマンドライン', staff_id: null });
    expect((await auditOf(jobId)).map((e) => [e.actor_kind, e.staff_id, e.action])).toEqual([['cli', null, 'art_job.approve_data']]);
    const unknown = await admin('art-reject', String(jobId), '--reason', 'smudge');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('unknown defect reason: smudge');
  });
});
