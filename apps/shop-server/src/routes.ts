/**
 * The mount table: the only module that knows every route of the server. Each domain folder exports
 * its routes (`<domain>-routes.ts`); `createApp` (app.ts) mounts the API lists in this order, the
 * public ones before the session middleware and the others after it, and the process (main.ts) adds
 * what it serves besides the API. Order matters where two routers could answer one path: the first
 * mounted wins.
 */
import type { Hono } from 'hono';
import { accountRoutes } from './account/account-routes.ts';
import { addressRoutes } from './addresses/address-routes.ts';
import { mountAdminRoute } from './admin/admin-routes.ts';
import { artworkCheckRoutes } from './artwork/artwork-check-routes.ts';
import { artworkCheckService } from './artwork/artwork-check-service.ts';
import { artworkRoutes } from './artwork/artwork-routes.ts';
import { ordersWithArtwork } from './artwork/artwork-service.ts';
import { productionMockupSource } from './artwork/production-mockup-source.ts';
import { auditRoutes } from './audit/audit-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { byobRoutes } from './byob/byob-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { designRoutes } from './designs/design-routes.ts';
import { estimateRoutes } from './estimates/estimate-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { inquiryRoutes } from './inquiries/inquiry-routes.ts';
import { loyaltyRoutes } from './loyalty/loyalty-routes.ts';
import { adminMessageRoutes, messageRoutes } from './messages/message-routes.ts';
import { orderDeskRoutes } from './order-desk/order-desk-routes.ts';
import { draftMockupRoutes, productionMockupRoutes } from './mockups/mockup-routes.ts';
import { checkoutRoutes } from './orders/checkout-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { SandboxGateway } from './payments/sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './payments/sandbox-gateway-routes.ts';
import { receiptRoutes } from './receipts/receipt-routes.ts';
import { receiptService } from './receipts/receipt-service.ts';
import { preflightRoutes } from './preflight/preflight-routes.ts';
import { proofLinkRoutes } from './proof-links/proof-link-routes.ts';
import { cartReorderEntries } from './reorders/reorder-cart-service.ts';
import { reorderRoutes } from './reorders/reorder-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { paymentMethodRoutes } from './saved-cards/saved-card-routes.ts';
import { staffRoutes } from './staff/staff-routes.ts';
import { mountBackoffice } from './web/backoffice.ts';
import { mountDesignTool } from './web/designtool.ts';
import { sitemapRoutes } from './web/sitemap-routes.ts';
import { mountStorefront } from './web/storefront.ts';

type Routes = Hono<AppEnv>;

/**
 * Routes that need no session: the health check, the catalogue's public, cacheable reads, the
 * search, and an ordered production's mock-up (its token is the capability; the artwork folder
 * says what it draws, handed over here).
 */
export function publicRoutes(deps: AppDeps): Routes[] {
  return [
    healthRoutes(deps),
    catalogRoutes(deps),
    searchRoutes(deps),
    productionMockupRoutes(deps, (token) => productionMockupSource(deps.db, token)),
  ];
}

/** Routes behind the session middleware (it reads the cookie of API paths only), in mount order. */
export function sessionRoutes(deps: AppDeps): Routes[] {
  // orders make art jobs and wait for them before production; the artwork loop cancels orders by its deadline rule
  const { orders, artwork } = ordersWithArtwork(deps);
  return [
    authRoutes(deps),
    // the cart serves its reorder entries through the reorders folder, handed over here
    cartRoutes(deps, cartReorderEntries),
    checkoutRoutes(orders),
    orderRoutes(orders),
    // receipts and invoices read the orders through their service, handed over here
    receiptRoutes(receiptService({ db: deps.db, now: deps.now, orders })),
    artworkRoutes(artwork),
    // the order's thread between the customer and the shop
    messageRoutes(deps),
    // shared proofs copy a customer's order productions through the order service, handed over here
    proofLinkRoutes({ db: deps.db, now: deps.now, files: deps.files, orders }),
    addressRoutes(deps),
    loyaltyRoutes(deps),
    accountRoutes(deps),
    paymentMethodRoutes(deps),
    inquiryRoutes(deps),
    fileRoutes(deps),
    draftMockupRoutes(deps),
    preflightRoutes(deps),
    designRoutes(deps),
    reviewRoutes(deps),
    reorderRoutes(deps),
    byobRoutes(deps),
    estimateRoutes(deps),
    sitemapRoutes(deps), // /robots.txt and /sitemap.xml, before the storefront
  ];
}

/**
 * The back office's API (`/api/admin/*`), behind the staff session middleware (never the customer's):
 * staff accounts and sessions, the audit log, the dashboard and orders, the order messages and the
 * artwork check. Each handler's stage and permission checks come from its ADMIN_ROUTES entry
 * (http/admin-route.ts).
 */
export function adminRoutes(deps: AppDeps): Routes[] {
  // the order desk and the artwork check work through the same order service (with the artwork loop
  // plugged in) and artwork service as the customer's routes and the CLI
  const services = ordersWithArtwork(deps);
  const check = artworkCheckService({ db: deps.db, files: deps.files, now: deps.now, fileLimit: deps.config.fileLimit }, services.artwork);
  return [
    staffRoutes(deps),
    auditRoutes(deps),
    orderDeskRoutes(deps, services),
    adminMessageRoutes(deps),
    artworkCheckRoutes(check, deps.config.fileLimit),
  ];
}

/**
 * The sandbox card gateway: its own system on its own path (no shop session, CSRF or tables),
 * mounted last, before the storefront so its pages are not the shop's 404. A real provider is
 * served elsewhere (undefined then).
 */
export function sandboxRoutes(deps: AppDeps) {
  return deps.payments instanceof SandboxGateway ? sandboxGatewayRoutes(deps.payments) : undefined;
}

/**
 * What the process serves besides the API (main.ts, on the app `createApp` built), in this order:
 * the operator's command endpoint, the back office (/admin), the design tool's pages and files, then the storefront, which
 * answers every path left (and keeps /designtool/<slug>, the manual).
 */
export async function mountProcessRoutes(app: Routes, deps: AppDeps, adminToken: () => string | null, webBuildDir?: string): Promise<void> {
  // The operator's command line runs its commands here while this process holds the embedded database.
  mountAdminRoute(app, deps, adminToken);
  mountBackoffice(app, deps);
  mountDesignTool(app, deps);
  await mountStorefront(app, deps, webBuildDir);
}
