/**
 * The design-tool calls of the route table (issue #12), spread into `API_ROUTES` (api-routes.ts):
 * a logged-in customer's saved designs. Another customer's design answers 404 like a missing one.
 */
import { NoContentSchema, PageQuerySchema } from '../schemas/common.ts';
import { DesignCreateRequestSchema, DesignListResponseSchema, DesignResponseSchema, DesignUpdateRequestSchema } from '../schemas/design.ts';
import { defineRoute } from './api-route.ts';

export const DESIGN_ROUTES = {
  designList: defineRoute({
    method: 'GET',
    path: '/api/designs',
    summary: "The customer's saved designs without their documents, the latest saved first, 20 a page",
    query: PageQuerySchema,
    response: DesignListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  designCreate: defineRoute({
    method: 'POST',
    path: '/api/designs',
    summary:
      'Save a new design: a design document (checked by parseDesignDocument, 422 naming the problem; over 2 MiB 413) and an optional thumbnail upload',
    request: DesignCreateRequestSchema,
    response: DesignResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  designShow: defineRoute({
    method: 'GET',
    path: '/api/designs/:id',
    summary: "One saved design with its document (404 for another customer's)",
    response: DesignResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  designUpdate: defineRoute({
    method: 'PUT',
    path: '/api/designs/:id',
    summary: 'Replace the document of a design saved at `revision` (409 when it was saved since); the answer has the next revision',
    request: DesignUpdateRequestSchema,
    response: DesignResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  designDelete: defineRoute({
    method: 'DELETE',
    path: '/api/designs/:id',
    summary: 'Delete a saved design',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
} as const;
