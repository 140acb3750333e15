import { defineConfig } from 'vitest/config';
import { testConfig } from './vitest-preset.ts';
import { sourceCondition } from './source-condition.ts';

export default defineConfig({ plugins: [sourceCondition()], test: testConfig({ name: 'tools', test: { testTimeout: 60_000 } }) });
