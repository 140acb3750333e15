import { describe, expect, it } from 'vitest';
import { artworkBox, artworkUrl, GARMENTS, printAreaBox, pxPerMm, sideOf, silhouetteOfCategory, silhouetteOfPositions, type Silhouette } from './preview-layout.ts';

describe('preview layout', () => {
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
    [{ width: 2000, height: 1000 }, { x: 0, y: 10, width: 100, height: 50 }],
    [{ width: 1000, height: 4000 }, { x: 37.5, y: 10, width: 25, height: 100 }],
    [{ width: null, height: null }, { x: 0, y: 10, width: 100, height: 100 }],
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

  it('draws the server’s preview rendition of images and none of PDF or AI', () => {
    const file = { uuid: 'u-1', kind: 'png', name: 'a.png', width: 1, height: 1, needsCheck: false, thumbnailUrl: '/t' } as const;
    expect(artworkUrl(file)).toBe('/api/files/u-1/preview');
    expect(artworkUrl({ ...file, kind: 'pdf' })).toBeNull();
  });
});
