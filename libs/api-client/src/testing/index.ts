/**
 * Test helpers, not part of the runtime API: `import { startLaravelTestServer } from '@shop/api-client/testing'`.
 * Wire fixtures (`WIRE_EXAMPLES`) live with the contract: `@shop/api-contract/testing`.
 */
export { startLaravelTestServer } from './laravel-test-server.ts';
export type { Handler, LaravelTestServer, RecordedRequest, Reply } from './laravel-test-server.ts';
