import { describe, expect, it } from 'vitest';
import { areaPixels, artworkPixels, visiblePart, type MockupPrint } from './mockup-geometry.ts';

/** A T-shirt's body is 180 px of the 400 px picture for 520 mm of garment (design-document's GARMENTS). */
const TSHIRT_PX_PER_MM = 180 / 520;

const A4 = { widthMm: 210, heightMm: 297 };
const front = (overrides: Partial<MockupPrint> = {}): MockupPrint => ({
  position: '前面',
  area: A4,
  artwork: { width: 1000, height: 500 },
  layout: null,
  ...overrides,
});

describe('the print area in the mock-up', () => {
  it('is the area at true scale: 210 mm of a 520 mm T-shirt body is 210/520 of its 180 px, centred on the front under the collar', () => {
    const box = areaPixels('tshirt', front(), 400);
    expect(box.width).toBe(Math.round(200 + (210 * TSHIRT_PX_PER_MM) / 2) - Math.round(200 - (210 * TSHIRT_PX_PER_MM) / 2));
    expect(box.width / 180).toBeCloseTo(210 / 520, 2);
    expect(box.height / box.width).toBeCloseTo(297 / 210, 1);
    expect(box.left + box.width / 2).toBeCloseTo(200, 0);
    expect(box.top).toBe(100);
  });

  it('scales with the mock-up: at 800 px every edge is twice as far (±1 px an edge of rounding)', () => {
    const small = areaPixels('tshirt', front(), 400);
    const large = areaPixels('tshirt', front(), 800);
    for (const key of ['left', 'top'] as const) expect(Math.abs(large[key] - 2 * small[key])).toBeLessThanOrEqual(1);
    for (const key of ['width', 'height'] as const) expect(Math.abs(large[key] - 2 * small[key])).toBeLessThanOrEqual(2);
  });

  it('a chest print is smaller and on the wearer’s left (the viewer’s right)', () => {
    const chest = areaPixels('tshirt', { position: '左胸', area: { widthMm: 100, heightMm: 100 } }, 400);
    expect(Math.abs(chest.width - 100 * TSHIRT_PX_PER_MM)).toBeLessThanOrEqual(1); // 34.6 px, edges rounded
    expect(chest.left + chest.width / 2).toBeGreaterThan(200);
  });
});

describe('the artwork in the mock-up', () => {
  it('the default layout: as wide as the area, the file’s aspect kept, at the top of the area', () => {
    const area = areaPixels('tshirt', front(), 400);
    const art = artworkPixels('tshirt', front(), 400);
    expect(art).not.toBeNull();
    expect(art?.left).toBe(area.left);
    expect(art?.width).toBe(area.width);
    expect(art?.top).toBe(area.top);
    expect((art?.height ?? 0) / (art?.width ?? 1)).toBeCloseTo(0.5, 1);
  });

  it('a chosen layout: 100 mm wide, 30 mm down from the top, centred across (whole pixels)', () => {
    const art = artworkPixels('tshirt', front({ layout: { widthMm: 100, anchor: 'top', offsetXMm: 0, offsetYMm: 30 } }), 400);
    // Left edge 163.65 + 55 mm × 0.346 = 182.7 px, right 217.3 px; top 100 + 30 × 0.346 = 110.4 px, bottom 127.7 px.
    expect(art).toEqual({ left: 183, top: 110, width: 34, height: 18 });
  });

  it('moved 40 mm right and centred vertically: where placeArtwork puts it, in px', () => {
    const art = artworkPixels('tshirt', front({ layout: { widthMm: 50, anchor: 'center', offsetXMm: 40, offsetYMm: 0 } }), 400);
    const area = areaPixels('tshirt', front(), 400);
    // centre across + 40 mm; half-way down the 297 mm area minus half of the 25 mm height
    const centreMm = ((art?.left ?? 0) + (art?.width ?? 0) / 2 - 200) / TSHIRT_PX_PER_MM;
    const topMm = ((art?.top ?? 0) - area.top) / TSHIRT_PX_PER_MM;
    // within a pixel (2.9 mm on this garment)
    expect(Math.abs(centreMm - 40)).toBeLessThan(1 / TSHIRT_PX_PER_MM);
    expect(Math.abs(topMm - (297 - 25) / 2)).toBeLessThan(1 / TSHIRT_PX_PER_MM);
  });

  it('a layout wider than the area is narrowed to it (the print-size rule), never drawn outside', () => {
    const area = areaPixels('tshirt', front(), 400);
    const art = artworkPixels('tshirt', front({ layout: { widthMm: 400, anchor: 'top', offsetXMm: 500, offsetYMm: 0 } }), 400);
    expect(art?.width).toBe(area.width);
    expect(art?.left).toBe(area.left);
  });

  it('a file without a size (PDF, AI) has no artwork box: the mock-up outlines the area instead', () => {
    expect(artworkPixels('tshirt', front({ artwork: null }), 400)).toBeNull();
  });

  it('keeps the true proportion on a towel (1000 mm wide): the same 100 mm is fewer pixels than on a T-shirt', () => {
    const layout = { widthMm: 100, anchor: 'top' as const, offsetXMm: 0, offsetYMm: 0 };
    const towel = artworkPixels(
      'towel',
      { position: '片面', area: { widthMm: 400, heightMm: 300 }, artwork: { width: 100, height: 100 }, layout },
      400,
    );
    const shirt = artworkPixels('tshirt', front({ artwork: { width: 100, height: 100 }, layout }), 400);
    expect(towel?.width).toBe(30); // 100 mm × 300 px / 1000 mm
    expect(shirt?.width).toBe(34); // 100 mm × 180 px / 520 mm = 34.6 px, edges at 182.7 and 217.3 px
  });
});

describe('the visible part of a box', () => {
  it('cuts a box to the picture and says where the cut starts', () => {
    expect(visiblePart({ left: -10, top: 390, width: 30, height: 20 }, 400)).toEqual({
      inside: { left: 0, top: 390, width: 20, height: 10 },
      offsetX: 10,
      offsetY: 0,
    });
    expect(visiblePart({ left: 10, top: 10, width: 5, height: 5 }, 400)).toEqual({
      inside: { left: 10, top: 10, width: 5, height: 5 },
      offsetX: 0,
      offsetY: 0,
    });
    expect(visiblePart({ left: 400, top: 0, width: 5, height: 5 }, 400)).toBeNull();
  });
});
