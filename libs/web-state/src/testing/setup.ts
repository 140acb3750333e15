// The session, carts, cashier and print orders persist in localStorage: no test inherits another's.
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
});
