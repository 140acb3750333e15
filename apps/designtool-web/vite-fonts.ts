/**
 * The design tool's fonts in the build: copies the weight-400 subset files of the catalogue's
 * Fontsource packages (WOFF2 for the browser, WOFF for opentype.js's outlines in the export) to
 * `fonts/` in the output, and writes `fonts/manifest.json` (each font's subsets with their unicode
 * ranges, from the packages' CSS, written compactly: ~130 kB, ~36 kB gzip). The dev server serves the same paths from node_modules. Nothing
 * of it enters the JavaScript bundle: src/fonts fetches the manifest when a text first needs a font.
 *
 * In vite.config.ts: `import { designtoolFonts } from './vite-fonts.ts'` and `plugins: [designtoolFonts()]`.
 */
import type * as DesignDocument from '@shop/design-document';
import type * as NodeFontsEntry from '@shop/design-document/node-fonts';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the files go under the output directory and the base URL. */
export const FONTS_DIR = 'fonts';

/**
 * @shop/design-document, imported by Node when the fonts are first needed rather than with this file:
 * Vite bundles a config and what it imports with a resolver of its own, which knows neither the
 * `@shop/source` condition nor a library that is not built yet (Nx reads this config to infer the
 * project's targets before anything is built). Node resolves it through the condition in NODE_OPTIONS
 * (`.npmrc`), or to the library's build. Specifiers in variables are left alone by the bundler.
 */
const MAIN_ENTRY = '@shop/design-document';
const NODE_FONTS_ENTRY = '@shop/design-document/node-fonts';

interface LoadedFonts extends NodeFontsEntry.NodeFonts {
  /** `fonts/manifest.json`. */
  readonly manifestJson: string;
}

async function loadFonts(base: string): Promise<LoadedFonts> {
  const [{ compactFontManifest }, { nodeFonts }] = (await Promise.all([
    import(/* @vite-ignore */ MAIN_ENTRY),
    import(/* @vite-ignore */ NODE_FONTS_ENTRY),
  ])) as [typeof DesignDocument, typeof NodeFontsEntry];
  const fonts = nodeFonts({ base, resolveFrom: import.meta.url });
  return { ...fonts, manifestJson: JSON.stringify(compactFontManifest(fonts.manifest)) };
}

export function designtoolFonts(options: { dir?: string } = {}): Plugin {
  const dir = options.dir ?? FONTS_DIR;
  let config: ResolvedConfig;
  let fonts: Promise<LoadedFonts> | null = null;
  const load = () => (fonts ??= loadFonts(`${config.base.endsWith('/') ? config.base : `${config.base}/`}${dir}/`));

  return {
    name: 'designtool:fonts',
    configResolved(resolved) {
      config = resolved;
    },
    async configureServer(server) {
      const loaded = await load();
      const prefix = `${loaded.manifest.base}`;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return next();
        const name = decodeURIComponent(path.slice(prefix.length));
        if (name === 'manifest.json') {
          res.setHeader('Content-Type', 'application/json');
          res.end(loaded.manifestJson);
          return;
        }
        const file = loaded.files.get(name);
        if (!file) return next();
        res.setHeader('Content-Type', name.endsWith('.woff2') ? 'font/woff2' : 'font/woff');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle(output) {
      const target = join(resolve(config.root, output.dir ?? config.build.outDir), dir);
      await mkdir(target, { recursive: true });
      const { manifestJson, files } = await load();
      await writeFile(join(target, 'manifest.json'), manifestJson);
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
