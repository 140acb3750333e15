/**
 * The fonts on Node (`@shop/design-document/node-fonts`): the manifest built from the Fontsource
 * packages' CSS in node_modules, their files' paths, and glyph outlines read from those files. The
 * app's Vite plugin uses it to copy the font files and write the manifest; tests, benchmarks and a
 * server-side export use it to set text in outlines without a browser. Not part of the main entry
 * (it reads files).
 */
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_FAMILIES } from './fonts.ts';
import { buildFontManifest, type FontManifest } from './font-manifest.ts';
import { createGlyphOutlines, type GlyphOutlines } from './outlines.ts';

export interface NodeFonts {
  readonly manifest: FontManifest;
  /** Absolute path of every file the manifest names (WOFF and WOFF2), by file name. */
  readonly files: ReadonlyMap<string, string>;
}

/** A Fontsource package's directory, resolved from `from` (a file path or file URL; this module by default). */
export function fontPackageDir(packageName: string, from: string = import.meta.url): string {
  return dirname(createRequire(from).resolve(`${packageName}/package.json`));
}

/** The catalogue's fonts as installed: the manifest (files under `base`) and where each file is. */
export function nodeFonts(options: { base?: string; resolveFrom?: string } = {}): NodeFonts {
  const dirs = new Map(FONT_FAMILIES.map((f) => [f.packageName, fontPackageDir(f.packageName, options.resolveFrom)]));
  const manifest = buildFontManifest(
    (pkg, weight) => readFileSync(join(dirs.get(pkg) as string, `${weight}.css`), 'utf8'),
    options.base ?? '/fonts/',
  );
  const files = new Map<string, string>();
  for (const font of FONT_FAMILIES) {
    const dir = join(dirs.get(font.packageName) as string, 'files');
    for (const subset of manifest.fonts[font.id]?.subsets ?? []) {
      files.set(subset.woff, join(dir, subset.woff));
      if (subset.woff2) files.set(subset.woff2, join(dir, subset.woff2));
    }
  }
  return { manifest, files };
}

/** Glyph outlines read from the installed font files. */
export function nodeGlyphOutlines(fonts: NodeFonts = nodeFonts()): GlyphOutlines {
  return createGlyphOutlines({
    manifest: fonts.manifest,
    fetchFile: async (file) => {
      const path = fonts.files.get(file);
      if (!path) throw new Error(`Unknown font file: ${file}`);
      return new Uint8Array(await readFile(path));
    },
  });
}
