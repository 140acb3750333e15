/**
 * A small real HTTP server (node:http on 127.0.0.1, random port) that behaves like the shop
 * server's session layer, for the client tests: it sets the XSRF-TOKEN cookie, answers 419 when
 * a state-changing request lacks the current token, and records every request it receives.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/api-contract';

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined. */
  body: unknown;
  /** Status the server answered. */
  status: number;
}

/** What a handler answers. */
export interface Reply {
  status?: number;
  /** JSON body; omitted for no body. */
  json?: unknown;
  /** Raw text body (instead of `json`). */
  text?: string;
  headers?: Record<string, string>;
}

/** Answers one `METHOD /path` request. */
export type Handler = (request: RecordedRequest) => Reply;

/** The running server. */
export interface LaravelTestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers `method path` (exact path, no query) with `handler`. */
  on: (method: string, path: string, handler: Handler) => void;
  /** The token the server currently accepts. */
  token: () => string;
  /** Invalidates the current token without telling the client (session rotated, token expired). */
  rotateToken: () => void;
  /** Makes every state-changing request answer 419, even with the right token. */
  rejectAllTokens: () => void;
  /** `METHOD path` of every recorded request, in order. */
  log: () => string[];
  close: () => Promise<void>;
}

/** Paths that change nothing although they are POSTs (no CSRF check). */
const READ_ONLY_POSTS = new Set(['/api/content/query']);

/** Starts the server on 127.0.0.1 and an ephemeral port. */
export async function startLaravelTestServer(): Promise<LaravelTestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  let issued = 0;
  // Characters that must be URL-encoded in a cookie, as in Laravel's encrypted tokens.
  let currentToken = 'token+/=0';
  let rejectAll = false;

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        headers: incoming.headers,
        body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
        status: 0,
      };
      requests.push(recorded);

      let reply: Reply;
      if (recorded.method === 'GET' && recorded.path === '/laravel/sanctum/csrf-cookie') {
        issued += 1;
        currentToken = `token+/=${issued}`;
        reply = { status: 204, headers: {} };
        outgoing.setHeader('Set-Cookie', [
          `${XSRF_COOKIE}=${encodeURIComponent(currentToken)}; Path=/; Max-Age=7200; SameSite=Lax`,
          `laravel_session=session${issued}; Path=/; Max-Age=7200; HttpOnly; SameSite=Lax`,
        ]);
      } else if (
        recorded.method !== 'GET' &&
        !READ_ONLY_POSTS.has(recorded.path) &&
        (rejectAll || incoming.headers[XSRF_HEADER.toLowerCase()] !== currentToken)
      ) {
        reply = { status: 419, json: { message: 'CSRF token mismatch.' } };
      } else {
        const handler = handlers.get(`${recorded.method} ${recorded.path}`);
        reply = handler ? handler(recorded) : { status: 404, json: { message: 'Not Found' } };
      }

      recorded.status = reply.status ?? 200;
      outgoing.statusCode = recorded.status;
      for (const [name, value] of Object.entries(reply.headers ?? {})) outgoing.setHeader(name, value);
      if (reply.json !== undefined) {
        outgoing.setHeader('Content-Type', 'application/json');
        outgoing.end(JSON.stringify(reply.json));
      } else {
        outgoing.end(reply.text ?? '');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    token: () => currentToken,
    rotateToken: () => {
      currentToken = `rotated-${issued}`;
    },
    rejectAllTokens: () => {
      rejectAll = true;
    },
    log: () => requests.map((request) => `${request.method} ${request.path} ${request.status}`),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
