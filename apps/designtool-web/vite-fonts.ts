/**
 * The design tool's fonts in the build: copies the weight-400 subset files of the catalogue's
 * Fontsource packages (WOFF2 for the browser, WOFF for opentype.js's outlines in the export) to
 * `fonts/` in the output, and writes `fonts/manifest.json` (each font's subsets with their unicode
 * ranges, from the packages' CSS, written compactly: ~130 kB, ~36 kB gzip). The dev server serves the same paths from node_modules. Nothing
 * of it enters the JavaScript bundle: src/fonts fetches the manifest when a text first needs a font.
 *
 * In vite.config.ts: `import { designtoolFonts } from './vite-fonts.ts'` and `plugins: [designtoolFonts()]`.
 */
import { compactFontManifest } from '@shop/design-document';
import { nodeFonts, type NodeFonts } from '@shop/design-document/node-fonts';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the files go under the output directory and the base URL. */
export const FONTS_DIR = 'fonts';

export function designtoolFonts(options: { dir?: string } = {}): Plugin {
  const dir = options.dir ?? FONTS_DIR;
  let config: ResolvedConfig;
  let fonts: NodeFonts | null = null;
  const load = () =>
    (fonts ??= nodeFonts({ base: `${config.base.endsWith('/') ? config.base : `${config.base}/`}${dir}/`, resolveFrom: import.meta.url }));

  return {
    name: 'designtool:fonts',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const prefix = `${load().manifest.base}`;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return next();
        const name = decodeURIComponent(path.slice(prefix.length));
        if (name === 'manifest.json') {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(compactFontManifest(load().manifest)));
          return;
        }
        const file = load().files.get(name);
        if (!file) return next();
        res.setHeader('Content-Type', name.endsWith('.woff2') ? 'font/woff2' : 'font/woff');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle(output) {
      const target = join(resolve(config.root, output.dir ?? config.build.outDir), dir);
      await mkdir(target, { recursive: true });
      const { manifest, files } = load();
      await writeFile(join(target, 'manifest.json'), JSON.stringify(compactFontManifest(manifest)));
      // A few at a time: some 1,700 files.
      const queue = [...files];
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let next = queue.pop(); next; next = queue.pop()) await copyFile(next[1], join(target, next[0]));
        }),
      );
    },
  };
}
