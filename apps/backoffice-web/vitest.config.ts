import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

export default defineConfig({
  plugins: [sourceCondition(), vanillaExtractPlugin(), react()],
  test: testConfig({ name: 'backoffice-web', test: { environment: 'jsdom' } }),
});
