import fc from 'fast-check';
// @ts-expect-error -- jsdom ships no type declarations; XmlDocument names what the tests use.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from '../editor/types.ts';
import { boxesIntersect, shapeInkBounds } from '../geometry/shape-geometry.ts';
import { createArrow, createEllipse, createGroup, createLine, createPencil, createRect, createText } from '../model/create.ts';
import { newDesignDocument } from '../model/new-document.ts';
import type { ImageShape, Page, Shape, TextShape } from '../model/types.ts';
import { nodeGlyphOutlines } from '../text/node-fonts.ts';
import { escapeXml, exportDocumentSvgs, exportPageSvg, shapePaintAttributes, textOutlinePath } from './svg-export.ts';

// Real font files from node_modules (@fontsource/*), read with fs.
const outlines = nodeGlyphOutlines();

const page = (shapes: Shape[]): Page => ({ id: 'p', printSpecId: 1, name: '前面', position: 'front', width: 200, height: 300, shapes });
const text = (over: Partial<TextShape> = {}): TextShape => ({
  ...createText('t1', { x: 20, y: 30 }, 'デザインT', DEFAULT_STYLE),
  w: 100,
  h: 20,
  ...over,
});
const image = (over: Partial<ImageShape> = {}): ImageShape => ({
  type: 'image',
  id: 'i1',
  x: 10,
  y: 10,
  w: 50,
  h: 40,
  rotation: 0,
  flipX: false,
  flipY: false,
  opacity: 1,
  fileUuid: 'f-1',
  src: '/api/files/f-1',
  mimeType: 'image/png',
  name: 'logo.png',
  pixelWidth: 1000,
  pixelHeight: 800,
  vector: false,
  photographic: false,
  ...over,
});

