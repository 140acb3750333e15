/**
 * A print-capable product for the print-order page tests (the camelCased `Product` a loader gets):
 * T-001 in white (light: S, M) and black (dark: M), inkjet (light colours, from 1 piece, two
 * placements) and silk-screen (any colour, from 10 pieces, a three-ink palette, 2,200 yen per
 * colour change).
 */
import type { Product } from '@shop/api-contract';
import { yen } from '@shop/cart-domain';

const tiers = (charges: readonly (readonly [number, number])[]) => charges.map(([minQuantity, charge]) => ({ minQuantity, charge }));

export function aPrintProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 41,
    code: 'T-001',
    name: 'ヘビーウェイトTシャツ',
    description: '',
    brand: { id: 1, slug: 'shop', name: 'ショップ' },
    category: { id: 1, slug: 't-shirts', name: 'Tシャツ' },
    images: [],
    fit: null,
    weightOz: null,
    material: '',
    printMethods: [
      {
        id: 51,
        slug: 'inkjet',
        name: 'インクジェット',
        description: '写真やグラデーションも1枚からフルカラーで。',
        colorChangeCharge: 0,
        leadDays: 3,
        minQuantity: 1,
        goodFor: ['写真・グラデーション', '1枚から'],
        printableColors: 'light',
        inks: [],
        printSpecs: [
          {
            id: 31,
            name: '前面 A4',
            position: '前面',
            size: 'A4',
            widthMm: 210,
            heightMm: 297,
            printCategory: {
              id: 1,
              name: 'インクジェット A4',
              printCharges: tiers([
                [1, 1650],
                [10, 1320],
                [30, 1100],
              ]),
              platePrice: 0,
              shortTermPlatePrice: 0,
              extraPlateCharge: 0,
              extraPrintCharge: 0,
              dataProductionFee: 0,
            },
          },
          {
            id: 32,
            name: '背面 A3',
            position: '背面',
            size: 'A3',
            widthMm: 297,
            heightMm: 420,
            printCategory: {
              id: 2,
              name: 'インクジェット A3',
              printCharges: tiers([
                [1, 2200],
                [10, 1980],
              ]),
              platePrice: 0,
              shortTermPlatePrice: 0,
              extraPlateCharge: 0,
              extraPrintCharge: 0,
              dataProductionFee: 0,
            },
          },
        ],
      },
      {
        id: 53,
        slug: 'silkscreen',
        name: 'シルクスクリーン',
        description: 'インク色ごとに版を作る、発色と耐久性に優れたプリント。',
        colorChangeCharge: 2200,
        leadDays: 8,
        minQuantity: 10,
        goodFor: ['大量注文', 'チーム・イベント'],
        printableColors: 'any',
        inks: [
          { id: 1, name: 'ホワイト', hex: '#ffffff' },
          { id: 2, name: 'ブラック', hex: '#1a1a1a' },
          { id: 3, name: 'レッド', hex: '#d32f2f' },
        ],
        printSpecs: [
          {
            id: 35,
            name: '前面 A4',
            position: '前面',
            size: 'A4',
            widthMm: 210,
            heightMm: 297,
            printCategory: {
              id: 3,
              name: 'シルクスクリーン A4',
              printCharges: tiers([
                [10, 450],
                [30, 300],
                [50, 250],
              ]),
              platePrice: 3300,
              shortTermPlatePrice: 5500,
              extraPlateCharge: 0,
              extraPrintCharge: 0,
              dataProductionFee: 1100,
            },
          },
        ],
      },
    ],
    colors: [
      {
        id: 21,
        name: 'ホワイト',
        hex: '#ffffff',
        isDark: false,
        sizes: [
          { id: 1, name: 'S', sku: { id: 1101, price: 1200, inventory: { quantityAvailable: 50 } } },
          { id: 2, name: 'M', sku: { id: 1102, price: 1200, inventory: { quantityAvailable: 3 } } },
        ],
      },
      {
        id: 22,
        name: 'ブラック',
        hex: '#1a1a1a',
        isDark: true,
        sizes: [{ id: 2, name: 'M', sku: { id: 2102, price: 1300, inventory: { quantityAvailable: 40 } } }],
      },
    ],
    wrappings: [],
    reviewSummary: { count: 0, average: 0 },
    ...overrides,
  };
}

/** A size of a stored print order's colour: `quantity` of SKU `skuId` at `price` yen, not wrapped. */
export const sizeLine = (skuId: number, quantity: number, price: number) => ({
  skuId,
  quantity,
  sku: { price: yen(price) },
  wrappingCharge: yen(0),
  wrappingId: null,
});
