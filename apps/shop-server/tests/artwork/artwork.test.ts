/**
 * The artwork loop of issue #30 over real HTTP: the print layout on cart productions and orders, the
 * proof choice at checkout, art jobs made with the order (version 1 with its SHA-256), the customer's
 * calls (only the owner, CSRF, a decision on an old version refused, non-print files refused), the
 * operator's CLI, version immutability in the database, and production waiting for every placement.
 * The dates (ship-date recount, reminder, deadline rule) are in artwork-deadlines.test.ts, what the
 * pages say in src/content/artwork-truth.test.ts.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { mailsTo, newShopper } from '../orders/support.ts';
import { SessionClient } from '../support/session-client.ts';
import { type ArtJobBody, useArtworkSuite } from './support.ts';

const suite = useArtworkSuite();
const { server, admin, upload, printOrder, jobsOf, onlyJob } = suite;
let f: ProductFixture;
beforeAll(() => {
  f = suite.f;
});

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
  }, 90_000); // an order, a design-tool SVG and the preflight and mock-up of two versions: a minute on a busy machine
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
