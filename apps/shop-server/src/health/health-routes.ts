import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import { ping } from '../db/db.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';

/** `GET /healthcheck`: 200 when the database answers, 503 otherwise. */
export function healthRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  on(app, API_ROUTES.healthcheck, async (c) => {
    try {
      await ping(db);
      return c.json({ status: 'ok', database: db.kind });
    } catch {
      return c.json({ status: 'unavailable', database: db.kind }, 503);
    }
  });
  // The bare JSON route: the baseline that tools/bench compares every other route with.
  app.get('/api/ping', (c) => c.json({ pong: true }));
  return app;
}