interface XmlElement {
  readonly tagName: string;
  readonly children: ArrayLike<XmlElement> & Iterable<XmlElement>;
  readonly lastElementChild: XmlElement | null;
  getAttribute(name: string): string | null;
  closest(selector: string): XmlElement | null;
}
interface XmlDocument {
  readonly documentElement: XmlElement;
  querySelector(selector: string): XmlElement | null;
  querySelectorAll(selector: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}

function parseSvg(svg: string): XmlDocument {
  // Throws on malformed XML.
  return (new JSDOM(svg, { contentType: 'image/svg+xml' }) as { window: { document: XmlDocument } }).window.document;
}

describe('exportPageSvg', () => {
  it('writes the page at true size in mm, clipped to the print area', async () => {
    const svg = await exportPageSvg(
      page([createRect('r', { x: 10, y: 10, w: 50, h: 20 }, { ...DEFAULT_STYLE, radius: 4, dash: 'dashed', opacity: 0.5 })]),
      { outlines, title: 'T & <design>' },
    );
    expect(svg).toContain('width="200mm" height="300mm" viewBox="0 0 200 300"');
    expect(svg).toContain('<clipPath id="print-area"><rect x="0" y="0" width="200" height="300"/></clipPath>');
    expect(svg).toContain('<title>T &amp; &lt;design&gt;</title>');
    expect(svg).toContain('<g transform="matrix(1 0 0 1 10 10)" opacity="0.5"><path d="M4 0H46A4 4');
    expect(svg).toContain(
      'fill="#e53935" stroke="#212121" stroke-width="1" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="4 2"',
    );
    parseSvg(svg);
  });

  it('turns texts into outline paths from the font files, horizontal and vertical, and leaves no <text>', async () => {
    const shapes = [
      text(),
      text({ id: 't2', writingMode: 'vertical', text: '縦書き、ABC「です」', fontId: 'mincho', stroke: '#ffffff', strokeWidth: 0.5 }),
    ];
    const svg = await exportPageSvg(page(shapes), { outlines });
    expect(svg).not.toMatch(/<text/);
    const doc = parseSvg(svg);
    const paths = [...doc.querySelectorAll('path')];
    expect(paths).toHaveLength(2);
    expect(paths[0]!.getAttribute('d')!.length).toBeGreaterThan(500);
    expect(paths[0]!.getAttribute('fill')).toBe('#e53935');
    expect(paths[1]!.getAttribute('stroke')).toBe('#ffffff');
    // The outline sits in the text's box (local mm), below its top.
    const numbers = paths[0]!
      .getAttribute('d')!
      .match(/-?[\d.]+/g)!
      .map(Number);
    expect(Math.max(...numbers)).toBeLessThan(110);
    expect(Math.min(...numbers)).toBeGreaterThan(-5);
  });

  it('draws every kind of shape with the canvas geometry', async () => {
    const style = { ...DEFAULT_STYLE, dash: 'dotted' as const };
    const shapes: Shape[] = [
      createEllipse('e', { x: 0, y: 0, w: 40, h: 20 }, { ...style, fill: null }),
      createLine('l', { x: 0, y: 0 }, { x: 30, y: 30 }, style),
      { ...createArrow('a', { x: 0, y: 0 }, { x: 30, y: 0 }, style), heads: 'both', rotation: 30, flipX: true },
      createPencil(
        'p',
        [
          { x: 5, y: 5, pressure: 0.5 },
          { x: 20, y: 25, pressure: 0.5 },
          { x: 40, y: 10, pressure: 0.5 },
        ],
        style,
      ),
      { ...createLine('nostroke', { x: 0, y: 0 }, { x: 10, y: 10 }, style), stroke: null },
      { ...createArrow('nostroke2', { x: 0, y: 0 }, { x: 10, y: 10 }, style), stroke: null },
      text({ id: 'empty', text: '' }),
    ];
    const svg = await exportPageSvg(page(shapes), { outlines });
    const doc = parseSvg(svg);
    expect(doc.querySelectorAll('g[transform]')).toHaveLength(4);
    expect(svg).toContain('<path d="M0 10A20 10 0 1 0 40 10A20 10 0 1 0 0 10Z" fill="none" stroke="#212121"');
    expect(svg).toContain('stroke-dasharray="0.01 2"');
    // The arrow: a shaft and both heads filled with the stroke colour.
    expect(svg).toMatch(/<path d="M[^"]+" fill="#212121"\/><\/g>/);
    expect(shapePaintAttributes(shapes[3]!)).toEqual({ fill: '#212121' });
    expect(shapePaintAttributes(image())).toEqual({});
  });

  it('embeds images as data URLs from the resolver, once per file', async () => {
    const resolved: [string, number][] = [];
    const svg = await exportPageSvg(page([image(), image({ id: 'i2', x: 100, w: 80, h: 64 })]), {
      outlines,
      resolveImage: async (uuid, shape) => {
        resolved.push([uuid, shape.w]);
        return 'data:image/png;base64,iVBORw0KGgo=';
      },
    });
    expect(svg).toContain(
      '<image xlink:href="data:image/png;base64,iVBORw0KGgo=" x="0" y="0" width="50" height="40" preserveAspectRatio="none"/>',
    );
    // Fetched once, for its largest use (a vector picture is drawn at that size).
    expect(resolved).toEqual([['f-1', 80]]);
    // Without a resolver, the shape's own URL.
    expect(await exportPageSvg(page([image()]), { outlines })).toContain('xlink:href="/api/files/f-1"');
  });

  it('leaves out shapes wholly outside the print area, groups as <g>, empty groups dropped', async () => {
    const inside = createRect('in', { x: 10, y: 10, w: 10, h: 10 }, DEFAULT_STYLE);
    const outside = createRect('out', { x: 500, y: 10, w: 10, h: 10 }, DEFAULT_STYLE);
    const svg = await exportPageSvg(page([createGroup('g1', [inside, outside], 0.5), createGroup('g2', [outside]), outside]), { outlines });
    expect(svg).toContain('<g clip-path="url(#print-area)"><g opacity="0.5"><g transform="matrix(1 0 0 1 10 10)">');
    expect(svg.match(/<path/g)).toHaveLength(1);
  });

  it('is deterministic and exports every page of a document', async () => {
    const doc = {
      ...newDesignDocument({ id: 'd', now: 0, name: 'テスト' }),
      pages: [page([text()]), { ...page([]), id: 'p2', name: '背面' }],
    };
    const first = await exportDocumentSvgs(doc, { outlines });
    const second = await exportDocumentSvgs(doc, { outlines });
    expect([...first.keys()]).toEqual(['p', 'p2']);
    expect(first.get('p')).toBe(second.get('p'));
    expect(first.get('p2')).toContain('<title>テスト 背面</title>');
  });

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('needs the subsets loaded for outlines (none drawn before)', () => {
    const fresh = nodeGlyphOutlines();
    expect(textOutlinePath(text({ text: '未' }), fresh)).toBe('');
  });
});

// Property: any document exports to well-formed SVG with no <text>, everything drawn inside the clip.
const mm = fc.integer({ min: -10_000, max: 40_000 }).map((n) => n / 100);
const len = fc.integer({ min: 0, max: 20_000 }).map((n) => n / 100);
const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const point = fc.record({ x: len, y: len });
const base = {
  x: mm,
  y: mm,
  w: len,
  h: len,
  rotation: fc.integer({ min: 0, max: 359 }),
  flipX: fc.boolean(),
  flipY: fc.boolean(),
  opacity: fc.integer({ min: 0, max: 10 }).map((n) => n / 10),
};
const strokeStyle = {
  stroke: fc.option(colour, { nil: null }),
  strokeWidth: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
  dash: fc.constantFrom('solid' as const, 'dashed' as const, 'dotted' as const),
};
const leaf: fc.Arbitrary<Shape> = fc.oneof(
  fc.record({
    type: fc.constant('rect' as const),
    id: fc.constant(''),
    ...base,
    ...strokeStyle,
    fill: fc.option(colour, { nil: null }),
    radius: len,
  }),
  fc.record({
    type: fc.constant('ellipse' as const),
    id: fc.constant(''),
    ...base,
    ...strokeStyle,
    fill: fc.option(colour, { nil: null }),
  }),
  fc.record({
    type: fc.constant('line' as const),
    id: fc.constant(''),
    ...base,
    ...strokeStyle,
    stroke: colour,
    points: fc.tuple(point, point),
  }),
  fc.record({
    type: fc.constant('arrow' as const),
    id: fc.constant(''),
    ...base,
    ...strokeStyle,
    stroke: colour,
    points: fc.tuple(point, point),
    heads: fc.constantFrom('end' as const, 'both' as const),
  }),
  fc.record({
    type: fc.constant('pencil' as const),
    id: fc.constant(''),
    ...base,
    points: fc.array(fc.record({ x: len, y: len, pressure: fc.constantFrom(0.2, 0.5, 1) }), { minLength: 1, maxLength: 6 }),
    stroke: colour,
    strokeWidth: fc.integer({ min: 10, max: 500 }).map((n) => n / 100),
  }),
  fc.record({
    type: fc.constant('text' as const),
    id: fc.constant(''),
    ...base,
    text: fc.constantFrom('デザイン', 'Tシャツ\n2025', '縦書き「テキスト」', 'ABC <&>', 'ゆめ'),
    fontId: fc.constantFrom('gothic', 'mincho', 'rounded', 'brush', 'handwritten', 'pop', 'display'),
    fontSize: fc.integer({ min: 100, max: 5000 }).map((n) => n / 100),
    letterSpacing: fc.constantFrom(0, 0.1, -0.05),
    lineHeight: fc.constantFrom(1, 1.4, 2),
    writingMode: fc.constantFrom('horizontal' as const, 'vertical' as const),
    align: fc.constantFrom('start' as const, 'center' as const, 'end' as const),
    fill: colour,
    stroke: fc.option(colour, { nil: null }),
    strokeWidth: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
  }),
  fc.record({
    type: fc.constant('image' as const),
    id: fc.constant(''),
    ...base,
    fileUuid: fc.constantFrom('a', 'b'),
    src: fc.constant('/f'),
    mimeType: fc.constant('image/png'),
    name: fc.constant('x.png'),
    pixelWidth: fc.nat(5000),
    pixelHeight: fc.nat(5000),
    vector: fc.boolean(),
    photographic: fc.boolean(),
  }),
);
const shape: fc.Arbitrary<Shape> = fc.oneof(
  { arbitrary: leaf, weight: 4 },
  { arbitrary: fc.array(leaf, { minLength: 1, maxLength: 3 }).map((children): Shape => createGroup('', children)), weight: 1 },
);
const arbitraryPage = fc
  .record({
    width: fc.integer({ min: 50, max: 400 }),
    height: fc.integer({ min: 50, max: 400 }),
    shapes: fc.array(shape, { maxLength: 8 }),
  })
  .map(({ width, height, shapes }): Page => ({ id: 'p', printSpecId: null, name: '前面', position: 'front', width, height, shapes }));

const leaves = (shapes: readonly Shape[]): Shape[] => shapes.flatMap((s) => (s.type === 'group' ? leaves(s.children) : [s]));

describe('export property', () => {
  it('any page exports to well-formed SVG without <text>, everything drawn inside the print-area clip', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryPage, async (p) => {
        const svg = await exportPageSvg(p, { outlines, resolveImage: async (uuid) => `data:image/png;base64,${uuid}` });
        expect(svg).not.toMatch(/<text/i);
        const doc = parseSvg(svg);
        const root = doc.documentElement;
        expect(root.getAttribute('viewBox')).toBe(`0 0 ${p.width} ${p.height}`);
        const clipRect = doc.querySelector('clipPath#print-area > rect')!;
        expect([clipRect.getAttribute('width'), clipRect.getAttribute('height')]).toEqual([String(p.width), String(p.height)]);
        // Only defs and the clipped group at the top; every drawing element inside the clipped group.
        expect([...root.children].map((c) => c.tagName)).toEqual(['defs', 'g']);
        expect(root.lastElementChild!.getAttribute('clip-path')).toBe('url(#print-area)');
        for (const el of doc.querySelectorAll('path, image')) expect(el.closest('g[clip-path]')).not.toBeNull();
        // Shapes wholly outside the print area are left out: one frame per drawn shape.
        const area = { x: 0, y: 0, w: p.width, h: p.height };
        const drawn = leaves(p.shapes).filter((s) => boxesIntersect(shapeInkBounds(s), area));
        expect(doc.querySelectorAll('g[transform]').length).toBe(drawn.length);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
