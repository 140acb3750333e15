/**
 * The artwork loop of issue #30 over real HTTP: the print layout on cart productions and orders, the
 * proof choice at checkout, art jobs made with the order (version 1 with its SHA-256), the customer's
 * calls (only the owner, CSRF, a decision on an old version refused, non-print files refused), the
 * operator's CLI, version immutability in the database, the ship-date recount with the 14:00 cut-off,
 * the reminder and the deadline rule, and production waiting for every placement.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ART_EVENT_LABELS, ART_JOB_STATUS_LABELS, DEADLINE_RULE_TEXT, DEFECT_REASONS, RESUBMIT_LABELS } from '@shop/artwork-domain';
import { estimateShippingDate } from '@shop/business-days';
import { DEFAULT_SHOP_OFFSET_HOURS } from '@shop/business-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { upcomingBusinessDays } from '../../src/catalog/business-day-routes.ts';
import { productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { silkScreenFixture } from './fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { mailsTo, newShopper, operatorDeps, orderBody, placeOrder, type Shopper } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';

interface ArtJobBody {
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
interface ArtListBody {
  data: ArtJobBody[];
  meta: {
    ship_date: { ship_date: string; previous_ship_date: string | null; reason: string } | null;
    deadline_rule: string;
    may_start_production: boolean;
  };
}

const server = useTestServer();
let f: ProductFixture;
let clock = Date.parse('2026-12-01T01:00:00Z'); // Tuesday 10:00 JST
const setClock = (ms: number) => {
  clock = ms;
  server.setNow(ms);
};
let deps: AdminDeps;
const admin = (...args: string[]) => runAdminCommand(args, deps);

beforeAll(async () => {
  setClock(clock);
  f = await silkScreenFixture(server.db);
  deps = operatorDeps(server, () => clock);
});

async function upload(client: SessionClient, bytes: Uint8Array | string, name: string) {
  return client.upload<{ data: { uuid: string }; message?: string }>(bytes, name);
}

/** A shopper's placed order of one production printed from an uploaded PNG (bank transfer: no card step). */
async function printOrder(options: { proof?: 'wanted' | 'skipped'; layout?: unknown } = {}) {
  const shopper = await newShopper(server);
  const png = await solidImage('png', 1200, 600);
  const uploaded = await upload(shopper.client, png, 'logo.png');
  expect(uploaded.status, uploaded.text).toBe(201);
  const body = productionBody(f, { black: [1, 1, 0] });
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

describe('the print layout and the proof choice', () => {
  it('a cart production keeps its layout, the order its snapshot of it; a layout outside the print area is 422 in Japanese', async () => {
    const shopper = await newShopper(server);
    const body = productionBody(f, { black: [1, 0, 0] });
    const layout = { width_mm: 150, anchor: 'center', offset_x_mm: -10, offset_y_mm: 20 };
    const created = await shopper.client.post<{ data: { prints: { layout: unknown }[] } }>('/api/cart_productions', {
      ...body,
      prints: [{ ...body.prints[0], layout }],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data.prints[0]?.layout).toEqual(layout);

    const tooWide = await shopper.client.post<{ message: string; errors: Record<string, string[]> }>('/api/cart_productions', {
      ...body,
      prints: [{ ...body.prints[0], layout: { ...layout, width_mm: 211 } }],
    });
    expect(tooWide.status).toBe(422);
    expect(tooWide.json.errors['prints.0.layout']?.[0]).toContain('プリント範囲（幅210mm×高さ297mm）');
    const malformed = await shopper.client.post('/api/cart_productions', {
      ...body,
      prints: [{ ...body.prints[0], layout: { ...layout, anchor: 'bottom' } }],
    });
    expect(malformed.status).toBe(422);
  });

  it('the order keeps the layout in its production snapshot and the proof choice; version 1 carries the file and its SHA-256', async () => {
    const layout = { width_mm: 120, anchor: 'top', offset_x_mm: 0, offset_y_mm: 15 };
    const { shopper, number, png, fileUuid, placed } = await printOrder({ proof: 'skipped', layout });
    expect(placed['proof']).toBe('skipped');
    const line = (placed['lines'] as { kind: string; production?: { prints: { layout: unknown }[] } }[]).find(
      (l) => l.kind === 'production',
    );
    expect(line?.production?.prints[0]?.layout).toEqual(layout);
    const job = await onlyJob(shopper, number);
    expect(job.status).toBe('awaiting_check');
    expect(job.status_label).toBe('データ確認中');
    expect(job.versions[0]?.customer_file.uuid).toBe(fileUuid);
    expect(job.versions[0]?.layout).toEqual(layout);
    const [stored] = await server.db.query<{ content: { customerFile: { sha256: string } } }>(
      'select v.content from art_versions v where v.art_job_id = $1',
      [job.id],
    );
    expect(stored?.content.customerFile.sha256).toBe(createHash('sha256').update(png).digest('hex'));
  });
});

describe("who may see and answer an order's artwork", () => {
  it('only the owner: another customer gets 404 for the order and its job, a guest 401, a write without CSRF 419', async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    const other = await newShopper(server);
    expect((await jobsOf(other, number)).status).toBe(404);
    const stranger = await other.client.post(`/api/art_jobs/${job.id}/proof_approval`, { version_number: 1 });
    expect(stranger.status).toBe(404);
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.get(`/api/orders/${number}/art_jobs`)).status).toBe(401);
    const noToken = await shopper.client.post(`/api/art_jobs/${job.id}/change_requests`, { version_number: 1, note: 'x' }, { xsrf: false });
    expect(noToken.status).toBe(419);
    expect((await onlyJob(shopper, number)).versions[0]?.decisions).toEqual([]);
  });
});

