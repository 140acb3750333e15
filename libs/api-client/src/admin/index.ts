/**
 * @shop/api-client/admin: the back office's client (`createAdminClient`) over `ADMIN_ROUTES`, with
 * the staff CSRF handshake. Errors are the same classes as the storefront client's.
 */
export { createAdminClient } from './create-admin-client.ts';
export type { AdminClient } from './create-admin-client.ts';
export { ApiError, isApiError } from '../errors/api-error.ts';
export { UnauthenticatedError } from '../errors/unauthenticated-error.ts';
export { NotFoundError } from '../errors/not-found-error.ts';
export { CsrfMismatchError } from '../errors/csrf-mismatch-error.ts';
export { ValidationError } from '../errors/validation-error.ts';
export { TooManyRequestsError } from '../errors/too-many-requests-error.ts';
export { HttpError } from '../errors/http-error.ts';
export type { ApiClientOptions } from '../client/transport.ts';
