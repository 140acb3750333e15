/**
 * The design documents designtool-bench.ts opens in the editor: one placement page holding 500 mixed
 * objects (rectangles, ellipses, lines, arrows, pencil strokes, images and 20 texts in seven fonts,
 * horizontal and vertical; the same mix as design-export-bench.ts, fitted to the placement), with the
 * objects the bench drags on top; and the same page with only those objects. Built with
 * @shop/design-document in Node and checked with its own parser, then handed to the browser as the
 * guest's autosave (apps/designtool-web/src/services/autosave.ts).
 */

/*
 * @shop/design-document by a computed specifier and typed here as far as used (as in
 * design-export-bench.ts): a static import from tools/ would make the project graph circular.
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
type Style = Record<string, unknown>;
interface Placement {
  printSpecId: number;
  name: string;
  position: string;
  width: number;
  height: number;
}
interface DesignDocument {
  pages: ({ shapes: Shape[] } & Record<string, unknown>)[];
}
interface DesignDocumentModule {
  DEFAULT_STYLE: Style;
  createRect(id: string, box: Box, style: Style): Shape;
  createEllipse(id: string, box: Box, style: Style): Shape;
  createLine(id: string, a: Point, b: Point, style: Style): Shape;
  createArrow(id: string, a: Point, b: Point, style: Style): Shape;
  createPencil(id: string, points: (Point & { pressure: number })[], style: Style): Shape;
  createText(id: string, at: Point, text: string, style: Style): TextShape;
  layoutText(shape: TextShape, metrics: { ascent: number; descent: number; advance: (char: string) => number }): { w: number; h: number };
  newDesignDocument(options: {
    id: string;
    name?: string;
    placements: Placement[];
    now: number;
    pageId: (index: number) => string;
  }): DesignDocument;
  parseDesignDocument(input: unknown): { ok: true } | { ok: false; reason: string };
}
const LIBRARY = '@shop/design-document';
// The document's model (newDesignDocument, parseDesignDocument) is its own entry, '/model'.
const lib = { ...(await import(LIBRARY)), ...(await import(`${LIBRARY}/model`)) } as unknown as DesignDocumentModule;

export const OBJECTS = 500;
export const TEXTS = 20;
/** The objects the drag selects (ids), drawn last so that a click on their centre hits them. */
export const DRAGGED = ['drag-a', 'drag-b', 'drag-c'] as const;

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

export const SAMPLES = [
  'オリジナルTシャツ',
  '縦書きのデザイン、2025年',
  '「祭」町内会',
  'TEAM JAPAN 2025',
  'ありがとう！',
  '手書き風のメッセージ',
  '株式会社サンプル',
  'Happy Birthday',
];
export const FONT_IDS = ['gothic', 'mincho', 'rounded', 'brush', 'handwritten', 'pop', 'display'];

export interface BenchImage {
  /** The uploaded file's uuid (the export fetches its original). */
  fileUuid: string;
  /** What the canvas draws (the file's preview, as an imported image has). */
  src: string;
  pixelWidth: number;
  pixelHeight: number;
}

/** The dragged objects: three rectangles in the upper left of the page, apart from one another (a drag to the right keeps them inside). */
function draggedShapes(page: Placement): Shape[] {
  const style = { ...lib.DEFAULT_STYLE, fill: '#1565c0', stroke: '#0d47a1', strokeWidth: 1 };
  const w = page.width * 0.12;
  const h = page.height * 0.07;
  return [
    lib.createRect(DRAGGED[0], { x: page.width * 0.1, y: page.height * 0.15, w, h }, style),
    lib.createRect(DRAGGED[1], { x: page.width * 0.35, y: page.height * 0.25, w, h }, style),
    lib.createRect(DRAGGED[2], { x: page.width * 0.55, y: page.height * 0.12, w, h }, style),
  ];
}

/** The picture the `i`-th image object shows (one file for all, or one each). */
export type ImageOf = (i: number) => BenchImage;

/**
 * `count` mixed objects for a page (the last TEXTS of them texts, interleaved among the others):
 * rectangles, ellipses, lines, arrows, pencil strokes and images, placed pseudo-randomly over the
 * page (the same objects for the same page size), fitted from a 250 × 350 mm layout.
 */
