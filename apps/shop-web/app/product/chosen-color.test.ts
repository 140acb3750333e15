import { describe, expect, it } from 'vitest';
import { colorImage, sharePicture } from './chosen-color.ts';

describe('product pictures', () => {
  it('finds the picture of a colour by its file name, else by the colour’s position', () => {
    const product = {
      colors: [{ id: 12 }, { id: 14 }],
      images: ['/api/images/products/A-1/12.webp', '/api/images/products/A-1/14.webp'],
    } as never;
    expect(colorImage(product, 14)).toBe('/api/images/products/A-1/14.webp');
    const unnamed = { colors: [{ id: 12 }, { id: 14 }], images: ['/a.webp', '/b.webp'] } as never;
    expect(colorImage(unnamed, 14)).toBe('/b.webp');
    expect(colorImage(unnamed, 99)).toBeUndefined();
  });

  it('shares the PNG of a generated WebP picture (link previews), and any other address as it is', () => {
    expect(sharePicture('/api/images/products/00362-WJK/14.webp')).toBe('/api/images/products/00362-WJK/14.png');
    expect(sharePicture('/api/images/products/00362-WJK/14.svg')).toBe('/api/images/products/00362-WJK/14.svg');
    expect(sharePicture('https://cdn.example.jp/pictures/shirt.webp')).toBe('https://cdn.example.jp/pictures/shirt.webp');
  });
});
