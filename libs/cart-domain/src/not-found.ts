/** How refresh recognises "this entry no longer exists" among fetcher errors (spec §8). */

/** An error carrying an HTTP status, as the api-client's errors do (spec §8: message and statusCode). */
export interface HttpStatusError {
  readonly statusCode: number;
}

/** True for an error whose `statusCode` is 404; refresh removes the entry instead of rethrowing. */
export function isNotFound(error: unknown): error is HttpStatusError {
  return typeof error === 'object' && error !== null && 'statusCode' in error && (error as HttpStatusError).statusCode === 404;
}
