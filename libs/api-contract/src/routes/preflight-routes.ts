/** The preflight at upload (issue #30), spread into `API_ROUTES` (api-routes.ts). */
import { PreflightRequestSchema, PreflightResponseSchema } from '../schemas/preflight.ts';
import { defineRoute } from './api-route.ts';

export const PREFLIGHT_ROUTES = {
  preflightCheck: defineRoute({
    method: 'POST',
    path: '/api/preflight',
    summary:
      "Measure one of the caller's uploads (guests too) and answer the preflight findings for a print spec, layout, garment colours and inks (404 for another owner's file or an unknown spec; nothing is stored)",
    request: PreflightRequestSchema,
    response: PreflightResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: true, // nothing is stored, but it is a POST of the caller's file: the CSRF token like every other
  }),
} as const;
