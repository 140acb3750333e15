import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InkSwatches, swatchSetsOf } from './ink-swatches.tsx';

const BLACK = { name: 'ブラック', hex: '#000000' };
const RED = { name: 'レッド', hex: '#d7263d' };

describe('InkSwatches', () => {
  it('names every ink of a set for all colours, each with a swatch of its colour that is not read out', () => {
    const { container } = render(<InkSwatches sets={[{ garmentColor: null, inks: [BLACK, RED] }]} />);
    expect(container.textContent).toBe('ブラック・レッド');
    const swatches = [...container.querySelectorAll('[aria-hidden="true"]')] as HTMLElement[];
    expect(swatches.map((s) => s.style.background)).toEqual(['rgb(0, 0, 0)', 'rgb(215, 38, 61)']);
  });

  it('leads each set with its garment colour when every colour has its own inks', () => {
    render(
      <InkSwatches
        sets={[
          { garmentColor: 'ホワイト', inks: [BLACK] },
          { garmentColor: 'ネイビー', inks: [RED] },
        ]}
      />,
    );
    expect(screen.getByText('ホワイト：').parentElement?.textContent).toBe('ホワイト：ブラック');
    expect(screen.getByText('ネイビー：').parentElement?.textContent).toBe('ネイビー：レッド');
  });

  it('swatchSetsOf names each set by its garment colour id, null for every colour', () => {
    const colors = [{ id: 3, name: 'ネイビー' }];
    expect(
      swatchSetsOf(
        [
          { colorId: null, inks: [BLACK] },
          { colorId: 3, inks: [RED] },
        ],
        colors,
      ),
    ).toEqual([
      { garmentColor: null, inks: [BLACK] },
      { garmentColor: 'ネイビー', inks: [RED] },
    ]);
  });
});
