import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

/** Files that fail in a VM context (events and blobs from another realm): each runs in a worker of its own. */
const OWN_WORKER = ['app/checkout/card-form.test.tsx', 'app/estimates/quote-buttons.test.tsx', 'app/routes/account/order-receipt.test.tsx'];

// No reactRouter() here: route modules are tested with createRoutesStub and direct loader/meta calls.
export default defineConfig({
  plugins: [sourceCondition(), vanillaExtractPlugin(), react()],
  test: testConfig({
    name: 'shop-web',
    test: {
      // Inline projects add their own include to the root's (vitest 5): the root lists none.
      include: [],
      environment: 'jsdom',
      setupFiles: ['app/testing/setup.ts'],
      // A test's own limit (ms), not a wait: form tests of 1–3 s alone passed 5 s with two suites on two cores.
      testTimeout: 15_000,
      // Each file in a VM context of a reused worker (a fresh module graph and DOM per file, without a
      // new process and jsdom per file): 56 s instead of 135–190 s for the ~1,000 tests. The files
      // whose typing goes through DOM events crossing realms (InputEvent, Blob) keep a worker each.
      projects: [
        { test: { name: 'shop-web', pool: 'vmThreads', include: ['app/**/*.test.ts', 'app/**/*.test.tsx'], exclude: OWN_WORKER } },
        { test: { name: 'shop-web (own worker)', pool: 'threads', include: OWN_WORKER } },
      ],
    },
  }),
});
