/**
 * Test helpers, not part of the runtime API: `import { createFakeApi } from '@shop/web-state/testing'`.
 */
export { answer, createFakeApi } from './fake-api.ts';
export type { FakeApi } from './fake-api.ts';
