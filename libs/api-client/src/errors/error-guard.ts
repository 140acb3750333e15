/**
 * The type guard of one error class: `isNotFoundError = errorGuard(NotFoundError)` is true for a
 * `NotFoundError` and its subclasses (`instanceof`).
 */
export function errorGuard<E extends Error>(type: abstract new (...args: never[]) => E): (error: unknown) => error is E {
  return (error: unknown): error is E => error instanceof type;
}
