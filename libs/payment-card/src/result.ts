/** A success carrying `value`, or a refusal carrying a typed `error` (expected refusals are values). */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };
