import { describe, expect, it } from 'vitest';
import { createCookieJar, type FetchFunction } from '../client/cookies.ts';
import { ValidationError } from '../errors/validation-error.ts';
import { createAdminClient } from './create-admin-client.ts';

/** A fake back office server: records requests, sets the staff CSRF cookie, answers a login. */
function fakeServer() {
  const seen: { method: string; path: string; staffToken: string | null; customerToken: string | null; body: string }[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      staffToken: request.headers.get('x-staff-xsrf-token'),
      customerToken: request.headers.get('x-xsrf-token'),
      body: await request.text(),
    });
    if (url.pathname === '/api/admin/csrf-cookie') {
      return new Response(null, { status: 204, headers: { 'set-cookie': 'STAFF-XSRF-TOKEN=tok%2Ben; Path=/; SameSite=Strict' } });
    }
    if (url.pathname === '/api/admin/login') {
      const body = JSON.parse(seen.at(-1)!.body) as { password: string };
      if (body.password !== 'right password') {
        return Response.json(
          {
            message: 'メールアドレスまたはパスワードが正しくありません。',
            errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
          },
          { status: 422 },
        );
      }
      return Response.json({ data: { next: 'totp', staff: null } });
    }
    if (url.pathname === '/api/admin/audit') {
      return Response.json({
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 0, actions: [], target_types: [], staff: [] },
      });
    }
    if (url.pathname === '/api/admin/orders/PF-2026-000123/messages' && request.method === 'POST') {
      return Response.json(
        {
          data: {
            id: 8,
            author: 'staff',
            author_label: '担当 花子',
            body: 'ご入金を確認しました。',
            created_at: '2026-12-03T03:00:00.000Z',
            read_at: null,
          },
        },
        { status: 201 },
      );
    }
    return Response.json({ message: 'No route' }, { status: 404 });
  };
  return { seen, fetch };
}

describe('createAdminClient', () => {
  it("a reply goes to the order's thread with the staff token and comes back camelCased", async () => {
    const server = fakeServer();
    const jar = createCookieJar({ fetch: server.fetch });
    const admin = createAdminClient({ baseUrl: 'http://shop.test', fetch: jar.fetch, readCookie: jar.readCookie });
    const answer = await admin.messages.reply('PF-2026-000123', 'ご入金を確認しました。');
    expect(answer.data).toMatchObject({ author: 'staff', authorLabel: '担当 花子', readAt: null });
    expect(server.seen.map((r) => [r.method, r.path, r.staffToken])).toEqual([
      ['GET', '/api/admin/csrf-cookie', null],
      ['POST', '/api/admin/orders/PF-2026-000123/messages', 'tok+en'],
    ]);
    expect(JSON.parse(server.seen[1]!.body)).toEqual({ body: 'ご入金を確認しました。' });
  });

  it('fetches the staff CSRF cookie first and echoes it, URL-decoded, as X-STAFF-XSRF-TOKEN (never X-XSRF-TOKEN)', async () => {
    const server = fakeServer();
    const jar = createCookieJar({ fetch: server.fetch });
    const admin = createAdminClient({ baseUrl: 'http://shop.test', fetch: jar.fetch, readCookie: jar.readCookie });
    const answer = await admin.session.login({ email: 'owner@example.com', password: 'right password' });
    expect(answer).toEqual({ data: { next: 'totp', staff: null } });
    expect(server.seen.map((r) => [r.method, r.path, r.staffToken, r.customerToken])).toEqual([
      ['GET', '/api/admin/csrf-cookie', null, null],
      ['POST', '/api/admin/login', 'tok+en', null],
    ]);
    expect(JSON.parse(server.seen[1]!.body)).toEqual({ email: 'owner@example.com', password: 'right password' });
  });

  it('a refusal is a ValidationError with the per-field Japanese messages', async () => {
    const server = fakeServer();
    const jar = createCookieJar({ fetch: server.fetch });
    const admin = createAdminClient({ baseUrl: 'http://shop.test', fetch: jar.fetch, readCookie: jar.readCookie });
    const error = await admin.session.login({ email: 'owner@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({ email: ['メールアドレスまたはパスワードが正しくありません。'] });
  });

  it('sends the audit filters in snake_case and leaves empty ones out', async () => {
    const server = fakeServer();
    const admin = createAdminClient({ baseUrl: 'http://shop.test', fetch: server.fetch, readCookie: () => undefined });
    await admin.audit.list({ staffId: 3, action: '', targetType: 'staff', from: '2026-11-01' });
    expect(server.seen.map((r) => r.path)).toEqual(['/api/admin/audit?staff_id=3&target_type=staff&from=2026-11-01']);
  });
});
