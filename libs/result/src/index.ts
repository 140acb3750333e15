// Public API of @shop/result: explicit named exports only.
export { ok, refuse } from './result.ts';
export type { Result } from './result.ts';
