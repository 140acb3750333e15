import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArtworkLayout } from './model.ts';
import { defaultLayout, fitWidthMm, isValidLayout, placeArtwork } from './placement.ts';

const A4 = { widthMm: 210, heightMm: 297 };
const layout = (widthMm: number, anchor: ArtworkLayout['anchor'] = 'top', offsetXMm = 0, offsetYMm = 0): ArtworkLayout => ({
  widthMm,
  anchor,
  offsetXMm,
  offsetYMm,
});

describe('placeArtwork: the print width with the aspect kept, placed in the area and fitted', () => {
  it.each([
    ['centred across at the top', { width: 2000, height: 1000 }, layout(150), { xMm: 30, yMm: 0, widthMm: 150, heightMm: 75 }],
    ['centred both ways', { width: 2000, height: 1000 }, layout(150, 'center'), { xMm: 30, yMm: 111, widthMm: 150, heightMm: 75 }],
    ['moved by offsets', { width: 2000, height: 1000 }, layout(100, 'top', -20, 40), { xMm: 35, yMm: 40, widthMm: 100, heightMm: 50 }],
    [
      'moved up from the centre',
      { width: 1000, height: 1000 },
      layout(100, 'center', 0, -50),
      { xMm: 55, yMm: 48.5, widthMm: 100, heightMm: 100 },
    ],
  ])('%s', (_, artwork, chosen, rect) => {
    const placed = placeArtwork(artwork, chosen, A4);
    expect(placed).toEqual({ ...rect, requested: rect, widthReduced: false, moved: false });
  });

  it('narrows a width wider than the area, keeping the aspect', () => {
    const placed = placeArtwork({ width: 3000, height: 1500 }, layout(300), A4);
    expect(placed).toEqual({
      xMm: 0,
      yMm: 0,
      widthMm: 210,
      heightMm: 105,
      requested: { xMm: -45, yMm: 0, widthMm: 300, heightMm: 150 },
      widthReduced: true,
      moved: false,
    });
  });

  it('narrows a tall artwork to the area height', () => {
    const placed = placeArtwork({ width: 1000, height: 4000 }, layout(200), A4);
    expect(placed).toMatchObject({ widthMm: 74.25, heightMm: 297, xMm: 67.875, yMm: 0, widthReduced: true });
  });

  it('moves an artwork pushed outside back to the nearest edge', () => {
    const placed = placeArtwork({ width: 1000, height: 1000 }, layout(100, 'top', 200, -30), A4);
    expect(placed).toMatchObject({ xMm: 110, yMm: 0, widthMm: 100, heightMm: 100, moved: true, widthReduced: false });
    expect(placed.requested).toEqual({ xMm: 255, yMm: -30, widthMm: 100, heightMm: 100 });
    expect(placeArtwork({ width: 1000, height: 1000 }, layout(100, 'center', 0, 1000), A4)).toMatchObject({ yMm: 197, moved: true });
  });

  it.each([
    ['a zero width', { width: 100, height: 100 }, layout(0)],
    ['a negative width', { width: 100, height: 100 }, layout(-5)],
    ['an artwork without pixels', { width: 0, height: 100 }, layout(50)],
    ['an offset that is not a number', { width: 100, height: 100 }, layout(50, 'top', Number.NaN)],
    ['an infinite width', { width: 100, height: 100 }, layout(Number.POSITIVE_INFINITY)],
  ])('throws RangeError for %s (a bug in the caller)', (_, artwork, chosen) => {
    expect(() => placeArtwork(artwork, chosen, A4)).toThrow(RangeError);
  });

  it('starts as wide as fits, centred across, at the top', () => {
    expect(fitWidthMm({ width: 1000, height: 2000 }, A4)).toBe(148.5);
    expect(defaultLayout({ width: 3000, height: 1000 }, A4)).toEqual({ widthMm: 210, anchor: 'top', offsetXMm: 0, offsetYMm: 0 });
  });

  it('tells a usable layout from a malformed one', () => {
    expect(isValidLayout(layout(10))).toBe(true);
    expect(isValidLayout(layout(0))).toBe(false);
    expect(isValidLayout(layout(10, 'top', Number.NaN))).toBe(false);
    expect(isValidLayout({ ...layout(10), anchor: 'bottom' as 'top' })).toBe(false);
  });

  it('with the area, refuses a layout the shopper could not have chosen there', () => {
    expect(isValidLayout(layout(210, 'top', 105, 297), A4)).toBe(true);
    expect(isValidLayout(layout(211), A4)).toBe(false);
    expect(isValidLayout(layout(100, 'top', 106), A4)).toBe(false);
    expect(isValidLayout(layout(100, 'center', 0, -298), A4)).toBe(false);
    expect(isValidLayout(layout(0), A4)).toBe(false);
  });
});

describe('placeArtwork: invariants', () => {
  const size = fc.double({ min: 1, max: 10_000, noNaN: true });
  const area = fc.record({ widthMm: fc.integer({ min: 1, max: 1000 }), heightMm: fc.integer({ min: 1, max: 1000 }) });
  const chosen = fc.record({
    widthMm: fc.double({ min: 0.01, max: 3000, noNaN: true }),
    anchor: fc.constantFrom<'top' | 'center'>('top', 'center'),
    offsetXMm: fc.double({ min: -2000, max: 2000, noNaN: true }),
    offsetYMm: fc.double({ min: -2000, max: 2000, noNaN: true }),
  });

  it('the placed rectangle always lies inside the area, keeps the aspect and is never wider than asked', () => {
    fc.assert(
      fc.property(size, size, chosen, area, (width, height, asked, printArea) => {
        const placed = placeArtwork({ width, height }, asked, printArea);
        const tolerance = 1e-9 * Math.max(printArea.widthMm, printArea.heightMm);
        expect(placed.xMm).toBeGreaterThanOrEqual(0);
        expect(placed.yMm).toBeGreaterThanOrEqual(0);
        expect(placed.xMm + placed.widthMm).toBeLessThanOrEqual(printArea.widthMm + tolerance);
        expect(placed.yMm + placed.heightMm).toBeLessThanOrEqual(printArea.heightMm + tolerance);
        expect(placed.widthMm).toBeLessThanOrEqual(asked.widthMm);
        expect(placed.heightMm / placed.widthMm).toBeCloseTo(height / width, 6);
        if (!placed.widthReduced) expect(placed.widthMm).toBe(asked.widthMm);
        if (!placed.widthReduced && !placed.moved)
          expect({ ...placed.requested }).toEqual({ xMm: placed.xMm, yMm: placed.yMm, widthMm: placed.widthMm, heightMm: placed.heightMm });
      }),
    );
  });
});
