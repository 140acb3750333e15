/**
 * The demo back office's staff (README "Demo back office"): one account per role with the published
 * password, an authenticator secret only where the role must use one, logging in over real HTTP; and
 * when they are seeded at all: with the demo data of an empty database, when DEMO_STAFF says so
 * (never in production mode unless set), never into a database that already has data.
 */
import { STAFF_ROLES } from '@shop/api-contract/admin';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/config.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET, insertDemoStaff } from '../../src/seed/demo-staff.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { hashPassword } from '../../src/session/password.ts';
import { useTestServer } from '../support/server.ts';
import { StaffClient, testSecretBox, totpCode } from '../support/staff.ts';

const server = useTestServer();

describe('when the demo staff are seeded', () => {
  it('DEMO_STAFF: 1 or 0; unset, only outside production mode; anything else stops the start with the variable named', () => {
    expect(readConfig({ PORT: '0' }).demoStaff).toBe(true);
    expect(readConfig({ PORT: '0', NODE_ENV: 'production' }).demoStaff).toBe(false);
    expect(readConfig({ PORT: '0', NODE_ENV: 'production', DEMO_STAFF: '1' }).demoStaff).toBe(true);
    expect(readConfig({ PORT: '0', DEMO_STAFF: '0' }).demoStaff).toBe(false);
    expect(() => readConfig({ PORT: '0', DEMO_STAFF: 'yes' })).toThrow(/DEMO_STAFF must be 1/);
  });

  it('never into a database that already has data, even when asked for', async () => {
    expect(await seedIfEmpty(server.db, { demoStaff: testSecretBox() })).toBeUndefined();
    expect(await server.db.query('select id from staff where email like $1', ['%@demo.example.com'])).toEqual([]);
  });
});

describe('the demo staff', () => {
  it('one account per role; only the owner (the roles that must use one) has an authenticator; each logs in over HTTP', async () => {
    await insertDemoStaff(server.db, await hashPassword(DEMO_STAFF_PASSWORD), testSecretBox());
    const rows = await server.db.query<{ email: string; role: string; totp: boolean; password: boolean }>(
      `select email, role, totp_secret is not null as totp, password_hash is not null as password from staff
        where email like '%@demo.example.com' order by id`,
    );
    expect(rows.map((r) => r.role).sort()).toEqual([...STAFF_ROLES].sort());
    expect(rows.filter((r) => r.totp).map((r) => r.role)).toEqual(['owner']);
    expect(rows.every((r) => r.password)).toBe(true);

    // The owner: the password, then a code of the published secret.
    const owner = new StaffClient(server.url);
    const signedIn = await owner.signIn({
      email: 'owner@demo.example.com',
      password: DEMO_STAFF_PASSWORD,
      totpSecret: DEMO_STAFF_TOTP_SECRET,
    });
    expect(signedIn.json.data.next).toBe('done');
    expect((await owner.get('/api/admin/audit')).status).toBe(200);

    // The others: the password alone, each with their own role's menu.
    for (const staff of DEMO_STAFF.filter((s) => s.role !== 'owner')) {
      const client = new StaffClient(server.url);
      const answer = await client.signIn({ email: staff.email, password: DEMO_STAFF_PASSWORD });
      expect(answer.json.data.next, staff.email).toBe('done');
      const me = await client.get<{ data: { role: string } }>('/api/admin/me');
      expect(me.json.data.role).toBe(staff.role);
    }

    // A wrong password or code is refused as for any staff member.
    const wrong = new StaffClient(server.url);
    await wrong.staffCsrf();
    expect((await wrong.post('/api/admin/login', { email: 'support@demo.example.com', password: 'not-the-password' })).status).toBe(422);
    const badCode = new StaffClient(server.url);
    await badCode.staffCsrf();
    await badCode.post('/api/admin/login', { email: 'owner@demo.example.com', password: DEMO_STAFF_PASSWORD });
    const wrongCode = String((Number(totpCode(DEMO_STAFF_TOTP_SECRET, Date.now())) + 1) % 1_000_000).padStart(6, '0');
    expect((await badCode.post('/api/admin/login/totp', { code: wrongCode })).status).toBe(422);

    // Seeding again leaves the accounts as they are.
    await insertDemoStaff(server.db, await hashPassword('another-password-1'), testSecretBox());
    const again = new StaffClient(server.url);
    expect((await again.signIn({ email: 'artwork@demo.example.com', password: DEMO_STAFF_PASSWORD })).json.data.next).toBe('done');
  }, 180_000); // eight scrypt logins and two hashes: minutes on a busy 2-core machine
});
