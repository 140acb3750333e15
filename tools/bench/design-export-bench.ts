/**
 * Design export benchmark (issue #12): the SVG for the printer of a page of 500 objects, 20 of them
 * texts turned into outlines (horizontal and vertical, in six fonts), on Node with the real font
 * files of the Fontsource packages. Median of BENCH_RUNS (default 9) runs of each:
 *
 * - the whole export with fresh glyph outlines (the font subsets parsed by opentype.js and every
 *   glyph outlined again; the files' bytes read beforehand, so no disk or network): goal ≤ 150 ms;
 * - the export once the fonts are parsed (drawing and serialising only);
 * - baselines of the same run: the same page without its 20 texts, and the document's JSON.
 *
 *   npx node tools/bench/design-export-bench.ts
 */
import { readFileSync } from 'node:fs';
import { FONT_IDS, mixedShapes, OBJECTS, TEXTS } from './designtool-document.ts';
import { median } from './web-common.ts';

/*
 * @shop/design-document by a computed specifier and typed here as far as used: the libraries' test
 * configs import tools/vitest-preset.ts, so any import of the library from here (type imports too)
 * would make the project graph circular (tools ↔ design-document).
 */
type Shape = { type: string; id: string; x: number; y: number; w: number; h: number; rotation: number } & Record<string, unknown>;
interface Page {
  id: string;
  printSpecId: number | null;
  name: string;
  position: string;
  width: number;
  height: number;
  shapes: Shape[];
}
interface Outlines {
  load(fontId: string, text: string): Promise<void>;
}
interface ExportOptions {
  outlines: Outlines;
  resolveImage?: (fileUuid: string) => Promise<string>;
}
interface DesignDocumentModule {
  createGlyphOutlines(options: { manifest: unknown; fetchFile: (file: string) => Promise<Uint8Array> }): Outlines;
  exportPageSvg(page: Page, options: ExportOptions): Promise<string>;
  newDesignDocument(options: { id: string; now: number }): { pages: Page[] };
  serializeDesignDocument(document: unknown): string;
}
interface NodeFontsModule {
  nodeFonts(): { manifest: unknown; files: ReadonlyMap<string, string> };
}
const LIBRARY = '@shop/design-document';
const { createGlyphOutlines, exportPageSvg, newDesignDocument, serializeDesignDocument } = (await import(
  LIBRARY
)) as unknown as DesignDocumentModule;
const { nodeFonts } = (await import(`${LIBRARY}/node-fonts`)) as unknown as NodeFontsModule;

const runs = Number(process.env['BENCH_RUNS'] ?? 9);
const GOAL_MS = 150;

const fonts = nodeFonts();
const bytes = new Map<string, Uint8Array>();
const fetchFile = async (file: string) => {
  let found = bytes.get(file);
  if (!found) {
    found = new Uint8Array(readFileSync(fonts.files.get(file)!));
    bytes.set(file, found);
  }
  return found;
};
const freshOutlines = () => createGlyphOutlines({ manifest: fonts.manifest, fetchFile });

/** A 1×1 PNG: the export embeds images as given (their size does not change the work). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The export bench's page: the editor bench's mix of objects, each image its own file (the export fetches each). */
function benchPage(): Page {
  const size = { width: 250, height: 350 };
  const shapes = mixedShapes(size, OBJECTS, (i) => ({
    fileUuid: `file-${i}`,
    src: `/api/files/file-${i}`,
    pixelWidth: 1200,
    pixelHeight: 1200,
  }));
  return { id: 'front', printSpecId: 1, name: '前面', position: 'front', ...size, shapes };
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number[]> {
  const times: number[] = [];
  await fn(); // warm-up (JIT)
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

const page = benchPage();
const withoutTexts: Page = { ...page, shapes: page.shapes.filter((s) => s.type !== 'text') };
const document = { ...newDesignDocument({ id: 'bench', now: 0 }), pages: [page] };
const resolveImage = async () => PNG;

const warm = freshOutlines();
const svg = await exportPageSvg(page, { outlines: warm, resolveImage });
if (/<text/.test(svg)) throw new Error('the export has a <text> element');
// Texts' paths are the ones of several closed contours (shapes have one, an arrow's heads two).
const textPaths = (svg.match(/<path d="[^"]*"/g) ?? []).filter((path) => path.split('Z').length > 3).length;

const cold = median(await time(() => exportPageSvg(page, { outlines: freshOutlines(), resolveImage })));
const drawing = median(await time(() => exportPageSvg(page, { outlines: warm, resolveImage })));
const baseline = median(await time(() => exportPageSvg(withoutTexts, { outlines: warm, resolveImage })));
const json = median(await time(() => serializeDesignDocument(document)));

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `Design export: a page of ${page.shapes.length} objects (${TEXTS} texts in ${FONT_IDS.length} fonts, horizontal and vertical), median of ${runs} runs`,
);
console.log(`  SVG ${(svg.length / 1024).toFixed(0)} kB, ${textPaths} of the ${TEXTS} texts drawn as outline paths, no <text>`);
console.log(
  `  whole export, fonts parsed afresh      ${ms(cold).padStart(9)}   goal ≤ ${GOAL_MS} ms  ${cold <= GOAL_MS ? 'met' : 'NOT MET'}`,
);
console.log(`  export with the fonts already parsed   ${ms(drawing).padStart(9)}   ×${(drawing / baseline).toFixed(2)} the baseline`);
console.log(`  baseline: the same page without texts  ${ms(baseline).padStart(9)}`);
console.log(`  baseline: the document's JSON          ${ms(json).padStart(9)}   (whole export ×${(cold / json).toFixed(0)})`);
if (cold > GOAL_MS) process.exitCode = 1;
