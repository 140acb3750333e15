/**
 * Reading a design document from outside (a JSON file the shopper opens, the browser's autosave,
 * `/api/designs`): valibot schemas of every shape, a size limit, and the migrations from older
 * versions. Anything malformed is refused with a precise English reason; the callers translate.
 */
import * as v from 'valibot';
import { DOCUMENT_VERSION, type DesignDocument, type Shape } from './types.ts';

/** The most shapes a page may hold and the deepest group nesting (guards against hostile files). */
export const MAX_SHAPES_PER_PAGE = 5000;
export const MAX_GROUP_DEPTH = 8;
export const MAX_PAGES = 8;
export const MAX_TEXT_LENGTH = 2000;
/** The longest outline (`d`) a path shape may hold, in characters. */
export const MAX_PATH_LENGTH = 200_000;

const finite = v.pipe(v.number(), v.finite());
const length = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000));
const coordinate = v.pipe(v.number(), v.finite(), v.minValue(-100_000), v.maxValue(100_000));
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, 'a colour is #rrggbb in lower case'));
const paint = v.nullable(hex);
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

const point = v.object({ x: coordinate, y: coordinate });
const pressurePoint = v.object({ x: coordinate, y: coordinate, pressure: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) });

const base = {
  id,
  x: coordinate,
  y: coordinate,
  w: length,
  h: length,
  rotation: v.pipe(finite, v.minValue(0), v.maxValue(360)),
  flipX: v.boolean(),
  flipY: v.boolean(),
  opacity: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
};
const strokeStyle = {
  stroke: paint,
  strokeWidth: v.pipe(v.number(), v.minValue(0), v.maxValue(200)),
  dash: v.picklist(['solid', 'dashed', 'dotted']),
};

const RectSchema = v.object({ type: v.literal('rect'), ...base, ...strokeStyle, fill: paint, radius: length });
const EllipseSchema = v.object({ type: v.literal('ellipse'), ...base, ...strokeStyle, fill: paint });
const LineSchema = v.object({ type: v.literal('line'), ...base, ...strokeStyle, points: v.tuple([point, point]) });
const ArrowSchema = v.object({
  type: v.literal('arrow'),
  ...base,
  ...strokeStyle,
  points: v.tuple([point, point]),
  heads: v.picklist(['end', 'both']),
});
const PencilSchema = v.object({
  type: v.literal('pencil'),
  ...base,
  points: v.pipe(v.array(pressurePoint), v.minLength(1), v.maxLength(20_000)),
  stroke: hex,
  strokeWidth: v.pipe(v.number(), v.minValue(0.05), v.maxValue(200)),
});
const TextSchema = v.object({
  type: v.literal('text'),
  ...base,
  text: v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH)),
  fontId: id,
  fontSize: v.pipe(v.number(), v.minValue(0.1), v.maxValue(2000)),
  letterSpacing: v.pipe(v.number(), v.minValue(-0.5), v.maxValue(5)),
  lineHeight: v.pipe(v.number(), v.minValue(0.5), v.maxValue(5)),
  writingMode: v.picklist(['horizontal', 'vertical']),
  align: v.picklist(['start', 'center', 'end']),
  fill: hex,
  stroke: paint,
  strokeWidth: v.pipe(v.number(), v.minValue(0), v.maxValue(200)),
});
const ImageSchema = v.object({
  type: v.literal('image'),
  ...base,
  fileUuid: id,
  src: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check(
      (s) => s.startsWith('/') || s.startsWith('blob:') || s.startsWith('data:image/'),
      'src is a same-origin path, a blob: or a data:image URL',
    ),
  ),
  mimeType: v.pipe(v.string(), v.maxLength(100)),
  name: v.pipe(v.string(), v.maxLength(255)),
  pixelWidth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  pixelHeight: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  vector: v.boolean(),
  photographic: v.boolean(),
});

const PathSchema = v.object({
  type: v.literal('path'),
  ...base,
  ...strokeStyle,
  d: v.pipe(
    v.string(),
    v.maxLength(MAX_PATH_LENGTH),
    v.regex(/^[MLCQZ0-9eE.,\s+-]*$/, 'a path is absolute M, L, C, Q and Z commands with numbers'),
  ),
  viewWidth: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(1_000_000)),
  viewHeight: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(1_000_000)),
  fill: paint,
  fillRule: v.picklist(['nonzero', 'evenodd']),
  name: v.pipe(v.string(), v.maxLength(255)),
});

type ShapeSchemaType = v.GenericSchema<unknown, Shape>;

