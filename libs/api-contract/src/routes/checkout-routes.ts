/**
 * The checkout calls of the route table (docs/decisions/009-checkout-orders-payments.md), spread into
 * `API_ROUTES` (api-routes.ts) so each area's entries live beside their schemas.
 */
export const CHECKOUT_ROUTES = {} as const;
