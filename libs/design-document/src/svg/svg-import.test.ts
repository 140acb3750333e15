import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { shapeBounds } from '../geometry/shape-geometry.ts';
import { parseDesignDocument } from '../model/schema.ts';
import { newDesignDocument } from '../model/new-document.ts';
import type { GroupShape, PathShape, Shape } from '../model/types.ts';
import { parseColour } from './colours.ts';
import { importSvg, parseStyleSheet, parseTransform, SVG_ERRORS, SVG_NOTICES } from './svg-import.ts';
import { parseXml } from './xml.ts';

// Real SVGs from permissively licensed packages installed as devDependencies (never committed):
// simple-icons (CC0-1.0), flag-icons (MIT), devicon (MIT), svg-country-flags (public domain).
const require = createRequire(import.meta.url);
const svgOf = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');

const A4 = { width: 210, height: 297 };
const counter = () => {
  let n = 0;
  return () => `s${++n}`;
};
const importOf = (text: string, name = 'test.svg', area = A4) => importSvg(text, { name, area, createId: counter() });

function leaves(shape: Shape): Shape[] {
  return shape.type === 'group' ? shape.children.flatMap(leaves) : [shape];
}

function ok(result: ReturnType<typeof importSvg>) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** The imported shape is a valid part of a design document (the schema the shop stores it with). */
function expectStorable(shape: Shape) {
  const doc = newDesignDocument({ id: 'd', now: 1 });
  const parsed = parseDesignDocument({ ...doc, pages: [{ ...doc.pages[0]!, shapes: [shape] }] });
  expect(parsed.ok ? 'ok' : parsed.reason).toBe('ok');
}

