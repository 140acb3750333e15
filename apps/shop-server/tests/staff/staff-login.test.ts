/**
 * Staff login over real HTTP (issue #30): password then the authenticator's code, each step on a new
 * session id; a code works once (replay refused), a recovery code once; wrong codes change nothing
 * and end the attempt after five; logins are throttled per e-mail and per client address; logout and
 * a password change end sessions; the staff session and the customer's never stand in for each other.
 */
import { STAFF_SESSION_COOKIE, STAFF_XSRF_COOKIE } from '@shop/api-contract/admin';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';
import { createTestStaff, signedInStaff, StaffClient, totpCode } from '../support/staff.ts';

const server = useTestServer();

describe('staff login', () => {
  it('a wrong password is refused in Japanese; the right one asks for the code on a new session; me answers only after it', async () => {
    const owner = await createTestStaff(server.db, 'owner');
    const client = new StaffClient(server.url);
    await client.staffCsrf();
    const anonymous = client.cookies.get(STAFF_SESSION_COOKIE);
    const wrong = await client.post('/api/admin/login', { email: owner.email, password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({
      message: 'メールアドレスまたはパスワードが正しくありません。',
      errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
    });
    const right = await client.post('/api/admin/login', { email: owner.email, password: owner.password });
    expect(right.json).toEqual({ data: { next: 'totp', staff: null } });
    const cookie = right.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(client.cookies.get(STAFF_SESSION_COOKIE)).not.toBe(anonymous);
    const me = await client.get('/api/admin/me');
    expect(me.status).toBe(401);
    expect(me.json).toEqual({ message: '認証アプリの確認コードを入力してください。' });

    const awaiting = client.cookies.get(STAFF_SESSION_COOKIE);
    const done = await client.post('/api/admin/login/totp', { code: totpCode(owner.totpSecret!, Date.now()) });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      data: { next: 'done', staff: { email: owner.email, role: 'owner', totp_enabled: true, totp_required: true } },
    });
    expect(client.cookies.get(STAFF_SESSION_COOKIE)).not.toBe(awaiting);
    expect((await client.get('/api/admin/me')).status).toBe(200);
  });

  it('the same code is refused a second time within its window (replay), and a wrong code says so and changes nothing', async () => {
    const owner = await createTestStaff(server.db, 'owner');
    const at = Date.now();
    const first = new StaffClient(server.url);
    await first.signIn(owner, at);

    const second = new StaffClient(server.url);
    await second.staffCsrf();
    await second.post('/api/admin/login', { email: owner.email, password: owner.password });
    const replay = await second.post('/api/admin/login/totp', { code: totpCode(owner.totpSecret!, at) });
    expect(replay.status).toBe(422);
    expect(replay.json).toMatchObject({
      errors: { code: ['この確認コードは使用済みです。認証アプリに次のコードが表示されてから入力してください。'] },
    });
    const wrong = await second.post('/api/admin/login/totp', { code: totpCode(owner.totpSecret!, at + 10 * 60_000) });
    expect(wrong.json).toMatchObject({
      errors: { code: ['確認コードが正しくありません。認証アプリに表示されている6桁の数字を入力してください。'] },
    });
    const malformed = await second.post('/api/admin/login/totp', { code: '12' });
    expect(malformed.json).toMatchObject({ errors: { code: ['確認コードは6桁の数字（またはリカバリーコード）で入力してください'] } });
    expect((await second.get('/api/admin/me')).status).toBe(401);
  });

  it('five wrong codes end the attempt: the login starts again', async () => {
    const owner = await createTestStaff(server.db, 'owner');
    const client = new StaffClient(server.url);
    await client.staffCsrf();
    await client.post('/api/admin/login', { email: owner.email, password: owner.password });
    const wrong = totpCode(owner.totpSecret!, Date.now() + 3_600_000);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.post('/api/admin/login/totp', { code: wrong })).status);
    expect(answers).toEqual([422, 422, 422, 422, 401]);
    expect((await client.post('/api/admin/login/totp', { code: totpCode(owner.totpSecret!, Date.now()) })).status).toBe(419);
  });

  it('a recovery code signs in once, and is recorded', async () => {
    const admin = await signedInStaff(server, 'owner');
    const enrolment = await admin.client.post<{ data: { secret: string } }>('/api/admin/account/totp');
    const secret = enrolment.json.data.secret.replaceAll(' ', '');
    const confirm = await admin.client.post<{ data: { recovery_codes: string[] } }>('/api/admin/account/totp/confirm', {
      code: totpCode(secret, Date.now()),
    });
    expect(confirm.status).toBe(200);
    const [code] = confirm.json.data.recovery_codes;

    const client = new StaffClient(server.url);
    await client.staffCsrf();
    await client.post('/api/admin/login', { email: admin.staff.email, password: admin.staff.password });
    const used = await client.post('/api/admin/login/totp', { code: code!.toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.json).toMatchObject({ data: { staff: { recovery_codes_left: 9 } } });

    const again = new StaffClient(server.url);
    await again.staffCsrf();
    await again.post('/api/admin/login', { email: admin.staff.email, password: admin.staff.password });
    const reused = await again.post('/api/admin/login/totp', { code: code! });
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ errors: { code: ['リカバリーコードが正しくないか、既に使用されています。'] } });
    const actions = await server.db.query<{ action: string }>(`select action from audit_log where staff_id = $1 order by id`, [
      admin.staff.id,
    ]);
    expect(actions.map((a) => a.action)).toEqual(['staff.login', 'staff.totp_enable', 'staff.recovery_code_use', 'staff.login']);
  });

  it('a role without two-factor signs in with the password alone; a role the shop requires it for must enrol first', async () => {
    const plain = await createTestStaff(server.db, 'shipping');
    const client = new StaffClient(server.url);
    const answer = await client.signIn(plain);
    expect(answer.json.data.next).toBe('done');

    const owner = await signedInStaff(server, 'owner');
    const setting = await owner.client.put('/api/admin/staff-settings', { totp_required_roles: ['shipping'] });
    expect(setting.json).toEqual({ data: { totp_required_roles: ['owner', 'shipping'] } });

    const next = new StaffClient(server.url);
    expect((await next.signIn(plain)).json.data.next).toBe('enrol');
    expect((await next.get('/api/admin/me')).status).toBe(200);
    const blocked = await next.get('/api/admin/audit');
    expect(blocked.status).toBe(403);
    expect(blocked.json).toMatchObject({ message: expect.stringContaining('二段階認証の設定が必要です') });
    const disable = await next.post('/api/admin/account/totp/disable', { current_password: plain.password });
    expect(disable.status).toBe(403);
    const enrolment = await next.post<{ data: { secret: string } }>('/api/admin/account/totp');
    const confirm = await next.post('/api/admin/account/totp/confirm', {
      code: totpCode(enrolment.json.data.secret.replaceAll(' ', ''), Date.now()),
    });
    expect(confirm.status).toBe(200);
    const me = await next.get('/api/admin/me');
    expect(me.json).toMatchObject({ data: { totp_enabled: true, totp_required: true } });
    const refused = await next.post('/api/admin/account/totp/disable', { current_password: plain.password });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ message: 'この権限では二段階認証が必須のため、解除できません。' });
    await owner.client.put('/api/admin/staff-settings', { totp_required_roles: [] });
  });

  it('logins are throttled per e-mail address (429 with Retry-After, in Japanese)', async () => {
    const staff = await createTestStaff(server.db, 'production');
    const client = new StaffClient(server.url);
    await client.staffCsrf();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.post('/api/admin/login', { email: staff.email, password: 'wrong password here' })).status);
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    const refused = await client.post('/api/admin/login', { email: staff.email, password: staff.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({
      message: expect.stringMatching(/^ログインの試行回数が上限に達しました。\d+秒後にもう一度お試しください。$/),
    });
  });

  it('logins are throttled per client address too, whatever the e-mail', async () => {
    const client = new StaffClient(server.url);
    await client.staffCsrf();
    await server.db.query(`delete from request_throttle`);
    // 29 earlier attempts from this address (each a full scrypt run if sent: recorded directly), then two more.
    for (let i = 0; i < 29; i++) {
      await server.db.query(`insert into request_throttle (bucket, key, hit_at) values ('staff-login:ip', '127.0.0.1', now())`);
    }
    expect((await client.post('/api/admin/login', { email: 'nobody-1@example.com', password: 'x' })).status).toBe(422);
    const refused = await client.post('/api/admin/login', { email: 'nobody-2@example.com', password: 'x' });
    expect(refused.status).toBe(429);
    await server.db.query(`delete from request_throttle`);
  });
});

