/**
 * The back office's artwork decisions over real HTTP (issue #30): approve, データ不備 and staff fix,
 * taken as the signed-in staff member (decision, order history and audit log), on the version seen
 * only (409 and nothing changed otherwise). A staff fix is a new version; the version it fixes never
 * changes; a non-image is refused. The command line keeps its own actor.
 */
import { describe, expect, it } from 'vitest';
import { PDF, solidImage } from '../files/fixtures.ts';
import { mailsTo } from '../orders/support.ts';
import { useArtworkCheck, type JobWire } from './support.ts';

const { server, admin, printOrder, jobOf, bytesOf, auditOf, staffFixForm, checker } = useArtworkCheck();

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
