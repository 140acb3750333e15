/** The line mock-ups (issue #30), spread into `API_ROUTES` (api-routes.ts); see schemas/line-mockup.ts. */
import * as v from 'valibot';
import { wireObject } from '../schemas/common.ts';
import { ImageBytesSchema } from '../schemas/file.ts';
import { LINE_MOCKUP_DRAFT_PATH } from '../schemas/line-mockup.ts';

/**
 * The query of `GET /api/mockups/draft` as it travels (strings, `lineMockupDraftQuery` builds it);
 * `parseLineMockupDraft` reads it, and the server answers 400 with its reason when it is malformed.
 */
export const LineMockupDraftQuerySchema = wireObject({ product: v.string(), color: v.string(), prints: v.string() });
import { defineRoute } from './api-route.ts';

export const MOCKUP_ROUTES = {
  lineMockupDraft: defineRoute({
    method: 'GET',
    path: LINE_MOCKUP_DRAFT_PATH,
    query: LineMockupDraftQuerySchema,
    summary:
      "The design on the garment for a line not ordered yet (cart, estimate): PNG, 400 × 400, the product in one colour with the caller's uploads at their layouts (query from `lineMockupDraftQuery`; 400 malformed, 404 for an unknown product or colour, an unknown spec, or another owner's file). Cache-Control private, no-store",
    response: ImageBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: false,
    mutates: false,
  }),
  productionMockup: defineRoute({
    method: 'GET',
    path: '/api/mockups/productions/:token',
    summary:
      "The design on the garment for an ordered production (order pages, mails): PNG, 400 × 400, the first ordered colour with each placement's latest art version at its layout, on the front (the back when nothing prints there, or `?side=back`; 400 for another side). The token is the production's unguessable capability (no session needed: mails); 404 for any other. Cache-Control private, max-age=300, with an ETag",
    response: ImageBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: false,
    mutates: false,
  }),
} as const;
