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
import { median } from './web-common.ts';

/*
 * @shop/design-document by a computed specifier and typed here as far as used: the libraries' test
 * configs import tools/vitest-preset.ts, so any import of the library from here (type imports too)
 * would make the project graph circular (tools ↔ design-document).
 */
interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  w: number;
  h: number;
}
type Shape = { type: string; id: string; x: number; y: number; w: number; h: number; rotation: number } & Record<string, unknown>;
type TextShape = Shape & { fontId: string; text: string };
interface Page {
  id: string;
  printSpecId: number | null;
  name: string;
  position: string;
  width: number;
  height: number;
  shapes: Shape[];
}
type Style = Record<string, unknown>;
interface Outlines {
  load(fontId: string, text: string): Promise<void>;
}
interface ExportOptions {
  outlines: Outlines;
  resolveImage?: (fileUuid: string) => Promise<string>;
}
interface DesignDocumentModule {
  DEFAULT_STYLE: Style;
  createRect(id: string, box: Box, style: Style): Shape;
  createEllipse(id: string, box: Box, style: Style): Shape;
  createLine(id: string, a: Point, b: Point, style: Style): Shape;
  createArrow(id: string, a: Point, b: Point, style: Style): Shape;
  createPencil(id: string, points: (Point & { pressure: number })[], style: Style): Shape;
  createText(id: string, at: Point, text: string, style: Style): TextShape;
  createGlyphOutlines(options: { manifest: unknown; fetchFile: (file: string) => Promise<Uint8Array> }): Outlines;
  exportPageSvg(page: Page, options: ExportOptions): Promise<string>;
  layoutText(shape: TextShape, metrics: { ascent: number; descent: number; advance: (char: string) => number }): { w: number; h: number };
  newDesignDocument(options: { id: string; now: number }): { pages: Page[] };
  serializeDesignDocument(document: unknown): string;
}
interface NodeFontsModule {
  nodeFonts(): { manifest: unknown; files: ReadonlyMap<string, string> };
}
const LIBRARY = '@shop/design-document';
const {
  DEFAULT_STYLE,
  createArrow,
  createEllipse,
  createLine,
  createPencil,
  createRect,
  createText,
  createGlyphOutlines,
  exportPageSvg,
  layoutText,
  newDesignDocument,
  serializeDesignDocument,
} = (await import(LIBRARY)) as unknown as DesignDocumentModule;
const { nodeFonts } = (await import(`${LIBRARY}/node-fonts`)) as unknown as NodeFontsModule;

const runs = Number(process.env['BENCH_RUNS'] ?? 9);
const GOAL_MS = 150;
const OBJECTS = 500;
const TEXTS = 20;

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

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAMPLES = ['オリジナルTシャツ', '縦書きのデザイン、2025年', '「祭」町内会', 'TEAM JAPAN 2025', 'ありがとう！', '手書き風のメッセージ', '株式会社サンプル', 'Happy Birthday'];
const FONT_IDS = ['gothic', 'mincho', 'rounded', 'brush', 'handwritten', 'pop', 'display'];
/** A 1×1 PNG: the export embeds images as given (their size does not change the work). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function benchPage(): Page {
  const rnd = random(12);
  const at = () => ({ x: rnd() * 260 - 10, y: rnd() * 360 - 10 });
  const style = () => ({ ...DEFAULT_STYLE, fill: `#${Math.floor(rnd() * 0xffffff).toString(16).padStart(6, '0')}`, strokeWidth: 0.5 + rnd() * 2, radius: rnd() * 5 });
  const shapes: Shape[] = [];
  for (let i = 0; i < OBJECTS - TEXTS; i++) {
    const p = at();
    const id = `s${i}`;
    const turn = <T extends Shape>(s: T): T => ({ ...s, rotation: Math.floor(rnd() * 360) });
    switch (i % 6) {
      case 0:
        shapes.push(turn(createRect(id, { ...p, w: 5 + rnd() * 40, h: 5 + rnd() * 40 }, style())));
        break;
      case 1:
        shapes.push(turn(createEllipse(id, { ...p, w: 5 + rnd() * 40, h: 5 + rnd() * 40 }, style())));
        break;
      case 2:
        shapes.push(createLine(id, p, at(), style()));
        break;
      case 3:
        shapes.push(createArrow(id, p, at(), style()));
        break;
      case 4: {
        const points = Array.from({ length: 40 }, (_, k) => ({ x: p.x + k * 1.5, y: p.y + Math.sin(k / 4) * 10, pressure: 0.3 + rnd() * 0.6 }));
        shapes.push(createPencil(id, points, style()));
        break;
      }
      default: {
        const image: Shape = {
          type: 'image',
          id,
          ...p,
          w: 30,
          h: 30,
          rotation: 0,
          flipX: false,
          flipY: false,
          opacity: 1,
          fileUuid: `file-${i}`,
          src: `/api/files/file-${i}`,
          mimeType: 'image/png',
          name: 'logo.png',
          pixelWidth: 1200,
          pixelHeight: 1200,
          vector: false,
          photographic: false,
        };
        shapes.push(image);
      }
    }
  }
  for (let i = 0; i < TEXTS; i++) {
    const text = createText(`t${i}`, { x: 10 + (i % 4) * 50, y: 10 + Math.floor(i / 4) * 60 }, SAMPLES[i % SAMPLES.length]!, {
      ...DEFAULT_STYLE,
      fontId: FONT_IDS[i % FONT_IDS.length]!,
      fontSize: 8 + (i % 5) * 3,
      writingMode: i % 2 === 0 ? 'horizontal' : 'vertical',
    });
    const { w, h } = layoutText(text, { ascent: 0.88, descent: 0.12, advance: () => 1 });
    // Texts interleaved among the other shapes.
    shapes.splice(i * 24, 0, { ...text, w, h });
  }
  return { id: 'front', printSpecId: 1, name: '前面', position: 'front', width: 250, height: 350, shapes };
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
console.log(`Design export: a page of ${page.shapes.length} objects (${TEXTS} texts in ${FONT_IDS.length} fonts, horizontal and vertical), median of ${runs} runs`);
console.log(`  SVG ${(svg.length / 1024).toFixed(0)} kB, ${textPaths} of the ${TEXTS} texts drawn as outline paths, no <text>`);
console.log(`  whole export, fonts parsed afresh      ${ms(cold).padStart(9)}   goal ≤ ${GOAL_MS} ms  ${cold <= GOAL_MS ? 'met' : 'NOT MET'}`);
console.log(`  export with the fonts already parsed   ${ms(drawing).padStart(9)}   ×${(drawing / baseline).toFixed(2)} the baseline`);
console.log(`  baseline: the same page without texts  ${ms(baseline).padStart(9)}`);
console.log(`  baseline: the document's JSON          ${ms(json).padStart(9)}   (whole export ×${(cold / json).toFixed(0)})`);
if (cold > GOAL_MS) process.exitCode = 1;