describe('staff sessions end', () => {
  it('at logout: the old cookie is worth nothing afterwards', async () => {
    const { client } = await signedInStaff(server, 'customer_service');
    const cookies = new Map(client.cookies);
    expect((await client.post('/api/admin/logout')).status).toBe(204);
    const stale = new StaffClient(server.url);
    for (const [k, v] of cookies) stale.cookies.set(k, v);
    expect((await stale.get('/api/admin/me')).status).toBe(401);
  });

  it('at a password change: every other session ends, this one goes on with a new id', async () => {
    const staff = await createTestStaff(server.db, 'artwork_check');
    const here = new StaffClient(server.url);
    await here.signIn(staff);
    const elsewhere = new StaffClient(server.url);
    await elsewhere.signIn(staff);
    const before = here.cookies.get(STAFF_SESSION_COOKIE);
    const next = 'a brand new staff password';
    const wrongCurrent = await here.put('/api/admin/account/password', {
      current_password: 'nope nope nope',
      password: next,
      password_confirmation: next,
    });
    expect(wrongCurrent.json).toMatchObject({ errors: { current_password: ['現在のパスワードが正しくありません。'] } });
    const changed = await here.put('/api/admin/account/password', {
      current_password: staff.password,
      password: next,
      password_confirmation: next,
    });
    expect(changed.json).toEqual({ message: 'パスワードを変更しました。ほかの端末のログインはすべて終了しました。' });
    expect(here.cookies.get(STAFF_SESSION_COOKIE)).not.toBe(before);
    expect((await here.get('/api/admin/me')).status).toBe(200);
    expect((await elsewhere.get('/api/admin/me')).status).toBe(401);
    await expect(new StaffClient(server.url).signIn({ ...staff, password: next })).resolves.toBeDefined();
  });

  it('when the staff member is disabled', async () => {
    const owner = await signedInStaff(server, 'owner');
    const { staff, client } = await signedInStaff(server, 'shipping');
    const disabled = await owner.client.put(`/api/admin/staff/${staff.id}`, { disabled: true });
    expect(disabled.json).toMatchObject({ data: { disabled: true } });
    expect((await client.get('/api/admin/me')).status).toBe(401);
    await expect(new StaffClient(server.url).signIn(staff)).rejects.toThrow(/422/);
  });
});

