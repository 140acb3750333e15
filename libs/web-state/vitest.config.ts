import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';

// jsdom: the atoms read and write localStorage and listen to the window's storage events.
export default defineConfig({
  test: testConfig({ name: 'web-state', test: { environment: 'jsdom', setupFiles: ['src/testing/setup.ts'] } }),
});
