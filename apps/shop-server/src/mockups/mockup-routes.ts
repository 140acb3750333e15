/**
 * The line mock-ups over HTTP (issue #30): `GET /api/mockups/draft` (a cart or estimate line, the
 * caller's own uploads; behind the session) and `GET /api/mockups/productions/{token}` (an ordered
 * production, for the order pages and the mails; no session: the token is the capability).
 */
import { API_ROUTES, parseLineMockupDraft } from '@shop/api-contract';
import { type Context, Hono } from 'hono';
import type { ProductionMockupSource } from '../artwork/production-mockup-source.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { PRIVATE_NO_STORE } from '../http/private-answers.ts';
import { on } from '../http/route.ts';
import { currentSession } from '../session/middleware.ts';
import { type Mockup, type MockupMissing, mockupService } from './mockup-service.ts';

/** The token of an ordered production (migration 034: 32 hex digits). */
const TOKEN = /^[0-9a-f]{32}$/;

/** How long a browser or a mail client may show an ordered production's mock-up without asking again, s. */
const PRODUCTION_MAX_AGE = 300;

const MISSING_MESSAGES: Readonly<Record<MockupMissing, string>> = {
  product: 'No such product colour.',
  print_spec: 'No such print spec.',
  file: 'No such file.',
};

function answer(c: Context<AppEnv>, result: Mockup | MockupMissing, cacheControl: string): Response {
  if (typeof result === 'string') throw new HttpProblem(404, MISSING_MESSAGES[result]);
  const headers = { 'Content-Type': 'image/png', 'Cache-Control': cacheControl, ETag: result.etag, 'X-Content-Type-Options': 'nosniff' };
  if (c.req.header('if-none-match') === result.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(result.png), 200, headers);
}

/** `GET /api/mockups/draft`, behind the session middleware (the caller's own uploads only). */
export function draftMockupRoutes(deps: AppDeps) {
  const service = mockupService({ db: deps.db, files: deps.files });
  const app = new Hono<AppEnv>();
  on(app, API_ROUTES.lineMockupDraft, async (c) => {
    const parsed = parseLineMockupDraft(c.req.query());
    if (!parsed.ok) throw new HttpProblem(400, `Malformed mock-up query: ${parsed.reason}.`);
    const state = currentSession(c);
    // Without a session nobody owns a file: the same 404 as another owner's.
    if (!state) throw new HttpProblem(404, MISSING_MESSAGES.file);
    const owner =
      state.customerId !== null ? { customerId: state.customerId, sessionId: state.id } : { customerId: null, sessionId: state.id };
    // One owner's print data: kept by no cache (a shared computer after logout), like the uploads themselves.
    return answer(c, await service.draft(owner, parsed.draft), PRIVATE_NO_STORE);
  });
  return app;
}

/**
 * `GET /api/mockups/productions/{token}`, before the session middleware: a mail client's request
 * has no session and gets none. The artwork folder's `productionMockupSource` is handed over by the
 * mount table.
 */
export function productionMockupRoutes(deps: AppDeps, productionSource: (token: string) => Promise<ProductionMockupSource | undefined>) {
  const service = mockupService({ db: deps.db, files: deps.files });
  const app = new Hono<AppEnv>();
  on(app, API_ROUTES.productionMockup, async (c) => {
    const side = c.req.query('side');
    if (side !== undefined && side !== 'front' && side !== 'back')
      throw new HttpProblem(400, 'Malformed mock-up query: side is front or back.');
    const token = c.req.param('token');
    const source = TOKEN.test(token) ? await productionSource(token) : undefined;
    if (!source) throw new HttpProblem(404, 'Not found.');
    // Private: no shared cache keeps one customer's design; short, so a re-upload shows within minutes.
    return answer(c, await service.production(source, side), `private, max-age=${PRODUCTION_MAX_AGE}`);
  });
  return app;
}
