import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';

describe('health and API fallbacks', () => {
  const server = useTestServer();

  it('GET /healthcheck answers 200 when the database answers', async () => {
    const res = await fetch(`${server.url}/healthcheck`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('an unknown API path answers a JSON 404, never HTML', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'No route for GET /api/no-such-thing.' });
  });

  it('an oversized body answers 413', async () => {
    const res = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contents: 'あ'.repeat(600_000) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('maintenance mode', () => {
  const server = useTestServer({ maintenance: '2023-10-07 17:00:00' });

  it('every API call answers 503 with the Japanese message and the planned end', async () => {
    for (const path of ['/api/products?response_group=shop', '/laravel/api/user', '/api/cart/contents']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain('メンテナンス');
      expect(body.message).toContain('2023-10-07 17:00:00');
    }
  });
});
