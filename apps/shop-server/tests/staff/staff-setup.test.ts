/**
 * Staff accounts from the command line to the first login (issue #30): `staff-add` prints a set-up
 * link that works once within 24 hours; the link sets the password and enrols the authenticator
 * (required for owners); wrong codes change nothing; recovery codes are handed out once.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { cli, setupTokenOf, StaffClient, totpCode } from '../support/staff.ts';

const server = useTestServer();
const password = 'a long staff password';

/** The secret of an enrolment answer, without its grouping spaces. */
const secretOf = (answer: { json: unknown }) => (answer.json as { data: { secret: string } }).data.secret.replaceAll(' ', '');

describe('staff-add and the set-up link', () => {
  it('staff-add prints a link; the link shows who it is for; the role must be one of the five', async () => {
    const admin = cli(server);
    const refused = await admin('staff-add', 'who@example.com', '--role', 'boss');
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('owner | customer_service | artwork_check | production | shipping');
    const added = await admin('staff-add', 'cs-one@example.com', '--role', 'customer_service', '--name', '佐藤');
    expect(added.code).toBe(0);
    expect(added.output).toMatch(
      /^added cs-one@example.com as customer_service \(カスタマーサービス\)\nset-up link \(valid until .* JST, works once\):\nhttp:\/\/127\.0\.0\.1:0\/admin\/setup\/[\w-]{43}$/,
    );
    const again = await admin('staff-add', 'CS-ONE@example.com', '--role', 'shipping');
    expect(again.code).toBe(1);

    const client = new StaffClient(server.url);
    const info = await client.get(`/api/admin/setup/${setupTokenOf(added.output)}`);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      data: { email: 'cs-one@example.com', name: '佐藤', role: 'customer_service', totp_required: false },
    });
    const unknown = await client.get(`/api/admin/setup/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: expect.stringContaining('この設定用リンクは無効か、有効期限（24時間）が切れているか') });
  });

  it('an owner cannot finish set-up without an authenticator; a wrong code changes nothing; the right one gives 10 recovery codes once', async () => {
    const token = setupTokenOf((await cli(server)('staff-add', 'owner-one@example.com', '--role', 'owner')).output);
    const client = new StaffClient(server.url);
    await client.staffCsrf();

    const noCode = await client.post(`/api/admin/setup/${token}`, { password, password_confirmation: password });
    expect(noCode.status).toBe(422);
    expect(noCode.json).toMatchObject({ errors: { totp_code: [expect.stringContaining('この権限では二段階認証が必須です')] } });

    const notStarted = await client.post(`/api/admin/setup/${token}`, { password, password_confirmation: password, totp_code: '123456' });
    expect(notStarted.status).toBe(422);

    const enrolment = await client.post(`/api/admin/setup/${token}/totp`);
    expect(enrolment.status).toBe(200);
    expect(enrolment.json).toMatchObject({
      data: {
        otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\/.*owner-one%40example\.com\?.*secret=[A-Z2-7]{32}/),
        qr_data_url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    });
    const secret = secretOf(enrolment);
    const svg = Buffer.from((enrolment.json as { data: { qr_data_url: string } }).data.qr_data_url.split(',')[1] ?? '', 'base64').toString(
      'utf8',
    );
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrongCode = totpCode(secret, Date.now() + 5 * 60_000);
    const wrong = await client.post(`/api/admin/setup/${token}`, { password, password_confirmation: password, totp_code: wrongCode });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({
      errors: { totp_code: ['確認コードが正しくありません。認証アプリに表示されている6桁の数字を入力してください。'] },
    });
    const [stillPending] = await server.db.query<{ password_hash: string | null; totp_secret: string | null }>(
      `select password_hash, totp_secret from staff where email = 'owner-one@example.com'`,
    );
    expect(stillPending).toEqual({ password_hash: null, totp_secret: null });

    const done = await client.post<{ data: { recovery_codes: string[] } }>(`/api/admin/setup/${token}`, {
      password,
      password_confirmation: password,
      totp_code: totpCode(secret, Date.now()),
    });
    expect(done.status).toBe(200);
    expect(done.json.data.recovery_codes).toHaveLength(10);
    for (const code of done.json.data.recovery_codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const [stored] = await server.db.query<{ totp_secret: string }>(`select totp_secret from staff where email = 'owner-one@example.com'`);
    expect(stored?.totp_secret).toMatch(/^v1:/);
    expect(stored?.totp_secret).not.toContain(secret);
    const hashes = await server.db.query<{ code_hash: string }>(
      `select code_hash from staff_recovery_codes r join staff s on s.id = r.staff_id where s.email = 'owner-one@example.com'`,
    );
    expect(hashes.map((h) => h.code_hash)).not.toContain(done.json.data.recovery_codes[0]);

    const reused = await client.post(`/api/admin/setup/${token}`, {
      password,
      password_confirmation: password,
      totp_code: totpCode(secret, Date.now()),
    });
    expect(reused.status).toBe(404);
    expect((await client.get(`/api/admin/setup/${token}`)).status).toBe(404);
  });

  it('a link expires after 24 hours, and staff-link issues a new one that replaces it', async () => {
    const t0 = Date.parse('2026-12-01T00:00:00Z');
    server.setNow(t0);
    const admin = cli(server, () => t0);
    const token = setupTokenOf((await admin('staff-add', 'ship-one@example.com', '--role', 'shipping')).output);
    const client = new StaffClient(server.url);
    server.setNow(t0 + 24 * 3_600_000 - 1000);
    expect((await client.get(`/api/admin/setup/${token}`)).status).toBe(200);
    server.setNow(t0 + 24 * 3_600_000 + 1000);
    await client.staffCsrf();
    const expired = await client.post(`/api/admin/setup/${token}`, { password, password_confirmation: password });
    expect(expired.status).toBe(404);
    expect(expired.json).toMatchObject({ message: expect.stringContaining('有効期限（24時間）') });

    const fresh = setupTokenOf((await cli(server, () => t0 + 24 * 3_600_000 + 1000)('staff-link', 'ship-one@example.com')).output);
    const ok = await client.post(`/api/admin/setup/${fresh}`, { password, password_confirmation: password });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ data: { recovery_codes: [] } });
    server.setNow(Date.now());
  });

  it('staff-list, staff-role and staff-disable work from the command line, and the last owner cannot be demoted', async () => {
    const admin = cli(server);
    const list = await admin('staff-list');
    expect(list.output).toMatch(/owner-one@example\.com {2}owner \(オーナー\) {2}active {2}2FA on {2}never logged in/);
    expect((await admin('staff-role', 'owner-one@example.com', '--role', 'shipping')).output).toContain('有効なオーナーが1人だけ');
    expect((await admin('staff-disable', 'owner-one@example.com')).code).toBe(1);
    expect((await admin('staff-role', 'cs-one@example.com', '--role', 'production')).output).toBe('cs-one@example.com: production (製作)');
    expect((await admin('staff-disable', 'cs-one@example.com')).output).toBe('cs-one@example.com: disabled (its sessions ended)');
    expect((await admin('staff-enable', 'cs-one@example.com')).output).toBe('cs-one@example.com: enabled');
    expect((await admin('staff-role', 'nobody@example.com', '--role', 'owner')).code).toBe(1);
  });
});
