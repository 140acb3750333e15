import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  artworkBox,
  GARMENTS,
  garmentImageUrl,
  garmentPictureMm,
  printAreaBox,
  pxPerMm,
  positionsOnView,
  sideOf,
  silhouetteOf,
  silhouetteOfCategory,
  silhouetteOfPositions,
  type Silhouette,
  viewOfPositions,
} from './garments.ts';

describe('garments at true scale', () => {
  it('draws a T-shirt body of 520 mm over 180 px, so an A3 area (297 × 420 mm) is 102.8 × 145.4 px', () => {
    expect(pxPerMm('tshirt')).toBeCloseTo(180 / 520, 10);
    const area = printAreaBox('tshirt', '前面', { widthMm: 297, heightMm: 420 });
    expect(area.width).toBeCloseTo(102.81, 2);
    expect(area.height).toBeCloseTo(145.38, 2);
    expect(area.x + area.width / 2).toBe(200);
  });

  it('keeps every print area the demo catalogue offers inside the 400 px picture', () => {
    const tops = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip', 'jacket'] as const;
    const cases: [readonly Silhouette[], string, number, number][] = [
      [[...tops, 'apron'], '前面', 210, 297],
      [tops, '前面', 297, 420],
      [tops, '背面', 297, 420],
      [[...tops, 'apron'], '左胸', 100, 100],
      [tops, '右袖', 100, 100],
      [tops, '左袖', 100, 100],
      [['cap'], 'フロント', 100, 60],
      [['tote'], '表面', 210, 297],
      [['tote'], '裏面', 210, 297],
      [['towel'], '片面', 297, 420],
    ];
    for (const [silhouettes, position, widthMm, heightMm] of cases) {
      for (const silhouette of silhouettes) {
        const box = printAreaBox(silhouette, position, { widthMm, heightMm });
        expect(box.x, `${silhouette} ${position}`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${silhouette} ${position}`).toBeLessThanOrEqual(400);
        expect(box.x + box.width, `${silhouette} ${position}`).toBeLessThanOrEqual(400);
      }
    }
  });

  it('puts the wearer’s right sleeve on the viewer’s left and the left sleeve mirrored', () => {
    const right = printAreaBox('tshirt', '右袖', { widthMm: 100, heightMm: 100 });
    const left = printAreaBox('tshirt', '左袖', { widthMm: 100, heightMm: 100 });
    expect(right.x + right.width / 2).toBe(GARMENTS.tshirt.sleeve?.x);
    expect(left.x + left.width / 2).toBe(400 - (GARMENTS.tshirt.sleeve?.x ?? 0));
    expect(right.width).toBeCloseTo(100 * pxPerMm('tshirt'), 10);
  });

  it.each([
    [
      { width: 2000, height: 1000 },
      { x: 0, y: 10, width: 100, height: 50 },
    ],
    [
      { width: 1000, height: 4000 },
      { x: 37.5, y: 10, width: 25, height: 100 },
    ],
    [
      { width: null, height: null },
      { x: 0, y: 10, width: 100, height: 100 },
    ],
  ])('fits artwork %o into the area keeping its aspect ratio, centred at the top', (pixels, expected) => {
    expect(artworkBox({ x: 0, y: 10, width: 100, height: 100 }, pixels)).toEqual(expected);
  });

  it('shows 背面 and 裏面 on the back view', () => {
    expect(['前面', '背面', '左胸', '右袖', '表面', '裏面'].map(sideOf)).toEqual(['front', 'back', 'front', 'front', 'front', 'back']);
  });

  it('knows the silhouette from the category, else guesses it from the positions', () => {
    expect(silhouetteOfCategory('hoodies')).toBe('hoodie');
    expect(silhouetteOfCategory('kids')).toBeUndefined();
    expect(silhouetteOfPositions(['フロント'])).toBe('cap');
    expect(silhouetteOfPositions(['表面', '裏面'])).toBe('tote');
    expect(silhouetteOfPositions(['前面', '背面'])).toBe('tshirt');
  });

  it("reads position keywords as well as the catalogue's Japanese names", () => {
    expect(['front', 'back', 'left_chest', 'right_sleeve', 'back_neck'].map(sideOf)).toEqual(['front', 'back', 'front', 'front', 'back']);
    expect(anchorOf('tshirt', 'left_chest')).toEqual(anchorOf('tshirt', '左胸'));
    expect(anchorOf('tshirt', 'right_sleeve')).toEqual(anchorOf('tshirt', '右袖'));
    expect(anchorOf('tshirt', 'left_sleeve')).toEqual(anchorOf('tshirt', '左袖'));
    expect(anchorOf('tshirt', 'back')).toEqual(GARMENTS.tshirt.back);
    expect(anchorOf('cap', 'left_sleeve')).toEqual(GARMENTS.cap.front);
  });

  it("places the garment picture under a page in the page's millimetres", () => {
    // A4 front of a T-shirt: the picture spans 400 / (180 / 520) ≈ 1155.6 mm, the area's centre on x 200 px.
    const picture = garmentPictureMm('tshirt', '前面', 210);
    expect(picture.size).toBeCloseTo(400 / (180 / 520), 10);
    expect(picture.x + 200 / pxPerMm('tshirt')).toBeCloseTo(105, 10);
    expect(picture.y).toBeCloseTo(-100 / pxPerMm('tshirt'), 10);
  });

  it("names the server's garment picture and falls back to a T-shirt for an unknown silhouette", () => {
    expect(garmentImageUrl('5001-01', 11)).toBe('/api/images/products/5001-01/11.svg?print_area=none');
    expect([silhouetteOf('hoodie'), silhouetteOf('kimono'), silhouetteOf(null)]).toEqual(['hoodie', 'tshirt', 'tshirt']);
  });

  it("a line's one picture shows the front when anything prints there, else the back, and names what it shows", () => {
    expect(viewOfPositions(['背面', '左胸'])).toBe('front');
    expect(viewOfPositions(['A3 背面'])).toBe('back');
    expect(viewOfPositions([])).toBe('front');
    expect(positionsOnView(['背面', '前面', '左胸'])).toEqual(['前面', '左胸']);
    expect(positionsOnView(['裏面'])).toEqual(['裏面']);
    expect(positionsOnView(['前面', '背面'], 'back')).toEqual(['背面']);
  });
});
