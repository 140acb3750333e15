import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';

export default defineConfig({ test: testConfig({ name: 'result', coverageLines: 95 }) });
