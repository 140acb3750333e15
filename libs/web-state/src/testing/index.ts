/**
 * Test helpers, not part of the runtime API: `import { createTestStore } from '@shop/web-state/testing'`.
 */
export { answer, createFakeApi } from './fake-api.ts';
export type { FakeApi } from './fake-api.ts';
export { createTestStore, noContent, requestLines } from './test-store.ts';
export type { TestStore } from './test-store.ts';
export { aGuestLineDisplay } from './guest-line-display.ts';
export { FakeXhr, uploadAnswer } from '../files/fake-xhr.ts';