describe('staff and customer sessions are apart', () => {
  it("a customer's session never authorises an admin route, and a staff session never a customer's", async () => {
    const { client: customer } = await loggedInClient(server);
    expect((await customer.get('/api/admin/me')).status).toBe(401);
    expect((await customer.get('/api/admin/audit')).status).toBe(401);
    // The customer's own CSRF token does not pass an admin write.
    const write = await customer.post('/api/admin/logout');
    expect(write.status).toBe(419);

    const { client: staff } = await signedInStaff(server, 'owner');
    expect((await staff.get('/api/user')).status).toBe(401);
    expect((await staff.get('/api/account')).status).toBe(401);
    // Even both cookies in one browser: each side reads its own.
    const both = new StaffClient(server.url);
    for (const [k, v] of [...customer.cookies, ...staff.cookies]) both.cookies.set(k, v);
    expect((await both.get('/api/admin/me')).json).toMatchObject({ data: { role: 'owner' } });
    expect((await both.get('/api/user')).status).toBe(200);
  });
});

describe('the staff CSRF token', () => {
  it('every admin write needs X-STAFF-XSRF-TOKEN equal to the staff session token (419), the customer header does not count', async () => {
    const { client } = await signedInStaff(server, 'owner');
    const token = client.cookies.get(STAFF_XSRF_COOKIE)!;
    const body = { totp_required_roles: [] };
    expect((await client.put('/api/admin/staff-settings', body, { staffXsrf: false })).status).toBe(419);
    expect((await client.put('/api/admin/staff-settings', body, { staffXsrf: 'forged' })).status).toBe(419);
    expect((await client.put('/api/admin/staff-settings', body, { staffXsrf: false, headers: { 'x-xsrf-token': token } })).status).toBe(
      419,
    );
    expect((await client.put('/api/admin/staff-settings', body)).status).toBe(200);
    const anonymous = new SessionClient(server.url);
    expect((await anonymous.post('/api/admin/login', { email: 'a@example.com', password: 'x' })).status).toBe(419);
  });
});
