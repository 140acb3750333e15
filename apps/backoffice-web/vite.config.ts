import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceCondition } from '../../tools/source-condition.ts';

/**
 * The back office: a client-only React app. apps/shop-server serves `dist/index.html` on /admin and
 * every path under it (with the response's CSP nonce), and `dist/` itself under /admin-assets/.
 */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|valibot)[\\/]/;

export default defineConfig({
  base: '/admin-assets/',
  plugins: [sourceCondition(), react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: VENDOR, priority: 2 }] } } },
  },
});
