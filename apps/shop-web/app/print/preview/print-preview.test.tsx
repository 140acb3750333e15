import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '@shop/web-state';
import { PrintPreview, type PreviewPlacement } from './print-preview.tsx';

const PRODUCT = {
  code: '5001-01',
  colors: [
    { id: 1, name: 'ホワイト', hex: '#ffffff' },
    { id: 2, name: 'ブラック', hex: '#111111' },
  ],
};

// A T-shirt body is 520 mm over 180 picture px.
const SCALE = 180 / 520;

const FRONT_A3 = { id: 11, name: '前面 A3', position: '前面', widthMm: 297, heightMm: 420 };
const BACK_A4 = { id: 12, name: '背面 A4', position: '背面', widthMm: 210, heightMm: 297 };
const RIGHT_SLEEVE = { id: 13, name: '右袖', position: '右袖', widthMm: 100, heightMm: 100 };

const wide: UploadedFile = {
  uuid: 'f-1',
  kind: 'png',
  name: 'banner.png',
  width: 3000,
  height: 1000,
  needsCheck: false,
  thumbnailUrl: '/api/files/f-1/thumbnail',
};

function number(element: Element, attribute: string): number {
  return Number(element.getAttribute(attribute));
}

function renderPreview(placements: PreviewPlacement[], colorId = 2) {
  render(<PrintPreview product={PRODUCT} colorId={colorId} placements={placements} />);
}