describe('the loop: データ不備, re-upload, approval, proof', () => {
  it('rejected by the CLI, re-uploaded by the customer, approved, the proof approved: production may start', async () => {
    const { shopper, number } = await printOrder();
    let job = await onlyJob(shopper, number);
    expect((await admin('confirm-payment', number)).code).toBe(0);
    expect((await admin('start-check', number)).code).toBe(0);

    const rejected = await admin(
      'art-reject',
      String(job.id),
      '--reason',
      'low_resolution,outside_print_area',
      '--note',
      'はみ出しています',
    );
    expect(rejected.code, rejected.output).toBe(0);
    job = await onlyJob(shopper, number);
    expect(job.status_label).toBe('データ不備');
    expect(job.reasons.map((r) => r.code)).toEqual(['low_resolution', 'outside_print_area']);
    expect(job.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(job.actions).toContain('resubmit');
    const mails = await mailsTo(server.db, shopper.customer.email);
    expect(mails.at(-1)?.subject).toContain('入稿データ不備のお知らせ');
    expect(mails.at(-1)?.body).toContain('期限までにご返答がない場合');

    // Production cannot start while a placement is not approved.
    const early = await admin('start-production', number);
    expect(early.code).toBe(1);
    expect(early.output).toContain('製作待ち');

    // A text file is not print data: the file API refuses it; another's file is refused by the loop.
    const text = await upload(shopper.client, 'hello', 'note.txt');
    expect(text.status).toBe(422);
    expect(text.json.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    const other = await newShopper(server);
    const foreign = await upload(other.client, await solidImage('png', 100, 100), 'other.png');
    const refused = await shopper.client.post<{ message: string }>(`/api/art_jobs/${job.id}/versions`, {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: foreign.json.data.uuid,
    });
    expect([refused.status, refused.json.message]).toEqual([422, 'ファイルが見つかりません。もう一度アップロードしてください。']);

    const fixed = await upload(shopper.client, await solidImage('png', 3000, 1500), 'logo-fixed.png');
    const resubmitted = await shopper.client.post<{ data: ArtJobBody }>(`/api/art_jobs/${job.id}/versions`, {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: fixed.json.data.uuid,
      note: '高解像度に差し替えました',
    });
    expect(resubmitted.status, resubmitted.text).toBe(201);
    expect(resubmitted.json.data.status).toBe('awaiting_check');
    expect(resubmitted.json.data.latest_version).toBe(2);

    // A decision on the old version: 409 in Japanese, nothing changed.
    const before = await onlyJob(shopper, number);
    const stale = await shopper.client.post<{ message: string }>(`/api/art_jobs/${job.id}/versions`, {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: fixed.json.data.uuid,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain('第1版');
    expect(await onlyJob(shopper, number)).toEqual(before);

    expect((await admin('art-approve', String(job.id))).code).toBe(0);
    job = await onlyJob(shopper, number);
    expect(job.status_label).toBe('校正確認待ち');
    expect(job.actions).toEqual(expect.arrayContaining(['approve_proof', 'request_changes']));
    const oldProof = await shopper.client.post(`/api/art_jobs/${job.id}/proof_approval`, { version_number: 1 });
    expect(oldProof.status).toBe(409);

    const approved = await shopper.client.post<{ data: ArtJobBody }>(`/api/art_jobs/${job.id}/proof_approval`, { version_number: 2 });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data.status_label).toBe('製作待ち');
    const list = await jobsOf(shopper, number);
    expect(list.json.meta.may_start_production).toBe(true);
    expect(list.json.meta.ship_date?.reason).toContain('発送予定日');
    expect((await mailsTo(server.db, shopper.customer.email)).at(-1)?.subject).toContain('製作待ちになりました');

    const events = await server.db.query<{ actor: string; note: string }>(
      `select e.actor, e.note from order_events e join orders o on o.id = e.order_id where o.number = $1 and e.note like '%第%版%' order by e.id`,
      [number],
    );
    expect(events.map((e) => e.actor)).toEqual(['cli', 'customer', 'cli', 'customer']);
    expect((await admin('start-production', number)).code).toBe(0);
  });

  it('a change request with a note goes back to the staff; an empty note is 422', async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    await admin('art-approve', String(job.id));
    const empty = await shopper.client.post(`/api/art_jobs/${job.id}/change_requests`, { version_number: 1, note: '  ' });
    expect(empty.status).toBe(422);
    const asked = await shopper.client.post<{ data: ArtJobBody }>(`/api/art_jobs/${job.id}/change_requests`, {
      version_number: 1,
      note: 'もう少し小さく',
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json.data.status).toBe('changes_requested');
  });
});

describe('「このまま進める」 (POST /api/art_jobs/{id}/acceptance)', () => {
  it('on a データ不備 of warnings only: the latest version is printed as it is (製作待ち), the mail and the history say so', async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    expect((await admin('confirm-payment', number)).code).toBe(0);
    expect((await admin('start-check', number)).code).toBe(0);
    expect((await admin('art-reject', String(job.id), '--reason', 'low_resolution,thin_lines')).code).toBe(0);
    const rejected = await onlyJob(shopper, number);
    expect(rejected.actions).toEqual(expect.arrayContaining(['resubmit', 'accept_as_is']));

    const accepted = await shopper.client.post<{ data: ArtJobBody }>(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 });
    expect(accepted.status, accepted.text).toBe(200);
    expect([accepted.json.data.status, accepted.json.data.status_label]).toEqual(['ready_for_production', '製作待ち']);
    expect(accepted.json.data.latest_version).toBe(1);
    expect(accepted.json.data.versions[0]?.decisions.map((d) => d.outcome)).toEqual(['data_rejected', 'accepted_as_is']);
    expect(accepted.json.data.actions).toEqual([]);
    const list = await jobsOf(shopper, number);
    expect(list.json.meta.may_start_production).toBe(true);
    expect(list.json.meta.ship_date?.reason).toContain('発送予定日');
    expect((await mailsTo(server.db, shopper.customer.email)).at(-1)?.subject).toContain('製作待ちになりました');
    const [event] = await server.db.query<{ actor: string; note: string }>(
      `select e.actor, e.note from order_events e join orders o on o.id = e.order_id where o.number = $1 order by e.id desc limit 1`,
      [number],
    );
    expect(event).toEqual({ actor: 'customer', note: expect.stringContaining('現在のデータのまま進めることになりました') });

    // Twice: the job has moved on (409 in Japanese), nothing changes.
    const again = await shopper.client.post<{ message: string }>(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 });
    expect([again.status, again.json.message]).toEqual([409, '現在の状態（製作待ち）では、この操作はできません。']);
    expect((await admin('start-production', number)).code).toBe(0);
  });

  it('refused with a Japanese message when a reason is an error (422) or the version is not the latest (409); nothing changes', async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    await admin('art-reject', String(job.id), '--reason', 'low_resolution,outside_print_area');
    const withError = await onlyJob(shopper, number);
    expect(withError.actions).toContain('resubmit');
    expect(withError.actions).not.toContain('accept_as_is');
    const refused = await shopper.client.post<{ message: string }>(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 });
    expect([refused.status, refused.json.message]).toEqual([
      422,
      '修正が必要な項目があるため、このままでは進められません。データを再入稿するか、デザインツールで修正してください。',
    ]);
    expect(await onlyJob(shopper, number)).toEqual(withError);

    // A new version, rejected again for warnings only: accepting the old version is 409.
    const fixed = await upload(shopper.client, await solidImage('png', 3000, 1500), 'logo-fixed.png');
    const resubmitted = await shopper.client.post(`/api/art_jobs/${job.id}/versions`, {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: fixed.json.data.uuid,
    });
    expect(resubmitted.status, resubmitted.text).toBe(201);
    await admin('art-reject', String(job.id), '--reason', 'small_text');
    const second = await onlyJob(shopper, number);
    const stale = await shopper.client.post<{ message: string }>(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 });
    expect([stale.status, stale.json.message]).toEqual([
      409,
      '表示中のデータ（第1版）は最新ではありません。ページを再読み込みして、最新の第2版をご確認ください。',
    ]);
    expect(await onlyJob(shopper, number)).toEqual(second);
    const malformed = await shopper.client.post<{ message: string }>(`/api/art_jobs/${job.id}/acceptance`, { version_number: 'two' });
    expect(malformed.status).toBe(422);
    expect(await onlyJob(shopper, number)).toEqual(second);
    const ok = await shopper.client.post<{ data: ArtJobBody }>(`/api/art_jobs/${job.id}/acceptance`, { version_number: 2 });
    expect([ok.status, ok.json.data.status]).toEqual([200, 'ready_for_production']);
  });

  it("only the order's customer: another customer's 404, a guest's 401, without the CSRF token 419", async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    await admin('art-reject', String(job.id), '--reason', 'thin_lines');
    const before = await onlyJob(shopper, number);
    const other = await newShopper(server);
    const stranger = await other.client.post(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 });
    expect([stranger.status, stranger.json]).toEqual([404, { message: 'Not found.' }]);
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.post(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 })).status).toBe(401);
    const noToken = await shopper.client.post(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 }, { xsrf: false });
    expect(noToken.status).toBe(419);
    expect(await onlyJob(shopper, number)).toEqual(before);
    // The owner's own call goes through (and leaves no job waiting for the sweep below).
    expect((await shopper.client.post(`/api/art_jobs/${job.id}/acceptance`, { version_number: 1 })).status).toBe(200);
  });
});

