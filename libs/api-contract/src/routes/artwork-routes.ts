/** The customer's calls of the artwork loop (issue #30), spread into `API_ROUTES` (api-routes.ts). */
import {
  ArtAcceptAsIsRequestSchema,
  ArtChangeRequestSchema,
  ArtJobListResponseSchema,
  ArtJobResponseSchema,
  ArtProofApprovalRequestSchema,
  ArtResubmitRequestSchema,
} from '../schemas/artwork.ts';
import { defineRoute } from './api-route.ts';

const own = { requiresLogin: true } as const;

export const ARTWORK_ROUTES = {
  orderArtJobs: defineRoute({
    ...own,
    method: 'GET',
    path: '/api/orders/:number/art_jobs',
    summary:
      "An order's art jobs (one per production × placement): state in words, versions, proof mock-ups, defect reasons, deadline, the recounted shipping date (404 for another customer's)",
    response: ArtJobListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  artProofApprove: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/art_jobs/:id/proof_approval',
    summary: '「この内容で進める」: approve the proof of the latest version (409 for an older version)',
    request: ArtProofApprovalRequestSchema,
    response: ArtJobResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  artChangeRequest: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/art_jobs/:id/change_requests',
    summary: '「修正を依頼する」: ask for changes to the proof, with a note (409 for an older version)',
    request: ArtChangeRequestSchema,
    response: ArtJobResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  artAcceptAsIs: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/art_jobs/:id/acceptance',
    summary:
      '「このまま進める」: print the latest version of a データ不備 as it is when every reason is a warning (422 when one is an error, 409 for an older version)',
    request: ArtAcceptAsIsRequestSchema,
    response: ArtJobResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  artResubmit: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/art_jobs/:id/versions',
    summary: 'Send a new version: a file uploaded through the file API or a design-tool export (images and print files only)',
    request: ArtResubmitRequestSchema,
    response: ArtJobResponseSchema,
    successStatus: 201,
    mutates: true,
  }),
};
