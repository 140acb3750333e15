/**
 * The client's address behind a reverse proxy (issue #29, TRUST_PROXY). Over real HTTP and real
 * sockets: a reverse proxy in the test forwards like nginx's `proxy_add_x_forwarded_for` (appending
 * the address it was reached from) and connects to the shop from 127.0.0.10; the shoppers connect
 * from loopback addresses of their own (127.0.0.2, 127.0.0.3…; Linux routes all of 127/8 to lo).
 * The contact form is limited to 5 inquiries in 10 minutes per client address (registrations, password
 * resets and quote PDFs count per address the same way, through the same `clientIp`): with the proxy
 * trusted, two shoppers behind it get a limit each; without TRUST_PROXY, or from a peer that is not a
 * trusted proxy, a forwarded header changes nothing.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/config/config.ts';
import { parseTrustProxy } from '../../src/config/trust-proxy.ts';
import { spawnServer } from '../process/server-process.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const PROXY_ADDRESS = '127.0.0.10';
const INQUIRIES_PER_WINDOW = 5;

/** A reverse proxy on 127.0.0.1 in front of `target`, as nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`. */
async function reverseProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = incoming.headers['x-forwarded-for'];
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      'x-forwarded-for': [forwarded, incoming.socket.remoteAddress].filter(Boolean).join(', '),
    };
    const upstreamRequest = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers, localAddress: PROXY_ADDRESS },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstreamRequest.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A shopper's browser on its own loopback address: a cookie jar, the XSRF header, optional extra headers. */
class Shopper {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  readonly localAddress: string;

  constructor(base: string, localAddress: string) {
    this.base = base;
    this.localAddress = localAddress;
  }

  send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; text: string }> {
    const url = new URL(path, this.base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: url.hostname, port: url.port, path: url.pathname, method, headers, localAddress: this.localAddress },
        (answer) => {
          for (const line of answer.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const eq = pair.indexOf('=');
            this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  async csrf() {
    await this.send('GET', '/laravel/sanctum/csrf-cookie');
    return this;
  }
}

/** Sends the contact form: the answer's status (201 taken, 429 over the limit). */
async function inquire(shopper: Shopper, extra: Record<string, string> = {}): Promise<number> {
  const answer = await shopper.send(
    'POST',
    '/api/inquiries',
    { name: '佐藤 一郎', email: 'ichiro@example.com', category: 'print', title: '版について', contents: '教えてください。' },
    extra,
  );
  return answer.status;
}

/** The client addresses the contact form's throttle has counted, with how many each. */
async function counted(server: TestServer): Promise<Record<string, number>> {
  const rows = await server.db.query<{ key: string; n: number }>(
    `select key, count(*)::int as n from request_throttle where bucket = 'inquiries:ip' group by key order by key`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

describe('with TRUST_PROXY naming the proxy', () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof reverseProxy>>;
  const warnings: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: parseTrustProxy(`${PROXY_ADDRESS}, fd00::/8`) });
    proxy = await reverseProxy(server.url);
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await proxy.close();
    await server.close();
  });

  it('two shoppers behind the proxy get a limit each, counted on their own addresses', async () => {
    const first = await new Shopper(proxy.url, '127.0.0.2').csrf();
    const second = await new Shopper(proxy.url, '127.0.0.3').csrf();
    for (let i = 0; i < INQUIRIES_PER_WINDOW; i++) expect(await inquire(first)).toBe(201);
    expect(await inquire(first)).toBe(429);
    // The proxy's address would have been shared by both: the second shopper still has all of theirs.
    for (let i = 0; i < INQUIRIES_PER_WINDOW; i++) expect(await inquire(second)).toBe(201);
    expect(await inquire(second)).toBe(429);
    expect(await counted(server)).toEqual({ '127.0.0.2': INQUIRIES_PER_WINDOW, '127.0.0.3': INQUIRIES_PER_WINDOW });
  });

  it('the refusal is logged with the shopper\u2019s address, never the proxy\u2019s', () => {
    const refusals = warnings.filter((line) => line.includes('throttled (429)'));
    expect(refusals).toEqual([
      '[shop-server] throttled (429): inquiries:ip 127.0.0.2',
      '[shop-server] throttled (429): inquiries:ip 127.0.0.3',
    ]);
  });

  it('a shopper behind the proxy cannot escape the limit by writing an X-Forwarded-For of their own', async () => {
    const first = await new Shopper(proxy.url, '127.0.0.2').csrf();
    for (const spoofed of ['198.51.100.1', '198.51.100.2, 198.51.100.3', PROXY_ADDRESS])
      expect(await inquire(first, { 'x-forwarded-for': spoofed })).toBe(429);
    expect((await counted(server))['198.51.100.1']).toBeUndefined();
  });

  it('a peer that is not a trusted proxy is counted on its own address, whatever it forwards', async () => {
    const direct = await new Shopper(server.url, '127.0.0.4').csrf();
    for (let i = 0; i < INQUIRIES_PER_WINDOW; i++) expect(await inquire(direct, { 'x-forwarded-for': `203.0.113.${i + 1}` })).toBe(201);
    expect(await inquire(direct, { 'x-forwarded-for': '203.0.113.99' })).toBe(429);
    const keys = Object.keys(await counted(server));
    expect(keys).toContain('127.0.0.4');
    expect(keys.filter((k) => k.startsWith('203.0.113.'))).toEqual([]);
  });
});

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof reverseProxy>>;

  beforeAll(async () => {
    server = await startTestServer();
    proxy = await reverseProxy(server.url);
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });
  afterEach(() => vi.restoreAllMocks());

  it('forwarded headers are ignored: every shopper behind the proxy shares the proxy\u2019s address and its limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await new Shopper(proxy.url, '127.0.0.2').csrf();
    const second = await new Shopper(proxy.url, '127.0.0.3').csrf();
    for (let i = 0; i < INQUIRIES_PER_WINDOW; i++) expect(await inquire(first)).toBe(201);
    expect(await inquire(second)).toBe(429);
    expect(await counted(server)).toEqual({ [PROXY_ADDRESS]: INQUIRIES_PER_WINDOW });
  });
});

describe('TRUST_PROXY at start-up', () => {
  it('is read into the configuration, and a malformed entry is an error naming it', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy?.ranges).toEqual(['10.0.0.0/8', '::1']);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/8, nginx' })).toThrow(
      'TRUST_PROXY: "nginx" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8); separate several with commas',
    );
  });

  it('the server exits 1 with that message before it listens', async () => {
    const process = await spawnServer({ DATA_DIR: '/nonexistent/never-created', TRUST_PROXY: '10.0.0.0/40' });
    expect(await process.exited).toEqual({ code: 1, signal: null });
    expect(process.output()).toContain(
      '[shop-server] configuration error: TRUST_PROXY: "10.0.0.0/40" has a prefix length outside 0-32 for an IPv4 range',
    );
  }, 60_000);
});