const GroupSchema: v.GenericSchema<unknown, Shape> = v.object({
  type: v.literal('group'),
  ...base,
  children: v.pipe(v.array(v.lazy(() => ShapeSchema)), v.minLength(1)),
}) as unknown as ShapeSchemaType;

export const ShapeSchema: ShapeSchemaType = v.variant('type', [
  RectSchema,
  EllipseSchema,
  LineSchema,
  ArrowSchema,
  PencilSchema,
  TextSchema,
  ImageSchema,
  PathSchema,
  GroupSchema as unknown as typeof RectSchema,
]) as unknown as ShapeSchemaType;

const PageSchema = v.object({
  id,
  printSpecId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: v.pipe(v.string(), v.maxLength(40)),
  position: v.pipe(v.string(), v.maxLength(40)),
  width: v.pipe(v.number(), v.minValue(1), v.maxValue(2000)),
  height: v.pipe(v.number(), v.minValue(1), v.maxValue(2000)),
  shapes: v.pipe(v.array(ShapeSchema), v.maxLength(MAX_SHAPES_PER_PAGE)),
});

const ProductSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(64)),
  name: v.pipe(v.string(), v.maxLength(200)),
  colorId: v.pipe(v.number(), v.integer()),
  colorName: v.pipe(v.string(), v.maxLength(64)),
  colorHex: hex,
  silhouette: v.pipe(v.string(), v.maxLength(32)),
});

export const DesignDocumentSchema = v.object({
  version: v.literal(DOCUMENT_VERSION),
  id,
  name: v.pipe(v.string(), v.maxLength(100)),
  method: v.picklist(['inkjet', 'white-inkjet', 'silkscreen']),
  product: v.nullable(ProductSchema),
  pages: v.pipe(v.array(PageSchema), v.minLength(1), v.maxLength(MAX_PAGES)),
  updatedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Migrations: `MIGRATIONS[n]` turns a version-n document into version n + 1. Version 0 is the
 * editor's first autosave format (before the document had `method` and page `position`).
 */
export const MIGRATIONS: Readonly<Record<number, (doc: Record<string, unknown>) => Record<string, unknown>>> = {
  0: (doc) => ({
    ...doc,
    version: 1,
    method: doc['method'] ?? 'inkjet',
    pages: Array.isArray(doc['pages'])
      ? doc['pages'].map((page: unknown) => (isRecord(page) ? { position: 'front', ...page } : page))
      : doc['pages'],
  }),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type ParseResult = { ok: true; document: DesignDocument } | { ok: false; reason: string };

function depthOf(shapes: readonly Shape[]): number {
  let depth = 0;
  for (const shape of shapes) if (shape.type === 'group') depth = Math.max(depth, 1 + depthOf(shape.children));
  return depth;
}

/** Reads a document of any known version (a parsed JSON value), migrating it to the current one. */
export function parseDesignDocument(input: unknown): ParseResult {
  if (!isRecord(input)) return { ok: false, reason: 'a design document is a JSON object' };
  let doc: Record<string, unknown> = input;
  const version = doc['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, reason: 'version must be a non-negative integer' };
  }
  if (version > DOCUMENT_VERSION) {
    return { ok: false, reason: `version ${version} is newer than this editor (${DOCUMENT_VERSION})` };
  }
  for (let n = version; n < DOCUMENT_VERSION; n++) {
    const migrate = MIGRATIONS[n];
    if (!migrate) return { ok: false, reason: `no migration from version ${n}` };
    doc = migrate(doc);
  }
  const result = v.safeParse(DesignDocumentSchema, doc);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, reason: `${path ? `${path}: ` : ''}${issue.message}` };
  }
  const document = result.output as DesignDocument;
  for (const page of document.pages) {
    if (depthOf(page.shapes) > MAX_GROUP_DEPTH) return { ok: false, reason: `groups nest deeper than ${MAX_GROUP_DEPTH}` };
  }
  const ids = new Set<string>();
  for (const page of document.pages) {
    if (ids.has(page.id)) return { ok: false, reason: `page id ${page.id} is used twice` };
    ids.add(page.id);
    const stack = [...page.shapes];
    while (stack.length > 0) {
      const shape = stack.pop() as Shape;
      if (ids.has(shape.id)) return { ok: false, reason: `shape id ${shape.id} is used twice` };
      ids.add(shape.id);
      if (shape.type === 'group') stack.push(...shape.children);
    }
  }
  return { ok: true, document };
}

/** Reads a document from JSON text (a file the shopper opens). */
export function parseDesignJson(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the file is not JSON' };
  }
  return parseDesignDocument(value);
}

/** The document as the JSON file the editor saves (stable key order, 2-space indent). */
export function serializeDesignDocument(document: DesignDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
