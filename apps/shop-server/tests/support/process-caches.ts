/**
 * Setup file of the server suites (vitest.config.ts `setupFiles`). The test files of a worker run one
 * after another in one process and share its modules (`isolate: false`: 305 s instead of 475 s for
 * the suite on two cores, 2026-11-30), but each file has databases of its own whose ids repeat the
 * other files'. So the in-process copies keyed by those ids are emptied before each file: the
 * sessions, the cart answers, and the catalogue's answer caches.
 */
import { beforeAll } from 'vitest';
import { clearCartContentsCache } from '../../src/cart/contents-cache.ts';
import { forgetResponseCaches } from '../../src/catalog/cache.ts';
import { clearSessionCache } from '../../src/session/session-cache.ts';

beforeAll(() => {
  clearSessionCache();
  clearCartContentsCache();
  forgetResponseCaches();
});
