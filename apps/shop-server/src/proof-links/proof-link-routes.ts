/**
 * Shared proofs (issue #30, 「校正を共有する」): `POST /api/proof_links` (throttled per session),
 * `GET /api/proof_links`, `DELETE /api/proof_links/:id` for the owner (a customer, or a guest's
 * session), and the public, read-only `GET /api/proof/:token` and its artwork pictures. The public
 * answers are `no-store`, `no-referrer` and `noindex` (http/security-headers.ts for the `/proof/`
 * paths), carry no price, and never name a file's uuid.
 */
import { API_ROUTES, buildPath } from '@shop/api-contract';
import { type Context, Hono } from 'hono';
import { idParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { PRIVATE_NO_STORE } from '../http/private-answers.ts';
import { on, readRequest } from '../http/route.ts';
import { currentSession } from '../session/middleware.ts';
import { createRequestThrottle, REQUEST_LIMITS } from '../session/throttle.ts';
import { PROOF_LINK_MESSAGES } from './proof-link-messages.ts';
import { type Caller, type ProofLinkDeps, proofLinkService, summaryWire } from './proof-link-service.ts';

/** The caller: the session (a guest's at least; CSRF lets no write through without one). */
function callerOf(c: Context<AppEnv>): Caller | undefined {
  const session = currentSession(c);
  return session ? { sessionId: session.id, customerId: session.customerId } : undefined;
}

/** The shared page's path of a token (the storefront's `/proof/:token`). */
const proofPagePath = (token: string) => buildPath('/proof/:token', { token });

/** Placement indexes of the artwork path: 0 to 99. */
const INDEX = /^(?:0|[1-9]\d?)$/;

export function proofLinkRoutes(deps: ProofLinkDeps) {
  const app = new Hono<AppEnv>();
  const links = proofLinkService(deps);
  const throttle = createRequestThrottle(deps.db);

  on(app, API_ROUTES.proofLinkCreate, async (c) => {
    const caller = callerOf(c);
    if (!caller) throw new HttpProblem(401, 'Unauthenticated.');
    const body = await readRequest(c, API_ROUTES.proofLinkCreate);
    // Counted once the body is well formed (a malformed one is a 422 and costs nothing).
    const verdict = await throttle.take(
      [{ bucket: 'proof-link:session', key: caller.sessionId, ...REQUEST_LIMITS.proofLinksPerSession }],
      deps.now(),
    );
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json({ message: PROOF_LINK_MESSAGES.throttled(verdict.retryAfterSeconds) }, 429);
    }
    const { row, token } = await links.create(caller, body);
    return c.json({ data: { ...summaryWire(row), token, path: proofPagePath(token) } }, 201);
  });

  on(app, API_ROUTES.proofLinkList, async (c) => {
    const caller = callerOf(c);
    return c.json({ data: caller ? (await links.list(caller)).map(summaryWire) : [] });
  });

  on(app, API_ROUTES.proofLinkRevoke, async (c) => {
    const caller = callerOf(c);
    if (!caller) throw new HttpProblem(404, 'Not found.');
    await links.revoke(caller, idParam(c));
    return c.body(null, 204);
  });

  on(app, API_ROUTES.proofLinkView, async (c) => {
    return c.json({ data: await links.view(c.req.param('token')) });
  });

  on(app, API_ROUTES.proofLinkArtwork, async (c) => {
    const index = c.req.param('index');
    if (!INDEX.test(index)) throw new HttpProblem(404, 'Not found.');
    const bytes = await links.artwork(c.req.param('token'), Number(index));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