export function mixedShapes(page: Pick<Placement, 'width' | 'height'>, count: number, imageOf: ImageOf): Shape[] {
  const rnd = random(12);
  const sx = page.width / 250;
  const sy = page.height / 350;
  const at = () => ({ x: (rnd() * 260 - 10) * sx, y: (rnd() * 360 - 10) * sy });
  const style = () => ({
    ...lib.DEFAULT_STYLE,
    fill: `#${Math.floor(rnd() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
    strokeWidth: 0.5 + rnd() * 2,
    radius: rnd() * 5,
  });
  const shapes: Shape[] = [];
  for (let i = 0; i < count - TEXTS; i++) {
    const p = at();
    const id = `s${i}`;
    const turn = <T extends Shape>(s: T): T => ({ ...s, rotation: Math.floor(rnd() * 360) });
    switch (i % 6) {
      case 0:
        shapes.push(turn(lib.createRect(id, { ...p, w: (5 + rnd() * 40) * sx, h: (5 + rnd() * 40) * sy }, style())));
        break;
      case 1:
        shapes.push(turn(lib.createEllipse(id, { ...p, w: (5 + rnd() * 40) * sx, h: (5 + rnd() * 40) * sy }, style())));
        break;
      case 2:
        shapes.push(lib.createLine(id, p, at(), style()));
        break;
      case 3:
        shapes.push(lib.createArrow(id, p, at(), style()));
        break;
      case 4: {
        const points = Array.from({ length: 40 }, (_, k) => ({
          x: p.x + k * 1.5 * sx,
          y: p.y + Math.sin(k / 4) * 10 * sy,
          pressure: 0.3 + rnd() * 0.6,
        }));
        shapes.push(lib.createPencil(id, points, style()));
        break;
      }
      default: {
        const image = imageOf(i);
        shapes.push({
          type: 'image',
          id,
          ...p,
          w: 30 * sx,
          h: 30 * sx,
          rotation: 0,
          flipX: false,
          flipY: false,
          opacity: 1,
          fileUuid: image.fileUuid,
          src: image.src,
          mimeType: 'image/png',
          name: 'logo.png',
          pixelWidth: image.pixelWidth,
          pixelHeight: image.pixelHeight,
          vector: false,
          photographic: false,
        });
      }
    }
  }
  for (let i = 0; i < TEXTS; i++) {
    const text = lib.createText(
      `t${i}`,
      { x: (10 + (i % 4) * 50) * sx, y: (10 + Math.floor(i / 4) * 60) * sy },
      SAMPLES[i % SAMPLES.length]!,
      {
        ...lib.DEFAULT_STYLE,
        fontId: FONT_IDS[i % FONT_IDS.length]!,
        fontSize: 8 + (i % 5) * 3,
        writingMode: i % 2 === 0 ? 'horizontal' : 'vertical',
      },
    );
    const { w, h } = lib.layoutText(text, { ascent: 0.88, descent: 0.12, advance: () => 1 });
    // Texts interleaved among the other shapes.
    shapes.splice(i * 24, 0, { ...text, w, h });
  }
  return shapes;
}

/** OBJECTS objects on the page (TEXTS of them texts), the last three being the dragged ones. */
export function crowdedShapes(page: Placement, image: BenchImage): Shape[] {
  return [...mixedShapes(page, OBJECTS - DRAGGED.length, () => image), ...draggedShapes(page)];
}

/** The autosave value (`designtool:order:<pid>`) of a one-page document of `shapes` for `placement`. */
export function autosaveOf(placement: Placement, shapes: 'crowded' | 'dragged-only', image: BenchImage): string {
  const document = lib.newDesignDocument({
    id: `bench-${shapes}`,
    name: 'ベンチマーク',
    placements: [placement],
    now: Date.now(),
    pageId: () => `p${placement.printSpecId}`,
  });
  document.pages[0]!.shapes = shapes === 'crowded' ? crowdedShapes(placement, image) : draggedShapes(placement);
  const parsed = lib.parseDesignDocument(JSON.parse(JSON.stringify(document)));
  if (!parsed.ok) throw new Error(`the bench document does not parse: ${parsed.reason}`);
  return JSON.stringify({ document, history: { undo: [], redo: [] }, savedAt: Date.now() });
}
