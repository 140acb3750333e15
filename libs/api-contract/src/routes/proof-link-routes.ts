/** Shared proofs (issue #30, 「校正を共有する」), spread into `API_ROUTES` (api-routes.ts). */
import { ImageBytesSchema } from '../schemas/file.ts';
import { NoContentSchema } from '../schemas/common.ts';
import {
  ProofLinkCreatedResponseSchema,
  ProofLinkCreateRequestSchema,
  ProofLinkListResponseSchema,
  ProofLinkViewResponseSchema,
} from '../schemas/proof-link.ts';
import { defineRoute } from './api-route.ts';

export const PROOF_LINK_ROUTES = {
  proofLinkCreate: defineRoute({
    method: 'POST',
    path: '/api/proof_links',
    summary:
      "Share a proof: a read-only link (128-bit token, shown once, kept hashed; 90 days) to a snapshot without prices of a print order in the cart (guests: the browser cart's), or of an order's production; throttled per session",
    request: ProofLinkCreateRequestSchema,
    response: ProofLinkCreatedResponseSchema,
    successStatus: 201,
    requiresLogin: false,
    mutates: true,
  }),
  proofLinkList: defineRoute({
    method: 'GET',
    path: '/api/proof_links',
    summary: "The caller's shared proofs, newest first: the customer's, or a guest session's (empty without a session)",
    response: ProofLinkListResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: false,
  }),
  proofLinkRevoke: defineRoute({
    method: 'DELETE',
    path: '/api/proof_links/:id',
    summary: "Revoke one of the caller's shared proofs (404 for another's); the link then answers 410",
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: false,
    mutates: true,
  }),
  proofLinkView: defineRoute({
    method: 'GET',
    path: '/api/proof/:token',
    summary:
      'The shared proof by its token, read-only and without prices (404 unknown, 410 revoked or expired; noindex, no-referrer, no-store)',
    response: ProofLinkViewResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: false,
  }),
  proofLinkArtwork: defineRoute({
    method: 'GET',
    path: '/api/proof/:token/artwork/:index',
    summary: "A shared proof's artwork picture (the placement's preview rendition), served through the link only",
    response: ImageBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: false,
    mutates: false,
  }),
} as const;
