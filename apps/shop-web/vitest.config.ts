import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-preset.ts';

// No reactRouter() here: route modules are tested with createRoutesStub and direct loader/meta calls.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: testConfig({
    name: 'shop-web',
    test: {
      include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['app/testing/setup.ts'],
    },
  }),
});
