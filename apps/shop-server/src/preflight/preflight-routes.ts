/**
 * `POST /api/preflight` (issue #30): the preflight findings for one of the caller's uploads (guests'
 * too, by their session). A POST with the CSRF token; another owner's file answers 404 like a missing one.
 */
import { API_ROUTES, type PreflightResponse } from '@shop/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { on, readRequest } from '../http/route.ts';
import { currentSession } from '../session/middleware.ts';
import { preflightService } from './preflight-service.ts';

type Wire = PreflightResponse['data'];

export function preflightRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const service = preflightService(deps);

  on(app, API_ROUTES.preflightCheck, async (c) => {
    const session = currentSession(c);
    if (!session) throw new HttpProblem(401, 'Unauthenticated.');
    const request = await readRequest(c, API_ROUTES.preflightCheck);
    const owner =
      session.customerId !== null ? { customerId: session.customerId, sessionId: session.id } : { customerId: null, sessionId: session.id };
    const { analysis, findings } = await service.check(owner, request);
    const data: { [K in keyof Wire]: unknown } = {
      analysis: analysis && {
        kind: analysis.kind,
        width: analysis.width,
        height: analysis.height,
        semi_transparent: analysis.semiTransparent,
        ink_colors: analysis.inkColors,
        thinnest_line: analysis.thinnestLine,
        smallest_text: analysis.smallestText,
      },
      findings: findings.map(({ code, severity, message }) => ({ code, severity, message })),
    };
    return c.json({ data });
  });

  return app;
}
