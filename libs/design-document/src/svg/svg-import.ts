/**
 * An SVG file as editable vector shapes (issue #34): every painted element (path, rect, circle,
 * ellipse, line, polyline, polygon, and `<use>` of any of them or of a group or symbol) becomes a
 * `PathShape` with its fill, stroke and stroke width; `<g>` becomes a group; transforms (nested,
 * on `<use>` too) are applied to the outlines; paint comes from presentation attributes, the
 * `<style>` sheet's rules (tag, `.class`, `#id` and compounds of them) and `style=""`, in CSS's
 * order, inherited as SVG inherits it. A gradient is flattened to the average of its stops (with a
 * notice); text, pictures, clips, masks and filters are left out (with a notice).
 *
 * The artwork's box (its viewBox, else width × height, else what it paints) is fitted, aspect kept,
 * into `fit` of the print area and centred: an icon with only a viewBox arrives as large as the
 * area allows, not at its nominal 24 px. Everything arrives as one shape (a group when there are
 * several), selected as one.
 */
import svgpath from 'svgpath';
import { type Box, unionBoxes } from '../geometry/shape-geometry.ts';
import { MAX_GROUP_DEPTH, MAX_PATH_LENGTH } from '../model/schema.ts';
import type { GroupShape, Paint, PathShape, Shape } from '../model/types.ts';
import { averageColour, parseColour } from './colours.ts';
import { parseXml, type XmlElement } from './xml.ts';

/** At most this many shapes come out of one file. */
export const MAX_SVG_SHAPES = 2000;
/** The share of the print area an imported SVG is fitted into. */
export const SVG_FIT = 0.8;

export interface SvgImportOptions {
  /** The file's name (shown in the print checks: 図形「logo」). */
  readonly name: string;
  /** The print area it is fitted into, mm. */
  readonly area: { readonly width: number; readonly height: number };
  readonly createId: () => string;
  /** Share of the area (default SVG_FIT). */
  readonly fit?: number;
}

export type SvgImportResult =
  | {
      readonly ok: true;
      /** One shape: a path, or a group of everything. */
      readonly shape: Shape;
      /** What was changed or left out, in Japanese (each once). */
      readonly notices: readonly string[];
    }
  | { readonly ok: false; readonly message: string };

export const SVG_NOTICES = {
  gradient: 'グラデーションは印刷用に単色（グラデーションの平均の色）にしました。',
  text: 'SVGの中の文字（text要素）は読み込めないため省きました。文字はアウトライン化してから読み込むか、テキストツールで入力してください。',
  image: 'SVGの中に埋め込まれた画像は省きました。画像は別に読み込んでください。',
  clip: 'SVGのクリップやマスクは使えないため、切り抜く前の形で読み込みました。',
  filter: 'ぼかしなどのフィルター効果は省きました。',
  marker: 'SVGのマーカー（線の途中や端に付く記号）は読み込めないため省きました。',
} as const;

export const SVG_ERRORS = {
  unreadable: 'SVGファイルを読み込めませんでした。ファイルが壊れていないかご確認ください。',
  empty: 'SVGファイルに読み込める図形がありませんでした。',
  tooMany: `SVGファイルの図形が多すぎます（${MAX_SVG_SHAPES}個まで）。図形をまとめてから読み込んでください。`,
} as const;

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

