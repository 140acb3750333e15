import { defineConfig } from 'vitest/config';
import { testConfig } from './vitest-preset.ts';

export default defineConfig({ test: testConfig({ name: 'tools', test: { testTimeout: 60_000 } }) });
