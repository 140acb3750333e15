// The session, carts, cashier and print orders persist in localStorage: no test inherits another's.
import { afterEach } from 'vitest';

afterEach(() => {
  // Tests of plain modules run without a DOM (`@vitest-environment node`).
  if (typeof window !== 'undefined') window.localStorage.clear();
});
