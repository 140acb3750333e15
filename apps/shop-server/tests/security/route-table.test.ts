/**
 * API_ROUTES is the contract (@shop/api-contract: client, README, CSRF and login tests); the server
 * registers its handlers from it (src/http/route.ts), and its routes must match it both ways, so a
 * new handler cannot bypass the contract or the tests built on it.
 */
import { API_ROUTES, type ApiRoute } from '@shop/api-contract';
import { ADMIN_ROUTES } from '@shop/api-contract/admin';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { concretePath, MUTATING_METHODS, REGISTERED_ROUTES } from './registered-routes.ts';

/** The storefront's table and the back office's (`/api/admin/*`, @shop/api-contract/admin). */
const CONTRACT = Object.entries({ ...API_ROUTES, ...ADMIN_ROUTES } as Record<string, ApiRoute>);
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Routes of the JSON API: under /api or /laravel, plus the health check. */
const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/laravel/') || path === '/healthcheck';

/**
 * Reads the server answers that are not (yet) in API_ROUTES, each with why. Adding to this list is
 * a decision made in review; only GETs may be listed (a state-changing route must be in the contract).
 */
const OUTSIDE_CONTRACT: Record<string, string> = {
  'GET /api/ping': 'bare JSON baseline for tools/bench, not called by the storefront',
  'GET /api/images/products/:code/:file{[1-9][0-9]{0,9}\\.(?:svg|webp|png)}':
    'SVG, WebP and PNG pictures linked from product answers and link previews, not JSON',
};

describe('the server routes and API_ROUTES', () => {
  const registered = REGISTERED_ROUTES.filter((r) => isApi(r.path)).map(key);

  it('every API route the server registers is in API_ROUTES or ADMIN_ROUTES, apart from the listed reads', () => {
    const contract = new Set(CONTRACT.map(([, route]) => key(route)));
    expect(registered.filter((k) => !contract.has(k)).sort()).toEqual(Object.keys(OUTSIDE_CONTRACT).sort());
  });

  it('every route of API_ROUTES is registered by the server, with the same method and path pattern', () => {
    const server = new Set(registered);
    expect(CONTRACT.filter(([, route]) => !server.has(key(route))).map(([name]) => name)).toEqual([]);
  });

  it('no method and path is registered twice (a second handler would never run)', () => {
    expect(registered.filter((k, i) => registered.indexOf(k) !== i)).toEqual([]);
  });

  it('the routes outside the contract are all reads', () => {
    expect(Object.keys(OUTSIDE_CONTRACT).filter((k) => MUTATING_METHODS.includes(k.split(' ')[0] ?? ''))).toEqual([]);
  });

  it('handlers of API_ROUTES take method and path from the table (src/http/route.ts `on`), no API path is written as a literal', () => {
    const srcRoot = fileURLToPath(new URL('../../src/', import.meta.url));
    const sources = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(`${srcRoot}${file}`, 'utf8'));
    // `app.get('/api/…', …)`, `.post(\`/laravel/…\`…)`, `.on('GET', '/api/…', …)`: registrations with a written path.
    const literal =
      /\.(get|post|put|patch|delete|on)\(\s*(?:'(GET|POST|PUT|PATCH|DELETE)',\s*)?(['"`])((?:\/api\/|\/laravel\/|\/healthcheck)[^'"`]*)\3/g;
    const written = sources.flatMap((source) =>
      [...source.matchAll(literal)].map((m) => `${(m[2] ?? m[1] ?? '').toUpperCase()} ${(m[4] ?? '').replaceAll('\\\\', '\\')}`),
    );
    expect(written.sort()).toEqual(Object.keys(OUTSIDE_CONTRACT).sort());
  });
});

describe('every route of API_ROUTES is answered by its handler over HTTP', () => {
  const server = useTestServer();
  let client: SessionClient;
  beforeAll(async () => {
    ({ client } = await loggedInClient(server));
  });

  // logout would end the session the other calls use; the CSRF tests cover it.
  it.each(CONTRACT.filter(([name]) => name !== 'logout' && name !== 'adminLogout'))(
    '%s is routed (never the JSON 404 for unknown paths, never 5xx)',
    async (_name, route) => {
      const answer = await client.request(route.method, concretePath(route.path), route.method === 'GET' ? {} : { json: {} });
      expect(answer.text).not.toContain('No route for');
      expect(answer.status).toBeLessThan(500);
    },
  );
});