describe('PrintPreview', () => {
  it('draws the garment in the chosen colour, the front on a front view and 背面 on a back view, each with its name', () => {
    renderPreview([
      { spec: FRONT_A3, file: wide },
      { spec: BACK_A4, file: null },
    ]);
    const front = screen.getByRole('img', { name: 'ブラックの前面プレビュー' });
    const back = screen.getByRole('img', { name: 'ブラックの背面プレビュー' });
    // The garment alone (`?print_area=none`): the preview draws the print areas itself.
    for (const view of [front, back]) {
      expect(view.querySelector('image')?.getAttribute('href')).toBe('/api/images/products/5001-01/2.svg?print_area=none');
    }
    expect(within(front).getByText('前面 A3')).toBeTruthy();
    expect(within(back).getByText('背面 A4')).toBeTruthy();
    expect(within(front).queryByText('背面 A4')).toBeNull();
  });

  it('sizes each print area as its mm size × the garment scale', () => {
    renderPreview([
      { spec: FRONT_A3, file: null },
      { spec: RIGHT_SLEEVE, file: null },
    ]);
    const front = screen.getByRole('img', { name: 'ブラックの前面プレビュー' });
    const [a3, sleeve] = [...front.querySelectorAll('[data-part="print-area"]')];
    if (!a3 || !sleeve) throw new Error('two print areas expected');
    expect(number(a3, 'width')).toBeCloseTo(297 * SCALE, 6);
    expect(number(a3, 'height')).toBeCloseTo(420 * SCALE, 6);
    expect(number(sleeve, 'width')).toBeCloseTo(100 * SCALE, 6);
    // The sleeve sits off the body (x 110–290), on the viewer's left.
    expect(number(sleeve, 'x') + number(sleeve, 'width') / 2).toBeLessThan(110);
  });

  it('fits the artwork inside its area keeping its aspect ratio, centred at the top', () => {
    renderPreview([{ spec: FRONT_A3, file: wide }]);
    const front = screen.getByRole('img', { name: 'ブラックの前面プレビュー' });
    const area = front.querySelector('[data-part="print-area"]');
    const art = front.querySelector('[data-part="artwork"]');
    if (!area || !art) throw new Error('area and artwork expected');
    expect(art.getAttribute('href')).toBe('/api/files/f-1/preview');
    const [ax, ay, aw, ah] = ['x', 'y', 'width', 'height'].map((name) => number(area, name)) as [number, number, number, number];
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => number(art, name)) as [number, number, number, number];
    expect(w / h).toBeCloseTo(3, 6);
    expect(w).toBeCloseTo(aw, 6); // a wide image uses the full width
    expect(y).toBe(ay);
    expect(x).toBeGreaterThanOrEqual(ax);
    expect(x + w).toBeLessThanOrEqual(ax + aw + 1e-9);
    expect(y + h).toBeLessThanOrEqual(ay + ah);
  });

  it('centres a tall artwork across the area', () => {
    renderPreview([{ spec: FRONT_A3, file: { ...wide, width: 500, height: 2000 } }]);
    const front = screen.getByRole('img', { name: 'ブラックの前面プレビュー' });
    const area = front.querySelector('[data-part="print-area"]') as Element;
    const art = front.querySelector('[data-part="artwork"]') as Element;
    expect(number(art, 'height')).toBeCloseTo(number(area, 'height'), 6);
    expect(number(art, 'x') + number(art, 'width') / 2).toBeCloseTo(number(area, 'x') + number(area, 'width') / 2, 6);
  });

  it('shows an empty area with データ未入稿 for a placement without a file, also in the text list', () => {
    renderPreview([{ spec: BACK_A4, file: null }], 1);
    const back = screen.getByRole('img', { name: 'ホワイトの背面プレビュー' });
    expect(within(back).getByText('データ未入稿')).toBeTruthy();
    expect(back.querySelector('[data-part="artwork"]')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('背面 A4（210×297mm）：データ未入稿');
    // Only the back has a placement: no empty front view.
    expect(screen.queryByRole('img', { name: 'ホワイトの前面プレビュー' })).toBeNull();
  });

  it('falls back to the thumbnail when the preview rendition cannot be loaded, and names a PDF without drawing it', () => {
    renderPreview([
      { spec: FRONT_A3, file: wide },
      {
        spec: RIGHT_SLEEVE,
        file: { ...wide, uuid: 'f-2', kind: 'pdf', name: 'logo.pdf', width: null, height: null, needsCheck: true, thumbnailUrl: '' },
      },
    ]);
    const front = screen.getByRole('img', { name: 'ブラックの前面プレビュー' });
    const art = front.querySelector('[data-part="artwork"]') as Element;
    fireEvent.error(art);
    expect(front.querySelector('[data-part="artwork"]')?.getAttribute('href')).toBe('/api/files/f-1/thumbnail');
    expect(within(front).getByText('PDF入稿済み')).toBeTruthy();
    expect(front.querySelectorAll('[data-part="artwork"]')).toHaveLength(1);
  });

  it('draws the artwork at the chosen print width and place, at true scale (placeArtwork)', () => {
    // 3000 × 1000 px at 150 mm wide is 150 × 50 mm; centred down the A3 area (420 mm), 20 mm right and 10 mm down.
    renderPreview([{ spec: FRONT_A3, file: wide, layout: { widthMm: 150, anchor: 'center', offsetXMm: 20, offsetYMm: 10 } }]);
    const front = screen.getByRole('img', { name: 'ブラックの前面プレビュー' });
    const area = front.querySelector('[data-part="print-area"]') as Element;
    const art = front.querySelector('[data-part="artwork"]') as Element;
    expect(number(art, 'width')).toBeCloseTo(150 * SCALE, 6);
    expect(number(art, 'height')).toBeCloseTo(50 * SCALE, 6);
    expect(number(art, 'x') - number(area, 'x')).toBeCloseTo(((297 - 150) / 2 + 20) * SCALE, 6);
    expect(number(art, 'y') - number(area, 'y')).toBeCloseTo(((420 - 50) / 2 + 10) * SCALE, 6);
    expect(screen.getByRole('listitem').textContent).toBe('前面 A3（297×420mm）：banner.png（印刷 幅150×高さ50mm）');
  });

  it('never draws the artwork outside its area: a width too wide is narrowed, a place too far is moved back', () => {
    renderPreview([{ spec: BACK_A4, file: wide, layout: { widthMm: 400, anchor: 'top', offsetXMm: 500, offsetYMm: -40 } }]);
    const back = screen.getByRole('img', { name: 'ブラックの背面プレビュー' });
    const area = back.querySelector('[data-part="print-area"]') as Element;
    const art = back.querySelector('[data-part="artwork"]') as Element;
    expect(number(art, 'width')).toBeCloseTo(210 * SCALE, 6);
    expect(number(art, 'x')).toBeCloseTo(number(area, 'x'), 6);
    expect(number(art, 'y')).toBeCloseTo(number(area, 'y'), 6);
  });
});
