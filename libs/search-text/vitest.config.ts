import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

export default defineConfig({ plugins: [sourceCondition()], test: testConfig({ name: 'search-text', coverageLines: 95 }) });