describe('importSvg with real icons and flags', () => {
  it("sizes simple-icons' github.svg (only a viewBox, 24 × 24) to 80 % of the print area's width, centred, as one editable path", () => {
    const { shape, notices } = ok(importOf(svgOf('simple-icons/icons/github.svg'), 'github.svg'));
    expect(shape.type).toBe('path');
    const path = shape as PathShape;
    // The viewBox is 24 × 24 and the path fills it nearly: about 168 mm across, not 2 mm.
    expect(path.w).toBeGreaterThan(160);
    expect(path.w).toBeLessThanOrEqual(168.01);
    expect(path.w / path.h).toBeCloseTo(24 / 23.4, 1);
    const box = shapeBounds(shape);
    expect(box.x + box.w / 2).toBeCloseTo(105, 0);
    expect(path.fill).toBe('#000000');
    expect(path.name).toBe('github');
    expect(path.d).toMatch(/^M[\d. -]+[LCQ]/);
    expect(path.d).not.toMatch(/[AHVSTahvst]/);
    expect(notices).toEqual([]);
    expectStorable(shape);
  });

  it("reads flag-icons' us.svg: the field and canton filled, the stripes as white strokes with nothing to fill, markers noted", () => {
    const { shape, notices } = ok(importOf(svgOf('flag-icons/flags/4x3/us.svg'), 'us.svg'));
    expect(shape.type).toBe('group');
    const parts = leaves(shape) as PathShape[];
    expect(parts.map((p) => [p.fill, p.stroke])).toEqual([
      ['#bd3d44', null],
      [null, '#ffffff'],
      ['#192f5d', null],
    ]);
    expect(parts[1]!.strokeWidth).toBeCloseTo(37 * (168 / 640), 2);
    expect(notices).toEqual([SVG_NOTICES.marker]);
    // 4:3 flag fitted into 80 % of the A4 width: 168 × 126 mm.
    const box = shapeBounds(shape);
    expect(box.w).toBeCloseTo(168, 0);
    expect(box.h).toBeCloseTo(126, 0);
    expectStorable(shape);
  });

  it("draws flag-icons' eu.svg: twelve stars of ten triangles each, built from <use> of <use> under nested rotations and scales", () => {
    const { shape } = ok(importOf(svgOf('flag-icons/flags/4x3/eu.svg'), 'eu.svg'));
    const parts = leaves(shape) as PathShape[];
    expect(parts).toHaveLength(1 + 12 * 10);
    expect(parts[0]!.fill).toBe('#003399');
    expect(new Set(parts.slice(1).map((p) => p.fill))).toEqual(new Set(['#ffcc00']));
    // The stars' ring is centred where the flag puts it: (320, 242.3) of 640 × 480, on 168 × 126 mm from (21, 85.5).
    const stars = parts.slice(1).map(shapeBounds);
    const cx = stars.reduce((sum, b) => sum + b.x + b.w / 2, 0) / stars.length;
    const cy = stars.reduce((sum, b) => sum + b.y + b.h / 2, 0) / stars.length;
    expect(cx).toBeCloseTo(21 + 320 * (168 / 640), 0);
    expect(cy).toBeCloseTo(85.5 + 242.3 * (168 / 640), 0);
    expectStorable(shape);
  });

  it("reads svg-country-flags' Kiribati: a <style> sheet's classes, <use> of rays rotated about a point", () => {
    const source = svgOf('svg-country-flags/svg/ki.svg');
    const { shape } = ok(importOf(source, 'ki.svg', { width: 300, height: 200 }));
    const parts = leaves(shape) as PathShape[];
    // `.fil3{fill:none}` and `.str1{stroke:#000;stroke-width:.46}` from the sheet:
    const classed = parts.filter((p) => p.stroke === '#000000' && p.fill === null);
    expect(classed.length).toBeGreaterThan(0);
    expect(classed.every((p) => p.strokeWidth > 0)).toBe(true);
    const uses = (source.match(/<use /g) ?? []).length;
    expect(uses).toBeGreaterThan(5);
    // Every <use> of the rays adds shapes: more paths than drawing elements written out.
    const drawn = (source.match(/<(path|polygon|circle|rect|ellipse)[\s>]/g) ?? []).length;
    expect(parts.length).toBeGreaterThan(drawn);
    expectStorable(shape);
  });

  it("flattens devicon's Angular gradient to one colour and says so", () => {
    const { shape, notices } = ok(importOf(svgOf('devicon/icons/angular/angular-original.svg'), 'angular.svg'));
    expect(notices).toContain(SVG_NOTICES.gradient);
    for (const part of leaves(shape) as PathShape[]) expect(part.fill === null || /^#[0-9a-f]{6}$/.test(part.fill)).toBe(true);
    expectStorable(shape);
  });
});

describe('importSvg rules', () => {
  it('applies nested transforms and <use> offsets to the outlines', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">
      <defs><rect id="r" width="10" height="10" fill="red"/></defs>
      <g transform="translate(20 0)"><g transform="scale(2)"><use xlink:href="#r" x="5" y="5"/></g></g>
    </svg>`;
    const { shape } = ok(importOf(svg, 'r.svg', { width: 100, height: 100 }));
    // 100 units onto 80 mm: 0.8 mm per unit, 10 mm margin. The rect: (20 + 2·5, 2·5) to (+20, +20).
    expect(shape).toMatchObject({ type: 'path', fill: '#ff0000' });
    expect(shape.x).toBeCloseTo(10 + 30 * 0.8, 5);
    expect(shape.y).toBeCloseTo(10 + 10 * 0.8, 5);
    expect(shape.w).toBeCloseTo(16, 5);
    expect(shape.h).toBeCloseTo(16, 5);
  });

  it('follows CSS order: presentation attribute < class rule < id rule < style attribute; fill and stroke inherit', () => {
    const svg = `<svg viewBox="0 0 10 10"><style>.a{fill:#00ff00} #b{fill:blue} circle{stroke:red}</style>
      <g fill="#123456" stroke-width="2">
        <rect class="a" fill="red" width="1" height="1"/>
        <rect id="b" class="a" width="1" height="1" x="2"/>
        <rect class="a" style="fill: rgb(255, 255, 0)" width="1" height="1" x="4"/>
        <rect width="1" height="1" x="6"/>
        <circle cx="8" cy="8" r="1" fill="none"/>
      </g></svg>`;
    const parts = leaves(ok(importOf(svg)).shape) as PathShape[];
    expect(parts.map((p) => [p.fill, p.stroke])).toEqual([
      ['#00ff00', null],
      ['#0000ff', null],
      ['#ffff00', null],
      ['#123456', null],
      [null, '#ff0000'],
    ]);
  });

  it('leaves out what is not displayed, says what it could not keep, and refuses what has nothing to draw', () => {
    const svg = `<svg viewBox="0 0 10 10"><rect width="5" height="5" display="none"/><text>Hi</text>
      <rect width="5" height="5" clip-path="url(#c)"/></svg>`;
    const result = ok(importOf(svg));
    expect(leaves(result.shape)).toHaveLength(1);
    expect(result.notices).toEqual([SVG_NOTICES.text, SVG_NOTICES.clip]);
    expect(importOf('<svg viewBox="0 0 10 10"><text>only text</text></svg>')).toEqual({ ok: false, message: SVG_ERRORS.empty });
    expect(importOf('<html></html>')).toEqual({ ok: false, message: SVG_ERRORS.unreadable });
    expect(importOf('not xml at all')).toEqual({ ok: false, message: SVG_ERRORS.unreadable });
  });

  it('never loops on a <use> that refers to itself', () => {
    const svg = '<svg viewBox="0 0 10 10"><g id="g"><rect width="1" height="1"/><use href="#g" x="2"/></g></svg>';
    expect(leaves(ok(importOf(svg)).shape)).toHaveLength(1);
  });

  it('groups stay groups and a semi-transparent group passes its opacity on', () => {
    const svg =
      '<svg viewBox="0 0 10 10"><g opacity="0.5"><rect width="1" height="1"/><rect x="2" width="1" height="1"/></g><rect x="5" width="1" height="1"/></svg>';
    const shape = ok(importOf(svg)).shape as GroupShape;
    expect(shape.type).toBe('group');
    expect(shape.children.map((c) => [c.type, c.opacity])).toEqual([
      ['group', 0.5],
      ['path', 1],
    ]);
  });
});

describe('the readers', () => {
  it('reads transforms, colours, style sheets and XML', () => {
    expect(parseTransform('translate(10) scale(2)')).toEqual([2, 0, 0, 2, 10, 0]);
    expect(parseTransform('rotate(90 5 5)').map((n) => Math.round(n * 1000) / 1000)).toEqual([0, 1, -1, 0, 10, 0]);
    expect(parseColour('#abc')).toEqual({ hex: '#aabbcc', alpha: 1 });
    expect(parseColour('rgba(255,0,0,.5)')).toEqual({ hex: '#ff0000', alpha: 0.5 });
    expect(parseColour('Navy')).toEqual({ hex: '#000080', alpha: 1 });
    expect(parseColour('none')).toBeNull();
    expect(parseColour('url(#g)')).toBeUndefined();
    expect(parseStyleSheet('/* x */ .a, path#b.c { fill: red } a b { fill: blue }').map((r) => [r.tag, r.id, r.classes])).toEqual([
      [null, null, ['a']],
      ['path', 'b', ['c']],
    ]);
    const root = parseXml('<?xml version="1.0"?><!DOCTYPE svg><svg a="1 &amp; 2"><style><![CDATA[.x{}]]></style><g/></svg>');
    expect(root?.attributes['a']).toBe('1 & 2');
    expect(root?.children.map((c) => [c.name, c.text])).toEqual([
      ['style', '.x{}'],
      ['g', ''],
    ]);
  });
});
