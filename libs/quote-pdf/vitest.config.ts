import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';

export default defineConfig({ test: testConfig({ name: 'quote-pdf', coverageLines: 90, test: { testTimeout: 30_000 } }) });
