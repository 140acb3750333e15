/**
 * @shop/api-client: the one way UI code talks to the server. One ky instance behind
 * `createApiClient`, the CSRF handshake, cookie reading, and one error class per failure kind.
 * Routes, schemas and wire types come from `@shop/api-contract`. See README.md.
 */
export { createApiClient } from './client/create-api-client.ts';
export type { ApiClient, ProductListParams } from './client/create-api-client.ts';
export type { ApiClientOptions } from './client/transport.ts';
export { cookieFromHeader, createCookieJar } from './client/cookies.ts';
export type { FetchFunction } from './client/cookies.ts';
export { ApiError, isApiError } from './errors/api-error.ts';
export { UnauthenticatedError } from './errors/unauthenticated-error.ts';
export { NotFoundError } from './errors/not-found-error.ts';
export { CsrfMismatchError } from './errors/csrf-mismatch-error.ts';
export { ValidationError } from './errors/validation-error.ts';
export { TooManyRequestsError } from './errors/too-many-requests-error.ts';
export { MaintenanceError } from './errors/maintenance-error.ts';
export { HttpError } from './errors/http-error.ts';
export { SchemaMismatchError } from './errors/schema-mismatch-error.ts';
