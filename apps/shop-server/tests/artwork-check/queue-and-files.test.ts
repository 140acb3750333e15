/**
 * The back office's artwork check over real HTTP (issue #30), reading: the queue (most urgent first,
 * by method), one job in full, the files served to staff only; and who may decide (403 per role, 419
 * without the staff CSRF token), nothing changed by a refused call.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solidImage } from '../files/fixtures.ts';
import { useArtworkCheck, type QueueWire } from './support.ts';

const { server, admin, printOrder, jobOf, bytesOf, auditOf, staffFixForm, checker, reader, shipping } = useArtworkCheck();

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
  }, 120_000); // four orders placed: minutes on a busy machine
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
    // The version kept the findings measured when it was made (version-keeps.test.ts).
    expect(v1?.preflight_kept).toBe(true);
    expect(v1?.created_by).toEqual({ role: 'customer', label: 'お客様', staff_id: null });
    expect((await reader.client.get(`/api/admin/art-jobs/999999`)).status).toBe(404);
  });

  it("answers a version's preflight as kept when it was made: 1200 px over 200 mm is fine, 300 px is not", async () => {
    const sharp = await printOrder();
    const measured = await reader.client.get<{
      data: { version_number: number; findings: { code: string; severity_label: string }[]; measured_now: boolean };
    }>(`/api/admin/art-jobs/${sharp.jobId}/versions/1/preflight`);
    expect(measured.status, measured.text).toBe(200);
    expect(measured.json.data).toMatchObject({ version_number: 1, measured_now: false });
    expect(measured.json.data.findings.map((f) => f.code)).not.toContain('low_resolution');

    const blurry = await printOrder({ png: await solidImage('png', 300, 150) });
    const low = await reader.client.get<{ data: { findings: { code: string; severity_label: string; message: string }[] } }>(
      `/api/admin/art-jobs/${blurry.jobId}/versions/1/preflight`,
    );
    // 300 px over 200 mm is 38 dpi: a warning (注意) in Japanese.
    expect(low.json.data.findings.find((f) => f.code === 'low_resolution')).toMatchObject({ severity_label: '注意' });
    expect(low.json.data.findings.find((f) => f.code === 'low_resolution')?.message).toMatch(/dpi/);
    expect((await reader.client.get(`/api/admin/art-jobs/${blurry.jobId}/versions/2/preflight`)).status).toBe(404);
    expect((await shipping.client.get(`/api/admin/art-jobs/${blurry.jobId}/versions/1/preflight`)).status).toBe(403);
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
