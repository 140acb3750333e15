import { configDefaults, defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

const onPostgres = Boolean(process.env['DATABASE_URL']);

export default defineConfig({
  plugins: [sourceCondition()],
  test: testConfig({
    name: onPostgres ? 'shop-server-postgres' : 'shop-server',
    test: {
      // On PostgreSQL only the suites under tests/ run: they are the ones that reach a database (the
      // unit tests beside the code in src/ never do, and gain nothing from a second run).
      ...(onPostgres ? { include: ['tests/**/*.test.ts'] } : {}),
      // The crash test is a suite of its own (vitest.crash.config.ts).
      // Files named *.postgres.test.ts test what only PostgreSQL has: they run in its suites alone.
      exclude: [...configDefaults.exclude, 'tests/process/crash.test.ts', ...(onPostgres ? [] : ['tests/**/*.postgres.test.ts'])],
      globalSetup: ['tests/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file gets its own database; two workers keep memory and the 2-core machine in check.
      maxWorkers: 2,
      // A worker's files share its modules (the app's code is imported once per worker, not per
      // file); tests/support/process-caches.ts empties the in-process caches before each file.
      isolate: false,
      setupFiles: ['tests/support/process-caches.ts'],
    },
  }),
});
