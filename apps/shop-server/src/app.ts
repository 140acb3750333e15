import { API_ROUTES, DESIGN_BODY_LIMIT } from '@shop/api-contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpProblem, jsonError } from './http/errors.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { FILE_MESSAGES } from './files/messages.ts';
import { orderService } from './orders/order-service.ts';
import { SandboxGateway } from './payments/sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './payments/sandbox-gateway-routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { accountRoutes } from './account/account-routes.ts';
import { addressRoutes } from './addresses/address-routes.ts';
import { paymentMethodRoutes } from './saved-cards/saved-card-routes.ts';
import { authRoutes } from './session/auth-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { checkoutRoutes } from './orders/checkout-routes.ts';
import { DESIGN_MESSAGES, designRoutes } from './designs/design-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { inquiryRoutes } from './inquiries/inquiry-routes.ts';
import { loyaltyRoutes } from './loyalty/loyalty-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { reorderRoutes } from './reorders/reorder-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { byobRoutes } from './byob/byob-routes.ts';
import { estimateRoutes } from './estimates/estimate-routes.ts';
import { csrfMiddleware, sessionMiddleware } from './session/middleware.ts';
import { sitemapRoutes } from './web/sitemap.ts';

/** Paths answered by the JSON API (everything else belongs to the storefront). */
export const API_PREFIXES = ['/api/', '/laravel/'] as const;
const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

/** Bytes of a multipart body besides its file: boundaries, part headers, a long file name. */
const MULTIPART_FRAMING = 64 * 1024;

/** Whether a URL carries a NUL character, raw or percent-encoded (in any case). */
const hasNul = (url: string) => url.includes('\u0000') || /%00/i.test(url);

/** Maintenance message shown to shoppers (spec §4 Maintenance). */
export function maintenanceMessage(endPlanned: string): string {
  const end = /^(1|true|on|yes)$/i.test(endPlanned) ? '' : `終了予定: ${endPlanned}`;
  return ['ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。', end].filter(Boolean).join(' ');
}

/**
 * Builds the API application. The storefront (SSR) and static files are mounted on top of it by
 * `server.ts`; tests use this directly over real HTTP.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof HttpProblem) return jsonError(c, error.status, error.message, error.errors);
    // Unexpected: log for developers, never leak a stack trace to the client.
    console.error(`[shop-server] ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, 'Internal Server Error');
  });

  // First, so every answer gets them: API, errors, static files and the storefront mounted later.
  app.use('*', securityHeaders(deps.config));

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
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, csrfMiddleware(deps));
  app.route('/', healthRoutes(deps));
  app.route('/', catalogRoutes(deps));
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, sessionMiddleware(deps));
  app.route('/', authRoutes(deps));
  app.route('/', cartRoutes(deps));
  const orders = orderService(deps);
  app.route('/', checkoutRoutes(orders));
  app.route('/', orderRoutes(orders));
  app.route('/', addressRoutes(deps));
  app.route('/', loyaltyRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', paymentMethodRoutes(deps));
  app.route('/', inquiryRoutes(deps));
  app.route('/', fileRoutes(deps));
  app.route('/', designRoutes(deps));
  app.route('/', reviewRoutes(deps));
  app.route('/', reorderRoutes(deps));
  app.route('/', byobRoutes(deps));
  app.route('/', estimateRoutes(deps));
  app.route('/', sitemapRoutes(deps)); // /robots.txt and /sitemap.xml, before the storefront
  // The sandbox card gateway: its own system on its own path (no shop session, CSRF or tables), before
  // the storefront so its pages are not the shop's 404. A real provider is served elsewhere.
  if (deps.payments instanceof SandboxGateway) app.route('/', sandboxGatewayRoutes(deps.payments));

  // Unknown API paths answer JSON, never the storefront's HTML 404.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, (c) => jsonError(c, 404, `No route for ${c.req.method} ${c.req.path}.`));
  }
  return app;
}
