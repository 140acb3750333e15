import { API_ROUTES, DESIGN_BODY_LIMIT } from '@shop/api-contract';
import { ADMIN_API_PREFIX } from '@shop/api-contract/admin';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpProblem, jsonError } from './http/errors.ts';
import { maintenanceMessage } from './http/maintenance.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { FILE_MESSAGES } from './files/messages.ts';
import { clientAddress } from './http/client-address.ts';
import { privateAnswers } from './http/private-answers.ts';
import { isProofLinkPath, securityHeaders } from './http/security-headers.ts';
import { DESIGN_MESSAGES } from './designs/design-routes.ts';
import { adminRoutes, publicRoutes, sandboxRoutes, sessionRoutes } from './routes.ts';
import { staffSessionMiddleware } from './staff/staff-session.ts';
import { csrfMiddleware, sessionMiddleware } from './session/middleware.ts';

/** Paths answered by the JSON API (everything else belongs to the storefront). */
export const API_PREFIXES = ['/api/', '/laravel/'] as const;
const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));
/** The back office's API (`/api/admin/…`): staff sessions only. */
const isAdminApiPath = (path: string) => path.startsWith(ADMIN_API_PREFIX);

/** Bytes of a multipart body besides its file: boundaries, part headers, a long file name. */
const MULTIPART_FRAMING = 64 * 1024;

/** Whether a URL carries a NUL character, raw or percent-encoded (in any case). */
const hasNul = (url: string) => url.includes('\u0000') || /%00/i.test(url);

/**
 * Builds the API application. The storefront (SSR) and static files are mounted on top of it by
 * `server.ts`; tests use this directly over real HTTP.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof HttpProblem) return jsonError(c, error.status, error.message, error.errors);
    // Unexpected: log for developers, never leak a stack trace to the client.
    // A shared proof's token is a secret: its path is logged without it.
    const path = isProofLinkPath(c.req.path) ? c.req.path.replace(/^(\/(?:api\/)?proof\/)[^/]+/, '$1[token]') : c.req.path;
    console.error(`[shop-server] ${c.req.method} ${path} from ${c.get('clientAddress') ?? 'unknown'}:`, error);
    return jsonError(c, 500, 'Internal Server Error');
  });

  // First, so every answer gets them: API, errors, static files and the storefront mounted later.
  app.use('*', securityHeaders(deps.config));
  // The client's address (behind a trusted proxy, the one it forwarded) for throttles and log lines.
  app.use('*', clientAddress(deps.config));

  // PostgreSQL text cannot hold NUL: a request carrying one (`/api/products/%00`, `?q=%00`) is
  // refused here as malformed rather than failing in the database.
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path) && hasNul(c.req.url)) return jsonError(c, 400, 'リクエストのURLに使用できない文字（NUL）が含まれています。');
    return next();
  });

  app.use('*', async (c, next) => {
    if (deps.config.maintenance && isApiPath(c.req.path)) {
      return jsonError(c, 503, maintenanceMessage(deps.config.maintenance));
    }
    return next();
  });

  const jsonBodyLimit = bodyLimit({
    maxSize: deps.config.bodyLimit,
    onError: (c) => jsonError(c, 413, `Request body larger than ${deps.config.bodyLimit} bytes.`),
  });
  // An upload may be up to FILE_LIMIT, plus room for the multipart framing (the file itself is
  // measured again by its handler); shoppers read this one, so it is Japanese.
  const uploadBodyLimit = bodyLimit({
    maxSize: deps.config.fileLimit + MULTIPART_FRAMING,
    onError: (c) => jsonError(c, 413, FILE_MESSAGES.tooLarge(deps.config.fileLimit)),
  });
  // A saved design (the design tool's document, images by reference) may be up to DESIGN_BODY_LIMIT.
  const designBodyLimit = bodyLimit({
    maxSize: DESIGN_BODY_LIMIT,
    onError: (c) => jsonError(c, 413, DESIGN_MESSAGES.tooLarge(DESIGN_BODY_LIMIT)),
  });
  const upload = API_ROUTES.fileUpload;
  const isDesignPath = (path: string) => path === API_ROUTES.designCreate.path || path.startsWith(`${API_ROUTES.designCreate.path}/`);
  const limitOf = (method: string, path: string) =>
    method === upload.method && path === upload.path ? uploadBodyLimit : isDesignPath(path) ? designBodyLimit : jsonBodyLimit;
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}*`, (c, next) => limitOf(c.req.method, c.req.path)(c, next));
  }

  // CSRF before any route, so no router (the catalogue's POST /api/content/query included) escapes it.
  // The back office's API has its own session and CSRF token instead (staff/staff-session.ts): a
  // customer's session never reaches an admin route, nor a staff session a customer's.
  const csrf = csrfMiddleware(deps);
  const session = sessionMiddleware(deps);
  const customerOnly =
    (middleware: typeof csrf): typeof csrf =>
    (c, next) =>
      isAdminApiPath(c.req.path) ? next() : middleware(c, next);
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, customerOnly(csrf));
  for (const routes of publicRoutes(deps)) app.route('/', routes);
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, customerOnly(session));
  // Every answer from here on reads the session: no cache may keep it (http/private-answers.ts).
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, privateAnswers());
  for (const routes of sessionRoutes(deps)) app.route('/', routes);
  app.use(`${ADMIN_API_PREFIX}*`, staffSessionMiddleware(deps));
  for (const routes of adminRoutes(deps)) app.route('/', routes);
  const sandbox = sandboxRoutes(deps);
  if (sandbox) app.route('/', sandbox);

  // Unknown API paths answer JSON, never the storefront's HTML 404.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, (c) => jsonError(c, 404, `No route for ${c.req.method} ${c.req.path}.`));
  }
  return app;
}
