import { describe, expect, it } from 'vitest';
import { artworkUrl, placedInArea } from './preview-layout.ts';

// The garment geometry is tested where it lives (libs/design-document/src/garment/garments.test.ts).
describe('preview layout', () => {
  it('draws the server’s preview rendition of images and none of PDF or AI', () => {
    const file = { uuid: 'u-1', kind: 'png', name: 'a.png', width: 1, height: 1, needsCheck: false, thumbnailUrl: '/t' } as const;
    expect(artworkUrl(file)).toBe('/api/files/u-1/preview');
    expect(artworkUrl({ ...file, kind: 'pdf' })).toBeNull();
  });

  it("prints the design tool's page (the whole print area) over the whole area with the default layout", () => {
    // finishDesign (designtool-web) hands over the page as artwork with the layout reset to null.
    const area = { widthMm: 297, heightMm: 420 };
    const page = { width: 1131, height: 1600 }; // the tool's 1600 px PNG of a 297 × 420 mm page
    const placed = placedInArea(area, page, null);
    // Within the PNG's rounding to whole pixels (a tenth of a millimetre).
    expect(placed?.xMm).toBeCloseTo(0, 0);
    expect(placed?.yMm).toBe(0);
    expect(placed?.widthMm).toBeCloseTo(297, 0);
    expect(placed?.heightMm).toBeCloseTo(420, 0);
    expect(placed?.widthReduced).toBe(false);
  });
});
