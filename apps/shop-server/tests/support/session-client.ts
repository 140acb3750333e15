import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/db.ts';
import { hashPassword } from '../../src/session/password.ts';

/** An HTTP answer, body already read: parsed JSON when it is JSON, else undefined. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export interface RequestOptions {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as the raw body (for malformed JSON). */
  body?: string;
  /** Sent as multipart/form-data (fetch writes the boundary into the content type). */
  form?: FormData;
  /** X-XSRF-TOKEN: the jar's XSRF-TOKEN cookie by default, a given value, or false to leave it out. */
  xsrf?: string | false;
  headers?: Record<string, string>;
}

/**
 * A browser stand-in: keeps cookies like a browser would (one jar per client, one host) and echoes the
 * XSRF-TOKEN cookie as X-XSRF-TOKEN on every call, as axios/ky clients of Sanctum do.
 */
export class SessionClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** Sends one request and stores the cookies it sets. */
  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = options.xsrf === undefined ? this.cookies.get('XSRF-TOKEN') : options.xsrf;
    if (xsrf !== false && xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
    let body: string | FormData | undefined = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.form !== undefined) body = options.form;
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers: { ...headers, ...options.headers }, body });
    this.store(res.headers.getSetCookie());
    const text = await res.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json: json as T };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }
  put<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, json });
  }
  /** POST /api/files with one `file` part. */
  upload<T = unknown>(bytes: Uint8Array | string, name: string, options: RequestOptions & { type?: string } = {}) {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type: options.type ?? 'application/octet-stream' }), name);
    return this.request<T>('POST', '/api/files', { ...options, form });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** GET /laravel/sanctum/csrf-cookie: starts a session and receives the XSRF-TOKEN cookie. */
  async csrf(): Promise<Answer> {
    return this.get('/laravel/sanctum/csrf-cookie');
  }

  /** csrf-cookie then login; throws unless the login succeeded. */
  async login(email: string, password: string): Promise<Answer> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const answer = await this.post('/laravel/api/login', { email, password });
    if (answer.status !== 200) throw new Error(`login as ${email} failed: ${answer.status} ${answer.text}`);
    return answer;
  }

  /** The value of the session cookie (undefined when none). */
  get sessionCookie(): string | undefined {
    return this.cookies.get('shop_session');
  }

  private store(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Cheap scrypt parameters for fixtures (the stored hash carries its parameters; production uses 2^17). */
const FIXTURE_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export interface TestCustomer {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** Inserts a customer straight into the database (fast hash), with a unique e-mail unless given. */
export async function createTestCustomer(db: Db, overrides: Partial<Omit<TestCustomer, 'id'>> = {}): Promise<TestCustomer> {
  const email = overrides.email ?? `customer-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'abcde12345';
  const name = overrides.name ?? 'テスト 太郎';
  const hash = await hashPassword(password, FIXTURE_SCRYPT);
  const [row] = await db.query<{ id: number }>('insert into customers (name, email, password_hash) values ($1, $2, $3) returning id', [
    name,
    email,
    hash,
  ]);
  if (!row) throw new Error('customer insert returned no row');
  return { id: row.id, name, email, password };
}

/** A new customer and a client logged in as them. */
export async function loggedInClient(server: { url: string; db: Db }): Promise<{ client: SessionClient; customer: TestCustomer }> {
  const customer = await createTestCustomer(server.db);
  const client = new SessionClient(server.url);
  await client.login(customer.email, customer.password);
  return { client, customer };
}

/** A call a visitor makes: method, path and, when it sends one, its JSON body. */
export type VisitorCall = readonly [method: string, path: string, json?: unknown];

/**
 * Makes each call as a visitor who is not logged in (with a CSRF token) and expects each to answer
 * 401 `Unauthenticated.`; a failure names the call.
 */
export async function expectEachUnauthenticated(serverUrl: string, calls: readonly VisitorCall[]): Promise<void> {
  const visitor = new SessionClient(serverUrl);
  await visitor.csrf();
  for (const [method, path, json] of calls) {
    const answer = await visitor.request(method, path, json === undefined ? {} : { json });
    expect([method, path, answer.status, answer.json]).toEqual([method, path, 401, { message: 'Unauthenticated.' }]);
  }
}
