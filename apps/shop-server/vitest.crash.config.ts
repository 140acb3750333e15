import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

const onPostgres = Boolean(process.env['DATABASE_URL']);

/**
 * The crash test (tests/process/crash.test.ts, docs/decisions/019) as a suite of its own: it kills and
 * restarts real server processes, so it runs alone (`nx run shop-server:crash-test`, and
 * `crash-test-postgres` with two processes on PostgreSQL), not among the server suites.
 */
export default defineConfig({
  plugins: [sourceCondition()],
  test: testConfig({
    name: onPostgres ? 'shop-server-crash-postgres' : 'shop-server-crash',
    test: {
      include: ['tests/process/crash.test.ts'],
      globalSetup: ['tests/global-setup.ts'],
      // Under two minutes on an idle 2-core machine; a loaded one may take much longer, and that is no failure.
      testTimeout: 1_800_000,
      hookTimeout: 60_000,
    },
  }),
});
