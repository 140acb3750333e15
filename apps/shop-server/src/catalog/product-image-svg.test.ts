import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SILHOUETTES, productImageSvg } from './product-image-svg.ts';

/** Parses the SVG as XML (a well-formedness error throws) and returns its root. */
function parse(svg: string): Element {
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`invalid SVG: ${error.textContent}`);
  return doc.documentElement;
}

const COLOURS = [
  { name: 'white', hex: '#ffffff', isDark: false },
  { name: 'navy', hex: '#1f2a44', isDark: true },
] as const;

describe('productImageSvg', () => {
  it('draws the eleven catalogue silhouettes', () => {
    expect([...SILHOUETTES].sort()).toEqual([
      'apron',
      'cap',
      'hoodie',
      'jacket',
      'longsleeve',
      'polo',
      'sweat',
      'tote',
      'towel',
      'tshirt',
      'zip',
    ]);
  });

  for (const silhouette of SILHOUETTES) {
    for (const colour of COLOURS) {
      it(`${silhouette} in ${colour.name}: a valid 400×400 mock-up in that colour with seams, collar, shading and the print area`, () => {
        const svg = productImageSvg(silhouette, colour.hex, colour.isDark);
        const root = parse(svg);
        expect(root.tagName).toBe('svg');
        expect(root.getAttribute('viewBox')).toBe('0 0 400 400');
        expect(root.querySelector('#garment path')?.getAttribute('fill')).toBe(colour.hex);
        expect(root.querySelector('#shading')?.children.length).toBeGreaterThanOrEqual(2);
        expect(root.querySelector('#folds')?.children.length).toBeGreaterThan(0);
        expect(root.querySelector('#collar')).not.toBeNull();
        expect(root.querySelector('#seams')?.querySelectorAll('path').length).toBeGreaterThan(0);
        const print = root.querySelector('#print-area');
        expect(print?.getAttribute('stroke-dasharray')).toBeTruthy();
        expect(print?.getAttribute('fill')).toBe('none');
        // Thread colour follows the fabric: light on dark garments, dark on light ones.
        expect(root.querySelector('#seams')?.getAttribute('stroke')).toBe(colour.isDark ? '#ffffff' : '#000000');
        // CSP-safe and self-contained: no script, no event handler, no external reference.
        expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|url\((?!#)/i);
        expect(svg.length).toBeLessThan(6000);
      });
    }
  }

  it('leaves out the dashed print area when asked (the design tool draws the true one)', () => {
    for (const silhouette of SILHOUETTES) {
      const svg = productImageSvg(silhouette, '#ffffff', false, { printArea: false });
      expect(parse(svg).querySelector('#print-area'), silhouette).toBeNull();
      expect(svg).not.toContain('stroke-dasharray="6 5"');
    }
  });

  it('draws a collar rib on T-shirts, a hood on hoodies and cuff and hem ribs on sweatshirts', () => {
    const tee = parse(productImageSvg('tshirt', '#ffffff', false));
    expect(tee.querySelectorAll('#ribs path').length).toBeGreaterThan(0);
    const hoodie = parse(productImageSvg('hoodie', '#ffffff', false));
    expect(hoodie.querySelectorAll('#collar-back path').length).toBe(1);
    const sweat = parse(productImageSvg('sweat', '#ffffff', false));
    // neck, two cuffs and the hem, each the colour plus the ribbing
    expect(sweat.querySelectorAll('#ribs path').length).toBe(8);
  });

  it('draws an unknown silhouette as a T-shirt and refuses a colour that is not #rrggbb', () => {
    expect(productImageSvg('unknown', '#ffffff', false)).toBe(productImageSvg('tshirt', '#ffffff', false));
    expect(() => productImageSvg('tshirt', 'red', false)).toThrow(RangeError);
    expect(() => productImageSvg('tshirt', '#fff"/><script>', false)).toThrow(RangeError);
  });
});