/** An SVG `transform` attribute as one matrix (unknown parts are skipped). */
export function parseTransform(text: string | undefined): Matrix {
  let m: Matrix = IDENTITY;
  if (!text) return m;
  const part = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
  for (let found = part.exec(text); found; found = part.exec(text)) {
    const v = found[2]!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (v.some((n) => !Number.isFinite(n))) continue;
    let t: Matrix = IDENTITY;
    switch (found[1]) {
      case 'matrix':
        if (v.length === 6) t = v as unknown as Matrix;
        break;
      case 'translate':
        t = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
        break;
      case 'scale':
        t = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
        break;
      case 'rotate': {
        const r = ((v[0] ?? 0) * Math.PI) / 180;
        const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
        t = multiply(multiply([1, 0, 0, 1, cx, cy], [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      case 'skewX':
        t = [1, 0, Math.tan(((v[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      case 'skewY':
        t = [1, Math.tan(((v[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
        break;
    }
    m = multiply(m, t);
  }
  return m;
}

// ---- CSS ------------------------------------------------------------------------------------------

interface Rule {
  readonly tag: string | null;
  readonly id: string | null;
  readonly classes: readonly string[];
  readonly specificity: number;
  readonly order: number;
  readonly declarations: Readonly<Record<string, string>>;
}

function declarations(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const key = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (key && value) out[key] = value;
  }
  return out;
}

/** The rules of a `<style>` sheet with simple selectors (tag, #id, .class and compounds); others never match. */
export function parseStyleSheet(css: string, startOrder = 0): Rule[] {
  const rules: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const block = /([^{}@]+)\{([^{}]*)\}/g;
  let order = startOrder;
  for (let found = block.exec(text); found; found = block.exec(text)) {
    const decls = declarations(found[2]!);
    for (const selector of found[1]!.split(',')) {
      const simple = /^\s*([a-zA-Z][\w-]*)?((?:[.#][\w-]+)*)\s*$/.exec(selector);
      if (!simple || (!simple[1] && !simple[2])) continue;
      const parts = simple[2]!.match(/[.#][\w-]+/g) ?? [];
      const id = parts.find((p) => p.startsWith('#'))?.slice(1) ?? null;
      const classes = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
      rules.push({
        tag: simple[1] ?? null,
        id,
        classes,
        specificity: (id ? 100 : 0) + classes.length * 10 + (simple[1] ? 1 : 0),
        order: order++,
        declarations: decls,
      });
    }
  }
  return rules;
}

// ---- paint ----------------------------------------------------------------------------------------

interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  fillRule: 'nonzero' | 'evenodd';
  fillOpacity: number;
  strokeOpacity: number;
  color: string;
  visible: boolean;
}

const INITIAL: Style = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  fillRule: 'nonzero',
  fillOpacity: 1,
  strokeOpacity: 1,
  color: '#000000',
  visible: true,
};

const PAINT_PROPERTIES = [
  'fill',
  'stroke',
  'stroke-width',
  'fill-rule',
  'fill-opacity',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'stop-color',
  'clip-path',
  'mask',
  'filter',
] as const;

const NOT_DRAWN = new Set([
  'defs',
  'symbol',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'pattern',
  'style',
  'title',
  'desc',
  'metadata',
  'filter',
  'marker',
  'script',
  'foreignObject',
]);

const num = (text: string | undefined, fallback = 0) => {
  const value = text === undefined ? NaN : parseFloat(text);
  return Number.isFinite(value) ? value : fallback;
};

interface Drawn {
  readonly kind: 'path';
  readonly d: string; // absolute M L C Q Z in root user units
  readonly box: Box;
  readonly fill: Paint;
  readonly stroke: Paint;
  readonly strokeWidth: number; // root user units
  readonly fillRule: 'nonzero' | 'evenodd';
  readonly opacity: number;
}
interface DrawnGroup {
  readonly kind: 'group';
  readonly children: readonly (Drawn | DrawnGroup)[];
  readonly opacity: number;
}

/** The outline of a basic shape element as path data (its own user units), or null. */
function outlineOf(element: XmlElement): string | null {
  const a = element.attributes;
  switch (element.name) {
    case 'path':
      return a['d'] ?? null;
    case 'rect': {
      const [x, y, w, h] = [num(a['x']), num(a['y']), num(a['width']), num(a['height'])];
      if (w <= 0 || h <= 0) return null;
      let rx = a['rx'] !== undefined ? num(a['rx']) : a['ry'] !== undefined ? num(a['ry']) : 0;
      let ry = a['ry'] !== undefined ? num(a['ry']) : rx;
      rx = Math.min(Math.max(0, rx), w / 2);
      ry = Math.min(Math.max(0, ry), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}` +
        `H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      );
    }
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [num(a['cx']), num(a['cy'])];
      const rx = element.name === 'circle' ? num(a['r']) : num(a['rx'], num(a['ry']));
      const ry = element.name === 'circle' ? num(a['r']) : num(a['ry'], rx);
      if (rx <= 0 || ry <= 0) return null;
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case 'line':
      return `M${num(a['x1'])} ${num(a['y1'])}L${num(a['x2'])} ${num(a['y2'])}`;
    case 'polyline':
    case 'polygon': {
      const values = (a['points'] ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (values.length < 4 || values.some((n) => !Number.isFinite(n))) return null;
      let d = `M${values[0]} ${values[1]}`;
      for (let i = 2; i + 1 < values.length; i += 2) d += `L${values[i]} ${values[i + 1]}`;
      return element.name === 'polygon' ? `${d}Z` : d;
    }
    default:
      return null;
  }
}

/**
 * Absolute M, L, C, Q, Z commands of `d` after `m`, the box of their points (control points
 * included), and whether any subpath encloses an area (a path of bare lines has nothing to fill).
 */
function normalise(d: string, m: Matrix): { d: string; box: Box; area: boolean } | null {
  let path: string;
  try {
    path = svgpath(d)
      .abs()
      .unarc()
      .unshort()
      .matrix([...m])
      .iterate((segment, _index, x, y) => {
        if (segment[0] === 'H') return [['L', segment[1] as number, y]];
        if (segment[0] === 'V') return [['L', x, segment[1] as number]];
        return undefined;
      })
      .round(4)
      .toString();
  } catch {
    return null;
  }
  if (!/[MLCQ]/.test(path)) return null;
  const numbers = (path.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
  const points = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push({ x: numbers[i]!, y: numbers[i + 1]! });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  if (!Number.isFinite(minX)) return null;
  const area = path
    .split('M')
    .filter(Boolean)
    .some((sub) => {
      const values = (sub.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
      const xs = values.filter((_, i) => i % 2 === 0);
      const ys = values.filter((_, i) => i % 2 === 1);
      return Math.max(...xs) - Math.min(...xs) > 0 && Math.max(...ys) - Math.min(...ys) > 0;
    });
  return { d: path, box: { x: minX, y: minY, w: maxX - minX, h: maxY - minY }, area };
}

class Reader {
  readonly notices = new Set<string>();
  readonly ids = new Map<string, XmlElement>();
  rules: Rule[] = [];
  count = 0;

  constructor(root: XmlElement) {
    const walk = (element: XmlElement) => {
      const id = element.attributes['id'];
      if (id && !this.ids.has(id)) this.ids.set(id, element);
      if (element.name === 'style') this.rules.push(...parseStyleSheet(element.text, this.rules.length));
      element.children.forEach(walk);
    };
    walk(root);
    this.rules.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  }

  /** The element's own values of the paint properties: attributes, then matching rules, then `style`. */
  own(element: XmlElement): Record<string, string> {
    const values: Record<string, string> = {};
    for (const key of PAINT_PROPERTIES) {
      const value = element.attributes[key];
      if (value !== undefined) values[key] = value;
    }
    const classes = (element.attributes['class'] ?? '').split(/\s+/).filter(Boolean);
    for (const rule of this.rules) {
      if (rule.tag && rule.tag !== element.name) continue;
      if (rule.id && rule.id !== element.attributes['id']) continue;
      if (!rule.classes.every((c) => classes.includes(c))) continue;
      Object.assign(values, rule.declarations);
    }
    if (element.attributes['style']) Object.assign(values, declarations(element.attributes['style']));
    return values;
  }

  /** A gradient's stops' colours, following `href` to the gradient it inherits from. */
  gradientColours(id: string, depth = 0): string[] {
    const gradient = this.ids.get(id);
    if (!gradient || depth > 4) return [];
    const stops = gradient.children.filter((c) => c.name === 'stop');
    if (stops.length === 0) {
      const href = (gradient.attributes['href'] ?? gradient.attributes['xlink:href'] ?? '').replace(/^#/, '');
      return href ? this.gradientColours(href, depth + 1) : [];
    }
    return stops.flatMap((stop) => {
      const colour = parseColour(this.own(stop)['stop-color'] ?? '#000000');
      return colour ? [colour.hex] : [];
    });
  }

  paint(value: string, style: Style): { paint: Paint; alpha: number } {
    const url = /^url\(\s*['"]?#([^'")]+)['"]?\s*\)/.exec(value.trim());
    if (url) {
      const colours = this.gradientColours(url[1]!);
      if (colours.length === 0) return { paint: null, alpha: 1 };
      this.notices.add(SVG_NOTICES.gradient);
      return { paint: averageColour(colours), alpha: 1 };
    }
    const colour = parseColour(value, style.color);
    if (colour === undefined) return { paint: '#000000', alpha: 1 };
    if (colour === null || colour.alpha === 0) return { paint: null, alpha: 1 };
    return { paint: colour.hex, alpha: colour.alpha };
  }

  /** The style of an element from its parent's; its opacity (not inherited); whether it is displayed. */
  cascade(element: XmlElement, parent: Style): { style: Style; opacity: number; displayed: boolean } {
    const own = this.own(element);
    const style: Style = { ...parent };
    if (own['color']) style.color = parseColour(own['color'], parent.color)?.hex ?? parent.color;
    if (own['fill']) style.fill = own['fill'];
    if (own['stroke']) style.stroke = own['stroke'];
    if (own['stroke-width']) style.strokeWidth = Math.max(0, num(own['stroke-width'], parent.strokeWidth));
    if (own['fill-rule']) style.fillRule = own['fill-rule'].trim() === 'evenodd' ? 'evenodd' : 'nonzero';
    if (own['fill-opacity']) style.fillOpacity = Math.max(0, Math.min(1, num(own['fill-opacity'], 1)));
    if (own['stroke-opacity']) style.strokeOpacity = Math.max(0, Math.min(1, num(own['stroke-opacity'], 1)));
    if (own['visibility']) style.visible = own['visibility'].trim() === 'visible';
    if ((own['clip-path'] && own['clip-path'] !== 'none') || (own['mask'] && own['mask'] !== 'none')) this.notices.add(SVG_NOTICES.clip);
    if (own['filter'] && own['filter'] !== 'none') this.notices.add(SVG_NOTICES.filter);
    const opacity = own['opacity'] ? Math.max(0, Math.min(1, num(own['opacity'], 1))) : 1;
    return { style, opacity, displayed: own['display']?.trim() !== 'none' };
  }

  read(element: XmlElement, parent: Style, m: Matrix, depth: number, using: ReadonlySet<string>): Drawn | DrawnGroup | null {
    if (NOT_DRAWN.has(element.name)) return null;
    if (element.name === 'text') {
      this.notices.add(SVG_NOTICES.text);
      return null;
    }
    if (element.name === 'image') {
      this.notices.add(SVG_NOTICES.image);
      return null;
    }
    const { style, opacity, displayed } = this.cascade(element, parent);
    if (!displayed || opacity === 0) return null;
    const matrix = multiply(m, parseTransform(element.attributes['transform']));
    if (element.name === 'g' || element.name === 'svg' || element.name === 'a' || element.name === 'switch') {
      // A <use> inside may not refer to one of its own ancestors (browsers draw nothing for it).
      const id = element.attributes['id'];
      const within = id ? new Set(using).add(id) : using;
      const placed = element.name === 'svg' && depth > 0 ? multiply(matrix, nestedSvg(element)) : matrix;
      return this.group(element.children, style, placed, opacity, depth, within);
    }
    if (element.name === 'use') {
      const href = (element.attributes['href'] ?? element.attributes['xlink:href'] ?? '').replace(/^#/, '');
      const target = this.ids.get(href);
      if (!target || using.has(href) || depth > 16) return null;
      const placed = multiply(matrix, [1, 0, 0, 1, num(element.attributes['x']), num(element.attributes['y'])]);
      const inner = new Set(using).add(href);
      if (target.name === 'symbol') {
        const fit = symbolFit(target, element);
        const drawn = this.group(target.children, style, multiply(placed, fit), 1, depth + 1, inner);
        return drawn && opacity < 1 ? withOpacity(drawn, opacity) : drawn;
      }
      const drawn = this.read(target, style, placed, depth + 1, inner);
      return drawn && opacity < 1 ? withOpacity(drawn, opacity) : drawn;
    }
    const outline = outlineOf(element);
    if (!outline || !style.visible) return null;
    const shape = normalise(outline, matrix);
    if (!shape) return null;
    if (['marker-start', 'marker-mid', 'marker-end', 'marker'].some((key) => element.attributes[key])) this.notices.add(SVG_NOTICES.marker);
    const fill = element.name === 'line' || !shape.area ? { paint: null, alpha: 1 } : this.paint(style.fill, style);
    const strokePaint = this.paint(style.stroke, style);
    const stroke = style.strokeWidth > 0 ? strokePaint : { paint: null, alpha: 1 };
    if (fill.paint === null && stroke.paint === null) return null;
    if (++this.count > MAX_SVG_SHAPES) throw new TooMany();
    const alpha = fill.paint !== null ? fill.alpha * style.fillOpacity : stroke.alpha * style.strokeOpacity;
    return {
      kind: 'path',
      d: shape.d,
      box: shape.box,
      fill: fill.paint,
      stroke: stroke.paint,
      strokeWidth: stroke.paint ? style.strokeWidth * Math.sqrt(Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2])) : 0,
      fillRule: style.fillRule,
      opacity: opacity * alpha,
    };
  }

  group(
    children: readonly XmlElement[],
    style: Style,
    m: Matrix,
    opacity: number,
    depth: number,
    using: ReadonlySet<string>,
  ): DrawnGroup | Drawn | null {
    const drawn = children.map((child) => this.read(child, style, m, depth + 1, using)).filter((d): d is Drawn | DrawnGroup => d !== null);
    if (drawn.length === 0) return null;
    if (drawn.length === 1) return opacity < 1 ? withOpacity(drawn[0]!, opacity) : drawn[0]!;
    return { kind: 'group', children: drawn, opacity };
  }
}

class TooMany extends Error {}

function withOpacity(drawn: Drawn | DrawnGroup, opacity: number): Drawn | DrawnGroup {
  return { ...drawn, opacity: drawn.opacity * opacity };
}

function viewBoxOf(element: XmlElement): Box | null {
  const values = (element.attributes['viewBox'] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (values.length !== 4 || values.some((n) => !Number.isFinite(n)) || values[2]! <= 0 || values[3]! <= 0) return null;
  return { x: values[0]!, y: values[1]!, w: values[2]!, h: values[3]! };
}

/** A `<symbol>`'s viewBox onto the `<use>`'s width × height (aspect kept, centred). */
function symbolFit(symbol: XmlElement, use: XmlElement): Matrix {
  const box = viewBoxOf(symbol);
  if (!box) return IDENTITY;
  const w = num(use.attributes['width'], box.w);
  const h = num(use.attributes['height'], box.h);
  const s = Math.min(w / box.w, h / box.h);
  return [s, 0, 0, s, (w - box.w * s) / 2 - box.x * s, (h - box.h * s) / 2 - box.y * s];
}

/** A nested `<svg>`: placed at x, y with its viewBox onto its width × height. */
function nestedSvg(element: XmlElement): Matrix {
  const at: Matrix = [1, 0, 0, 1, num(element.attributes['x']), num(element.attributes['y'])];
  return multiply(at, symbolFit(element, element));
}

function boxOfDrawn(drawn: Drawn | DrawnGroup): Box {
  return drawn.kind === 'path' ? drawn.box : unionBoxes(drawn.children.map(boxOfDrawn));
}

/** Reads an SVG text into one shape fitted into the print area. */
export function importSvg(source: string, options: SvgImportOptions): SvgImportResult {
  const root = parseXml(source);
  if (!root || root.name !== 'svg') return { ok: false, message: SVG_ERRORS.unreadable };
  const reader = new Reader(root);
  let drawn: Drawn | DrawnGroup | null;
  try {
    drawn = reader.read(root, INITIAL, IDENTITY, 0, new Set());
  } catch (error) {
    if (error instanceof TooMany) return { ok: false, message: SVG_ERRORS.tooMany };
    throw error;
  }
  if (!drawn) return { ok: false, message: SVG_ERRORS.empty };
  // The artwork's box: its viewBox, else its width × height, else what it paints.
  const width = num(root.attributes['width'], NaN);
  const height = num(root.attributes['height'], NaN);
  const painted = boxOfDrawn(drawn);
  const art =
    viewBoxOf(root) ??
    (width > 0 && height > 0 && !/%$/.test(root.attributes['width'] ?? '') ? { x: 0, y: 0, w: width, h: height } : painted);
  const artBox = art.w > 0 && art.h > 0 ? art : { ...painted, w: Math.max(painted.w, 1), h: Math.max(painted.h, 1) };
  const fit = options.fit ?? SVG_FIT;
  const scale = Math.min((options.area.width * fit) / artBox.w, (options.area.height * fit) / artBox.h);
  const offsetX = (options.area.width - artBox.w * scale) / 2;
  const offsetY = (options.area.height - artBox.h * scale) / 2;
  const name = options.name.replace(/\.svg$/i, '').slice(0, 255);

  const toShape = (node: Drawn | DrawnGroup, depth: number): Shape[] => {
    if (node.kind === 'group') {
      const children = node.children.flatMap((child) => toShape(child, depth + 1));
      if (children.length === 0) return [];
      // Deeper than the document allows: the group's shapes join its parent.
      if (depth >= MAX_GROUP_DEPTH - 1 || children.length === 1) {
        return node.opacity < 1 ? children.map((c) => ({ ...c, opacity: c.opacity * node.opacity })) : children;
      }
      const box = unionBoxes(children.map((c) => ({ x: c.x, y: c.y, w: c.w, h: c.h })));
      const group: GroupShape = {
        type: 'group',
        id: options.createId(),
        ...box,
        rotation: 0,
        flipX: false,
        flipY: false,
        opacity: node.opacity,
        children,
      };
      return [group];
    }
    const translated = svgpath(node.d).translate(-node.box.x, -node.box.y).round(3).toString().replace(/\s+/g, ' ');
    if (translated.length > MAX_PATH_LENGTH) return [];
    const path: PathShape = {
      type: 'path',
      id: options.createId(),
      x: offsetX + (node.box.x - artBox.x) * scale,
      y: offsetY + (node.box.y - artBox.y) * scale,
      w: node.box.w * scale,
      h: node.box.h * scale,
      rotation: 0,
      flipX: false,
      flipY: false,
      opacity: Math.round(node.opacity * 1000) / 1000,
      d: translated,
      viewWidth: node.box.w > 0 ? node.box.w : 1,
      viewHeight: node.box.h > 0 ? node.box.h : 1,
      fill: node.fill,
      fillRule: node.fillRule,
      stroke: node.stroke,
      strokeWidth: Math.min(200, Math.round(node.strokeWidth * scale * 1000) / 1000),
      dash: 'solid',
      name,
    };
    return [path];
  };
  const shapes = toShape(drawn, 0);
  if (shapes.length === 0) return { ok: false, message: SVG_ERRORS.empty };
  const shape: Shape =
    shapes.length === 1
      ? shapes[0]!
      : {
          type: 'group',
          id: options.createId(),
          ...unionBoxes(shapes.map((c) => ({ x: c.x, y: c.y, w: c.w, h: c.h }))),
          rotation: 0,
          flipX: false,
          flipY: false,
          opacity: 1,
          children: shapes,
        };
  return { ok: true, shape, notices: [...reader.notices] };
}
