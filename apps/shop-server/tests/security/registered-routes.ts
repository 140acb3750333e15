/**
 * The routes the server really registers, read from the Hono app that `createApp` builds (not from
 * API_ROUTES), so a handler added without a contract entry is still seen by the tests.
 */
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config/config.ts';
import { publicRoutes } from '../../src/routes.ts';

export interface RegisteredRoute {
  method: string;
  /** Hono pattern, e.g. `/api/cart_items/:id` */
  path: string;
}

/** Stands in for the database and the mailer: building the routes may read only the database's kind (and take a claims holder). */
const untouchable = new Proxy(
  {},
  {
    get(_target, property) {
      if (property === 'kind') return 'pglite';
      // The order service takes its holder of placing claims while it is built (orders/placement-recovery.ts);
      // the holder is used by requests only, so it stands in as untouchable too.
      if (property === 'claims') return () => untouchable;
      throw new Error(`createApp used ${String(property)} of a dependency while registering its routes`);
    },
  },
) as never;

const deps = {
  db: untouchable,
  config: readConfig({ PORT: '0' }),
  now: () => 0,
  mailer: untouchable,
  files: untouchable,
  payments: untouchable,
};

/** Every route handler of the API app: middlewares and catch-alls (`app.use`, `app.all`) left out. */
export const REGISTERED_ROUTES: readonly RegisteredRoute[] = createApp(deps)
  .routes.filter((route) => route.method !== 'ALL')
  .map(({ method, path }) => ({ method, path }));

/** The routes mounted before the session middleware (routes.ts `publicRoutes`): the health check and the catalogue. */
export const PUBLIC_ROUTES: readonly RegisteredRoute[] = publicRoutes(deps).flatMap((routes) =>
  routes.routes.filter((route) => route.method !== 'ALL').map(({ method, path }) => ({ method, path })),
);

/** Methods that may change state: each needs the CSRF token. */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Sample values of path parameters, by name (each matches the parameter's pattern, if it has one). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  code: 'a',
  slug: 'a',
  path: 'a',
  file: '1.svg',
  uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
  // an order or production number, and a 3-D Secure bridge token
  number: 'PF-2026-000001',
  token: 'a'.repeat(32),
  // a placement of a shared proof (its artwork picture)
  index: '0',
};

/** A concrete path for a Hono pattern: `/api/cart_items/:id` → `/api/cart_items/1`. */
export function concretePath(pattern: string, values: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]\w*)(\{[^/]*\})?/g, (_match, name: string) => {
    const value = values[name] ?? SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`no sample value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