describe('a design-tool export as a new version', () => {
  it('source design_tool: one new version with that source, back to データ確認中', async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    await admin('art-reject', String(job.id), '--reason', 'outside_print_area');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297"><rect x="10" y="10" width="100" height="50" fill="#c00"/></svg>';
    const exported = await upload(shopper.client, svg, 'design.svg');
    expect(exported.status, exported.text).toBe(201);
    const sent = await shopper.client.post<{ data: ArtJobBody }>(`/api/art_jobs/${job.id}/versions`, {
      version_number: 1,
      source: 'design_tool',
      file_uuid: exported.json.data.uuid,
      layout: { width_mm: 210, anchor: 'top', offset_x_mm: 0, offset_y_mm: 0 },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.data.versions.map((v) => [v.number, v.source])).toEqual([
      [1, 'customer_upload'],
      [2, 'design_tool'],
    ]);
    expect(sent.json.data.status_label).toBe('データ確認中');
  });
});

describe('versions and decisions are kept in the database', () => {
  it('a decided version cannot be updated, a decision neither updated nor deleted; an order still goes with its jobs', async () => {
    const { shopper, number } = await printOrder();
    const job = await onlyJob(shopper, number);
    await admin('art-reject', String(job.id), '--reason', 'thin_lines');
    await expect(
      server.db.query(`update art_versions set content = content || '{"note":"changed"}' where art_job_id = $1`, [job.id]),
    ).rejects.toThrow(/cannot change/);
    await expect(
      server.db.query(
        `update art_decisions set outcome = 'data_approved' where art_version_id in (select id from art_versions where art_job_id = $1)`,
        [job.id],
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.db.query('delete from art_decisions where art_version_id in (select id from art_versions where art_job_id = $1)', [job.id]),
    ).rejects.toThrow(/append-only/);
    expect((await onlyJob(shopper, number)).versions[0]?.decisions.map((d) => d.outcome)).toEqual(['data_rejected']);
    await server.db.query('delete from orders where number = $1', [number]);
    expect(await server.db.query('select id from art_jobs where id = $1', [job.id])).toEqual([]);
  });
});

describe('dates tell the truth', () => {
  it('the shipping date counts from the last approval: after 14:00 JST from the next business day', async () => {
    const tuesday = '2026-12-01';
    const at = (hourJst: number) => Date.parse(`${tuesday}T${String(hourJst - DEFAULT_SHOP_OFFSET_HOURS).padStart(2, '0')}:00:00Z`);
    const results: { shipDate: string; reason: string }[] = [];
    for (const hour of [13, 15]) {
      setClock(at(hour) - 30 * 60_000); // ordered half an hour before (the session stays fresh)
      const { shopper, number } = await printOrder({ proof: 'skipped' });
      const job = await onlyJob(shopper, number);
      setClock(at(hour));
      expect((await admin('art-approve', String(job.id))).code).toBe(0);
      const list = await jobsOf(shopper, number);
      expect(list.status, list.text).toBe(200);
      const recount = list.json.meta.ship_date;
      expect(recount).not.toBeNull();
      results.push({ shipDate: recount?.ship_date ?? '', reason: recount?.reason ?? '' });
      const [order] = await server.db.query<{ ship_date: string }>('select ship_date::text as ship_date from orders where number = $1', [
        number,
      ]);
      expect(order?.ship_date).toBe(recount?.ship_date);
    }
    const days = upcomingBusinessDays(at(13)).days;
    const expected = (hour: number) => estimateShippingDate({ now: at(hour), businessDays: days, leadDays: 8 });
    const before = expected(13);
    const after = expected(15);
    expect(before.ok && after.ok).toBe(true);
    expect(results.map((r) => r.shipDate)).toEqual([before.ok ? before.value : '', after.ok ? after.value : '']);
    expect(days.indexOf(results[1]?.shipDate ?? '')).toBe(days.indexOf(results[0]?.shipDate ?? '') + 1);
    expect(results[1]?.reason).toContain('14時以降のため、翌営業日から製作日数を数えます');
    expect(results[0]?.reason).not.toContain('14時以降');
  });
});

describe('no reply: the reminder and the deadline rule', () => {
  it('a reminder after 2 business days; after the deadline, warnings only proceed as is and an error cancels the order', async () => {
    const start = Date.parse('2026-12-07T01:00:00Z'); // Monday 10:00 JST
    setClock(start);
    const warn = await printOrder();
    const err = await printOrder();
    const warnJob = await onlyJob(warn.shopper, warn.number);
    const errJob = await onlyJob(err.shopper, err.number);
    await admin('art-reject', String(warnJob.id), '--reason', 'low_resolution');
    await admin('art-reject', String(errJob.id), '--reason', 'outside_print_area');
    const waiting = await onlyJob(warn.shopper, warn.number);
    const [wait] = await server.db.query<{ waiting: { reminderOn: string; deadline: string } }>(
      'select waiting from art_jobs where id = $1',
      [warnJob.id],
    );
    const reminderOn = wait?.waiting.reminderOn ?? '';
    expect(waiting.deadline).toBe(wait?.waiting.deadline);

    setClock(Date.parse(`${reminderOn}T00:00:00+09:00`) - 60_000); // 23:59 JST the day before the reminder day
    expect((await admin('sweep')).output).not.toContain('artwork');
    setClock(Date.parse(`${reminderOn}T01:00:00Z`));
    expect((await admin('sweep')).output).toContain('artwork: 2');
    expect((await mailsTo(server.db, warn.shopper.customer.email)).at(-1)?.subject).toContain('ご確認のお願い（再送）');
    expect((await admin('sweep')).output).not.toContain('artwork');

    const deadline = waiting.deadline ?? '';
    setClock(Date.parse(`${deadline}T14:00:00Z`)); // 23:00 JST on the last day: not yet
    expect((await admin('sweep')).output).not.toContain('artwork');
    setClock(Date.parse(`${deadline}T15:30:00Z`)); // 00:30 JST the day after
    expect((await admin('sweep')).output).toContain('artwork: 2');
    // (days later the shoppers' sessions have expired: the jobs are read from the database)
    const statusOf = async (id: number) =>
      (await server.db.query<{ status: string }>('select status from art_jobs where id = $1', [id]))[0]?.status;
    expect(await statusOf(warnJob.id)).toBe('proceeded_as_is');
    expect(await statusOf(errJob.id)).toBe('cancelled');
    const [cancelled] = await server.db.query<{ status: string }>('select status from orders where number = $1', [err.number]);
    expect(cancelled?.status).toBe('cancelled');
    expect((await mailsTo(server.db, err.shopper.customer.email)).map((m) => m.subject).join('\n')).toContain(
      '期限を過ぎたためご注文をキャンセルしました',
    );
    expect((await mailsTo(server.db, warn.shopper.customer.email)).at(-1)?.subject).toContain('期限を過ぎたため現在のデータで製作します');
  });
});

describe('the guidance pages tell the loop as it works', () => {
  it('the data submission page and the FAQ quote the deadline rule (DEADLINE_RULE_TEXT) line by line', () => {
    const page = (path: string) => readFileSync(new URL(`../../../../content/${path}`, import.meta.url), 'utf8');
    for (const path of ['pages/guidance/timelines/submit-data.md', 'faqs/art-deadline.md']) {
      const text = page(path);
      for (const line of DEADLINE_RULE_TEXT.split('\n')) expect(text, path).toContain(line.replace(/^・/, '- '));
    }
    expect(page('pages/guidance/timelines/submit-data.md')).toContain('校正なしで進める');
  });

  it("the order flow, data submission, design tool and FAQ pages name the order page's answers to a データ不備 as its buttons are labelled", () => {
    const page = (path: string) => readFileSync(new URL(`../../../../content/${path}`, import.meta.url), 'utf8');
    const answers = [RESUBMIT_LABELS.customer_upload, RESUBMIT_LABELS.design_tool, ART_EVENT_LABELS.accept_as_is];
    for (const path of [
      'pages/guidance/timelines.md',
      'pages/guidance/timelines/submit-data.md',
      'pages/guidance/timelines/designtool.md',
      'faqs/data-check.md',
    ]) {
      const text = page(path);
      for (const label of answers) expect(text.includes(`「${label}」`) || text.includes(`**${label}**`), `${path}: ${label}`).toBe(true);
    }
    // Only warnings may be accepted as they are: the page lists exactly the reasons whose severity is a warning.
    const submit = page('pages/guidance/timelines/submit-data.md');
    const acceptLine = submit.split('\n').find((line) => line.includes(`**${ART_EVENT_LABELS.accept_as_is}**`)) ?? '';
    const warnings = Object.values(DEFECT_REASONS).filter((r) => r.severity === 'warning');
    const errors = Object.values(DEFECT_REASONS).filter((r) => r.severity === 'error');
    for (const reason of warnings) expect(acceptLine).toContain(reason.label);
    for (const reason of errors) expect(acceptLine).not.toContain(reason.label);
    for (const state of ['awaiting_check', 'awaiting_proof', 'needs_fix', 'ready_for_production'] as const) {
      expect(submit).toContain(`**${ART_JOB_STATUS_LABELS[state].customer}**`);
    }
    expect(submit).toContain(`「${ART_EVENT_LABELS.approve_proof}」`);
    expect(submit).toContain(`「${ART_EVENT_LABELS.request_changes}」`);
  });
});
