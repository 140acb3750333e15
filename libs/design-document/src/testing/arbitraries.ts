/**
 * fast-check arbitraries of valid design documents and shapes (every kind, nested groups, Japanese
 * text), for property tests here and in the export and checks: `arbitraryDocument()` passes
 * `parseDesignDocument`. Numbers are hundredths of a mm (exact in JSON, never -0).
 */
import fc from 'fast-check';
import { refitGroup } from '../ops/transform.ts';
import { DOCUMENT_VERSION, type DesignDocument, type Page, type Shape } from '../model/types.ts';

const coordinate = fc.integer({ min: -20_000, max: 60_000 }).map((n) => n / 100);
const size = fc.integer({ min: 0, max: 40_000 }).map((n) => n / 100);
const positive = fc.integer({ min: 10, max: 30_000 }).map((n) => n / 100);
const rotation = fc.integer({ min: 0, max: 3599 }).map((n) => n / 10);
const unit = fc.integer({ min: 0, max: 100 }).map((n) => n / 100);
const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const paint = fc.option(colour, { nil: null });
const strokeWidth = fc.integer({ min: 0, max: 2000 }).map((n) => n / 100);
const dash = fc.constantFrom('solid' as const, 'dashed' as const, 'dotted' as const);
const localPoint = fc.record({ x: size, y: size });

const base = {
  id: fc.constant('x'),
  x: coordinate,
  y: coordinate,
  w: size,
  h: size,
  rotation,
  flipX: fc.boolean(),
  flipY: fc.boolean(),
  opacity: unit,
};
const stroke = { stroke: paint, strokeWidth, dash };

const rect = fc.record({ type: fc.constant('rect' as const), ...base, ...stroke, fill: paint, radius: size });
const ellipse = fc.record({ type: fc.constant('ellipse' as const), ...base, ...stroke, fill: paint });
const line = fc.record({ type: fc.constant('line' as const), ...base, ...stroke, points: fc.tuple(localPoint, localPoint) });
const arrow = fc.record({
  type: fc.constant('arrow' as const),
  ...base,
  ...stroke,
  points: fc.tuple(localPoint, localPoint),
  heads: fc.constantFrom('end' as const, 'both' as const),
});
const pencil = fc.record({
  type: fc.constant('pencil' as const),
  ...base,
  points: fc.array(fc.record({ x: size, y: size, pressure: unit }), { minLength: 1, maxLength: 12 }),
  stroke: colour,
  strokeWidth: fc.integer({ min: 5, max: 2000 }).map((n) => n / 100),
});
const text = fc.record({
  type: fc.constant('text' as const),
  ...base,
  text: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('デザイン', 'Tシャツ\n2025', '縦書きのテキスト', 'ABC')),
  fontId: fc.constantFrom('gothic', 'mincho', 'rounded', 'brush', 'pop', 'display'),
  fontSize: positive,
  letterSpacing: fc.integer({ min: -50, max: 500 }).map((n) => n / 100),
  lineHeight: fc.integer({ min: 50, max: 500 }).map((n) => n / 100),
  writingMode: fc.constantFrom('horizontal' as const, 'vertical' as const),
  align: fc.constantFrom('start' as const, 'center' as const, 'end' as const),
  fill: colour,
  stroke: paint,
  strokeWidth,
});
const image = fc.record({
  type: fc.constant('image' as const),
  ...base,
  fileUuid: fc.uuid(),
  src: fc.uuid().map((uuid) => `/api/files/${uuid}`),
  mimeType: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml'),
  name: fc.constantFrom('logo.png', '写真.jpg', 'mark.svg'),
  pixelWidth: fc.integer({ min: 1, max: 8000 }),
  pixelHeight: fc.integer({ min: 1, max: 8000 }),
  vector: fc.boolean(),
  photographic: fc.boolean(),
});

/** Gives a shape and its children ids `${prefix}`, `${prefix}.1`… */
function withIds(shape: Shape, prefix: string): Shape {
  if (shape.type === 'group') return { ...shape, id: prefix, children: shape.children.map((c, i) => withIds(c, `${prefix}.${i + 1}`)) };
  return { ...shape, id: prefix };
}

const leaf: fc.Arbitrary<Shape> = fc.oneof(rect, ellipse, line, arrow, pencil, text, image);

function shapeOfDepth(depth: number): fc.Arbitrary<Shape> {
  if (depth <= 0) return leaf;
  const group = fc
    .record({ opacity: unit, children: fc.array(shapeOfDepth(depth - 1), { minLength: 1, maxLength: 3 }) })
    .map(({ opacity, children }) =>
      refitGroup({ type: 'group', id: 'x', x: 0, y: 0, w: 0, h: 0, rotation: 0, flipX: false, flipY: false, opacity, children }),
    );
  return fc.oneof({ arbitrary: leaf, weight: 4 }, { arbitrary: group, weight: 1 });
}

/** Any valid shape (groups up to `maxDepth` deep), with the id `id` (children `id.1`…). */
export function arbitraryShape(options: { id?: string; maxDepth?: number } = {}): fc.Arbitrary<Shape> {
  return shapeOfDepth(options.maxDepth ?? 2).map((shape) => withIds(shape, options.id ?? 's'));
}

/** A page with up to `maxShapes` shapes (ids `${id}-s1`…). */
export function arbitraryPage(options: { id?: string; maxShapes?: number } = {}): fc.Arbitrary<Page> {
  const id = options.id ?? 'page-1';
  return fc
    .record({
      name: fc.constantFrom('前面', '背面', '左胸', '左袖'),
      position: fc.constantFrom('front', 'back', 'left_chest', 'left_sleeve'),
      printSpecId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
      width: fc.integer({ min: 50, max: 500 }),
      height: fc.integer({ min: 50, max: 600 }),
      shapes: fc.array(shapeOfDepth(2), { maxLength: options.maxShapes ?? 8 }),
    })
    .map((page) => ({ id, ...page, shapes: page.shapes.map((s, i) => withIds(s, `${id}-s${i + 1}`)) }));
}

/** Any valid design document: 1–3 pages, every kind of shape, with or without a product. */
export function arbitraryDocument(options: { maxPages?: number; maxShapes?: number } = {}): fc.Arbitrary<DesignDocument> {
  const product = fc.record({
    code: fc.constantFrom('5001', '085-CVT'),
    name: fc.constantFrom('5.6オンス ハイクオリティーTシャツ', 'ヘビーウェイトTシャツ'),
    colorId: fc.integer({ min: 1, max: 200 }),
    colorName: fc.constantFrom('ホワイト', 'ブラック', 'ネイビー'),
    colorHex: colour,
    silhouette: fc.constantFrom('tshirt', 'longsleeve', 'tote'),
  });
  return fc
    .record({
      name: fc.string({ maxLength: 40 }),
      method: fc.constantFrom('inkjet' as const, 'white-inkjet' as const, 'silkscreen' as const),
      product: fc.option(product, { nil: null }),
      pageCount: fc.integer({ min: 1, max: options.maxPages ?? 3 }),
      updatedAt: fc.integer({ min: 0, max: 2_000_000_000_000 }),
    })
    .chain(({ pageCount, ...rest }) =>
      fc
        .tuple(...Array.from({ length: pageCount }, (_, i) => arbitraryPage({ id: `page-${i + 1}`, maxShapes: options.maxShapes })))
        .map((pages): DesignDocument => ({ version: DOCUMENT_VERSION, id: 'doc', ...rest, pages })),
    );
}
