import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

// jsdom: the atoms read and write localStorage and listen to the window's storage events.
export default defineConfig({
  plugins: [sourceCondition()],
  test: testConfig({ name: 'web-state', test: { environment: 'jsdom', setupFiles: ['src/testing/setup.ts'] } }),
});
