/**
 * The SVG importer on demand: `const { importSvg } = await loadSvgImport()`. Its XML reader and
 * svgpath stay out of the editor's first JavaScript (a bundler makes this import a chunk of its own).
 */
import type * as SvgEntry from './index.ts';

export function loadSvgImport(): Promise<typeof SvgEntry> {
  return import('./index.ts');
}
