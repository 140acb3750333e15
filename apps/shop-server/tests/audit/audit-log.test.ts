/**
 * The audit log (issue #30): append-only in the database itself (UPDATE, DELETE and TRUNCATE fail
 * on PGlite and PostgreSQL), written by the staff's changes and by the operator's command line
 * (actor `cli`) with the values before and after, read and filtered by owners only.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { cli, signedInStaff } from '../support/staff.ts';

const server = useTestServer();

interface Entry {
  actor_kind: string;
  actor: string;
  staff_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  client_address: string | null;
}
interface Page {
  data: Entry[];
  meta: { total: number; actions: string[]; target_types: string[]; staff: { id: number; email: string }[]; last_page: number };
}

describe('the audit log', () => {
  it('cannot be updated, deleted or truncated, not even by the database owner the server connects as', async () => {
    await cli(server)('staff-add', 'first@example.com', '--role', 'production');
    const [before] = await server.db.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(before?.n).toBeGreaterThan(0);
    for (const sql of ["update audit_log set action = 'rewritten'", 'delete from audit_log', 'truncate audit_log']) {
      await expect(server.db.query(sql)).rejects.toThrow(/audit_log is append-only/);
    }
    const [after] = await server.db.query<{ n: number; rewritten: number }>(
      `select count(*)::int as n, count(*) filter (where action = 'rewritten')::int as rewritten from audit_log`,
    );
    expect(after).toEqual({ n: before?.n, rewritten: 0 });
  });

  it('records the command line as actor cli, with the values before and after', async () => {
    const admin = cli(server);
    expect((await admin('plate-keep-days', '45')).code).toBe(0);
    expect((await admin('staff-role', 'first@example.com', '--role', 'shipping')).code).toBe(0);
    const rows = await server.db.query<Entry>(
      `select actor_kind, actor, staff_id, action, target_type, target_id, before, after, client_address from audit_log
        where action in ('setting.plate_keep_days', 'staff.role') order by id`,
    );
    const staffId = String((await server.db.query<{ id: number }>(`select id from staff where email = 'first@example.com'`))[0]?.id);
    expect(rows).toEqual([
      {
        actor_kind: 'cli',
        actor: 'cli',
        staff_id: null,
        action: 'setting.plate_keep_days',
        target_type: 'shop_setting',
        target_id: 'plate_keep_days',
        before: { days: expect.any(Number) },
        after: { days: 45 },
        client_address: null,
      },
      {
        actor_kind: 'cli',
        actor: 'cli',
        staff_id: null,
        action: 'staff.role',
        target_type: 'staff',
        target_id: staffId,
        before: { role: 'production' },
        after: { role: 'shipping' },
        client_address: null,
      },
    ]);
  });

  it("records a staff member's change with who, from where, before and after; owners read it filtered", async () => {
    const owner = await signedInStaff(server, 'owner');
    const changed = await owner.client.put('/api/admin/staff-settings', { totp_required_roles: ['artwork_check'] });
    expect(changed.status).toBe(200);

    const all = await owner.client.get<Page>('/api/admin/audit');
    expect(all.status).toBe(200);
    expect(all.json.data[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor_kind: 'staff',
      staff_id: owner.staff.id,
      actor: owner.staff.email,
      action: 'staff.settings',
      target_type: 'staff_settings',
      target_id: 'totp_required_roles',
      before: { totp_required_roles: ['owner'] },
      after: { totp_required_roles: ['owner', 'artwork_check'] },
      client_address: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(all.json.meta.actions).toEqual(
      expect.arrayContaining(['staff.add', 'staff.login', 'staff.role', 'staff.settings', 'setting.plate_keep_days']),
    );
    expect(all.json.meta.staff).toEqual([{ id: owner.staff.id, email: owner.staff.email }]);

    const byStaff = await owner.client.get<Page>(`/api/admin/audit?staff_id=${owner.staff.id}`);
    expect(new Set(byStaff.json.data.map((e) => e.actor))).toEqual(new Set([owner.staff.email]));
    const byCli = await owner.client.get<Page>('/api/admin/audit?actor_kind=cli&action=staff.role');
    expect(byCli.json.data.map((e) => [e.actor, e.action])).toEqual([['cli', 'staff.role']]);
    const byTarget = await owner.client.get<Page>('/api/admin/audit?target_type=shop_setting');
    expect(byTarget.json.data.map((e) => e.action)).toEqual(['setting.plate_keep_days']);

    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await owner.client.get<Page>(`/api/admin/audit?from=${today}&until=${today}`);
    expect(inRange.json.meta.total).toBe(all.json.meta.total);
    const past = await owner.client.get<Page>('/api/admin/audit?from=2020-01-01&until=2020-01-31');
    expect(past.json).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    const bad = await owner.client.get('/api/admin/audit?from=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({ errors: { from: ['開始日はYYYY-MM-DDの形式で入力してください'] } });
    await owner.client.put('/api/admin/staff-settings', { totp_required_roles: [] });
  });

  it('records nothing for a command that was refused (order transitions are checked in admin-commands.test.ts)', async () => {
    const admin = cli(server);
    const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0]?.n;
    const before = await count();
    expect((await admin('start-check', 'PF-2099-999999')).code).toBe(1);
    expect((await admin('staff-role', 'first@example.com', '--role', 'nobody')).code).toBe(2);
    expect((await admin('plate-keep-days', '-3')).code).toBe(2);
    expect(await count()).toBe(before);
  });
});
