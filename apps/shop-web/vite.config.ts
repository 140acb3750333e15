import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  // reactRouter() must stay out of vitest (vitest.config.ts has its own plugin list).
  plugins: [reactRouter(), vanillaExtractPlugin()],
});
