import { parseDesignDocument, newDesignDocument } from '@shop/design-document/model';
import { describe, expect, it } from 'vitest';
import { designProduct, fitsPlacements, methodKind, type ProductView } from './context.ts';

const product = {
  code: '5001-01',
  name: '5.6オンス Tシャツ',
  category: { id: 1, slug: 't-shirts', name: 'Tシャツ' },
  colors: [
    { id: 1, name: 'ホワイト', hex: '#FFFFFF', isDark: false, sizes: [] },
    { id: 2, name: 'ネイビー', hex: '#1F2A44', isDark: true, sizes: [] },
  ],
  printMethods: [],
} as unknown as ProductView;

describe('design context', () => {
  it("shows the garment in the order's colour, in lower case so the document parses again after a reload", () => {
    const garment = designProduct(product, 2);
    expect(garment).toEqual({
      code: '5001-01',
      name: '5.6オンス Tシャツ',
      colorId: 2,
      colorName: 'ネイビー',
      colorHex: '#1f2a44',
      silhouette: 'tshirt',
    });
    expect(designProduct(product, 99).colorId).toBe(1);
    const document = newDesignDocument({ id: 'd', now: 1, product: garment });
    expect(parseDesignDocument(JSON.parse(JSON.stringify(document))).ok).toBe(true);
  });

  it('keeps an autosave only when its placements are the order’s, and maps method slugs', () => {
    const placements = [{ printSpecId: 4, name: '前面', position: '前面', width: 210, height: 297 }];
    const document = newDesignDocument({ id: 'd', now: 1, placements });
    expect(fitsPlacements(document, placements)).toBe(true);
    expect(fitsPlacements(document, [{ ...placements[0]!, width: 297 }])).toBe(false);
    expect([methodKind('inkjet'), methodKind('white-inkjet'), methodKind('silkscreen')]).toEqual(['inkjet', 'white-inkjet', 'silkscreen']);
  });
});
