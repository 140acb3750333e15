import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { runInNewContext } from 'node:vm';
import { defineConfig, type Plugin } from 'vite';
import { designtoolFonts } from './vite-fonts.ts';
import { sourceCondition } from '../../tools/source-condition.ts';

/**
 * The design tool: a client-only React app. apps/shop-server serves `dist/index.html` on
 * /designtool and /product/{code}/print-inkjet-design(-mobile), and `dist/` itself under
 * /designtool-assets/.
 */

/** heic2any's worker: its source as a string literal, then a Worker made from a blob: URL of it. */
const HEIC2ANY_WORKER =
  /var workerString = ("(?:[^"\\]|\\.)*");\s*var blob = new Blob\(\[workerString\], \{type: 'application\/javascript'\}\);\s*window\.__heic2any__worker = new Worker\(URL\.createObjectURL\(blob\)\);/;

/**
 * Content-Security-Policy: heic2any starts its decoder in a Worker made from a blob: URL, where its
 * Emscripten `new Function` is refused; emitted as a file of our own the worker is allowed by
 * worker-src 'self' (the same rewrite as apps/shop-web's vite.config.ts).
 */
function heic2anyWorkerFile(): Plugin {
  return {
    name: 'designtool:heic2any-worker-file',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]heic2any[\\/]dist[\\/]heic2any\.js$/ },
      handler(code) {
        const found = HEIC2ANY_WORKER.exec(code);
        if (!found) this.error('heic2any: its blob: worker was not found; see heic2anyWorkerFile in vite.config.ts');
        const source = runInNewContext(found[1]!) as string;
        const file = this.emitFile({ type: 'asset', name: 'heic2any-worker.js', source });
        return code.replace(found[0], () => `window.__heic2any__worker = new Worker(import.meta.ROLLUP_FILE_URL_${file});`);
      },
    },
  };
}

const VENDOR = /node_modules[\\/](react|react-dom|scheduler|jotai|valibot)[\\/]/;

export default defineConfig({
  base: '/designtool-assets/',
  plugins: [sourceCondition(), react(), vanillaExtractPlugin(), heic2anyWorkerFile(), designtoolFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: VENDOR, priority: 2 }] } } },
  },
});
