import { yen } from '@shop/cart-domain';
import { aGuestCart, aGuestItem, aProduction, aProductColor, aProductionPrint, aSku, anItemGroup } from '@shop/cart-domain/testing';
import { describe, expect, it } from 'vitest';
import {
  cartLead,
  colorIdOfImage,
  estimateImage,
  guestCartModel,
  lineLabel,
  lineProductPath,
  productionImage,
  serverOnlyLeads,
} from './cart-model.ts';

describe('cart page model', () => {
  it('names a line by product, colour and size, or by the product alone', () => {
    expect(lineLabel({ productName: 'Tシャツ', colorName: 'ホワイト', sizeName: 'M' })).toBe('Tシャツ（ホワイト / M）');
    expect(lineLabel({ productName: '商品（SKU 9）', colorName: null, sizeName: null })).toBe('商品（SKU 9）');
  });

  it('prices lines, totals and free-shipping progress with the cart-domain rules', () => {
    const cart = aGuestCart({
      items: [aGuestItem({ id: 1, quantity: 2, wrappingId: 1 }), aGuestItem({ id: 2, quantity: 10 })],
      productions: [aProduction()],
      shortage: true,
    });
    const model = guestCartModel(cart, {});
    expect(model.items.map((item) => [item.productName, item.subtotal])).toEqual([
      ['商品（SKU 1101）', yen(3600)],
      ['商品（SKU 1101）', yen(15000)],
    ]);
    expect(model.totals.items).toBe(yen(18600));
    expect(model.totals.total).toBe(yen(18600 + model.productions[0]!.subtotal));
    expect(model.freeShipping).toEqual(
      model.totals.total >= 20000 ? { qualifies: true, missing: yen(0) } : { qualifies: false, missing: yen(20000 - model.totals.total) },
    );
    expect(model.flags).toEqual({ stockout: false, shortage: true, revision: false, expired: false, syncFailed: false });
    expect(model.empty).toBe(false);
    expect(guestCartModel(aGuestCart(), {}).empty).toBe(true);
  });

  it('shows a print order with its plates, artwork thumbnail and the breakdown its subtotal is the sum of', () => {
    const production = aProduction({
      isRepeatable: true,
      prints: [
        aProductionPrint({ plates: 2, fileUuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d' }),
        aProductionPrint({ id: 2, printSpec: { id: 32, name: '背面 A4' } }),
      ],
    });
    const [model] = guestCartModel(aGuestCart({ productions: [production] }), {}).productions;
    expect(model?.isRepeatable).toBe(true);
    expect(model?.prints).toEqual([
      { name: '前面 A4', charge: 800, plates: 2, thumbnail: '/api/files/0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d/thumbnail' },
      { name: '背面 A4', charge: 800, plates: 1, thumbnail: null },
    ]);
    const { breakdown } = model ?? {};
    expect(breakdown?.plateCharges).toBe(10_000);
    expect(breakdown?.dataProductionFees).toBe(4000);
    expect(model?.subtotal).toBe(breakdown?.total);
  });

  it('lists every size of a colour group (ordered ones with their line, others at 0) and the colours that can be added', () => {
    const white = aProductColor({
      sizes: [
        { id: 10, name: 'S', sku: aSku({ id: 1100, inventory: { quantityAvailable: 4 } }) },
        { id: 11, name: 'M', sku: aSku() },
        { id: 12, name: 'L', sku: aSku({ id: 1102, inventory: { quantityAvailable: 0 } }) },
      ],
    });
    const black = aProductColor({ id: 22, name: 'ブラック', hex: '#000000', sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2201 }) }] });
    const production = aProduction({ product: { ...aProduction().product, colors: [white, black] } });
    const [model] = guestCartModel(aGuestCart({ productions: [production] }), {}).productions;
    expect(model?.groups[0]?.lines.map((line) => [line.name, line.quantity, line.itemId, line.stock])).toEqual([
      ['S', 0, null, 4],
      ['M', 5, 1, aSku().inventory.quantityAvailable],
    ]);
    expect(model?.addableColors.map((color) => [color.name, color.sizes.map((size) => size.skuId)])).toEqual([['ブラック', [2201]]]);
    expect(model?.wrappings).toEqual([{ ...production.wrappings[0], name: 'ラッピング' }]);
  });

  it('pictures a print order in its first ordered colour: the server picture, else the generated one of that colour', () => {
    const black = aProductColor({ id: 22, name: 'ブラック', hex: '#000000' });
    const guest = aProduction({ itemGroups: [anItemGroup({ color: { id: 22, name: 'ブラック', hex: '#000000' } })] });
    expect(productionImage({ ...guest, product: { ...guest.product, colors: [aProductColor(), black] } })).toBe(
      `/api/images/products/${guest.product.code}/22.webp`,
    );
    expect(guestCartModel(aGuestCart({ productions: [guest] }), {}).productions[0]?.image).toBe(
      `/api/images/products/${guest.product.code}/22.webp`,
    );
    expect(productionImage({ ...guest, product: { ...guest.product, image: '/api/images/products/X/9.svg' } })).toBe(
      '/api/images/products/X/9.svg',
    );
    expect(productionImage({ ...guest, itemGroups: [] })).toBeNull();
  });

  it('links a line to its product page opened on the line colour (guest lines: the colour of their picture)', () => {
    expect(colorIdOfImage('/api/images/products/5001-01/14.webp')).toBe(14);
    // Carts stored before the pictures were raster name the vector picture.
    expect(colorIdOfImage('/api/images/products/5001-01/14.svg')).toBe(14);
    expect(colorIdOfImage('/storage/products/5001-01.jpg')).toBeNull();
    expect(colorIdOfImage(null)).toBeNull();
    expect(lineProductPath({ productCode: '5001-01', colorId: 14 })).toBe('/product/5001-01?color=14');
    expect(lineProductPath({ productCode: '5001-01', colorId: null })).toBe('/product/5001-01');
    expect(lineProductPath({ productCode: null, colorId: 14 })).toBeNull();
    const item = aGuestItem();
    const display = {
      [String(item.sku.id)]: {
        productId: 5,
        productCode: '5001-01',
        productName: 'T',
        image: '/api/images/products/5001-01/14.svg',
        colorName: 'ネイビー',
        colorHex: '#1f2a44',
        sizeName: 'M',
        wrappingNames: {},
      },
    };
    expect(guestCartModel(aGuestCart({ items: [item] }), display).items[0]?.colorId).toBe(14);
  });

  it("counts the longest lead time of the cart's print methods and names the method when it is longer than the shortest", () => {
    expect(cartLead([])).toEqual({ days: 3, methodName: null });
    expect(cartLead([{ printMethod: { id: 1, name: 'インクジェット', leadDays: 3 } }])).toEqual({ days: 3, methodName: null });
    expect(
      cartLead([
        { printMethod: { id: 1, name: 'インクジェット', leadDays: 3 } },
        { printMethod: { id: 51, name: 'シルクスクリーン', leadDays: 8 } },
      ]),
    ).toEqual({ days: 8, methodName: 'シルクスクリーン' });
    expect(guestCartModel(aGuestCart({ productions: [aProduction()] }), {}).lead).toEqual({ days: 8, methodName: 'シルクスクリーン' });
  });

  it('counts the lead days of reorders and estimates too, as checkout does, and names the line that needs them', () => {
    const inkjet = [{ printMethod: { id: 1, name: 'インクジェット', leadDays: 3 } }];
    const server = (reorderDays: number | undefined, estimateDays: number | undefined) =>
      serverOnlyLeads({
        reorders: [{ productionNumber: 'PF-2026-000123-1', leadDays: reorderDays }],
        estimates: [{ estimate: { number: 'Q-2026-000003', leadDays: estimateDays } }],
      } as never);
    expect(cartLead(inkjet, server(8, 10))).toEqual({ days: 10, methodName: 'お見積り Q-2026-000003' });
    expect(cartLead(inkjet, server(8, 4))).toEqual({ days: 8, methodName: '再注文 PF-2026-000123-1' });
    // entries stored before they said their lead days count as the shortest
    expect(cartLead(inkjet, server(undefined, undefined))).toEqual({ days: 3, methodName: null });
  });

  it("a print order's wrapping choices say the names the product gave them (ギフトラッピング…), ラッピング only when a stored cart has none", () => {
    const production = aProduction({
      wrappings: [
        { id: 1, charge: yen(300), name: 'ギフトラッピング' },
        { id: 2, charge: yen(50), name: 'OPP袋' },
      ],
    });
    const [model] = guestCartModel(aGuestCart({ productions: [production] }), {}).productions;
    expect(model?.wrappings.map((wrapping) => wrapping.name)).toEqual(['ギフトラッピング', 'OPP袋']);
    const item = aGuestItem({ wrappings: [{ id: 1, charge: yen(300), name: 'ギフトラッピング' }] });
    expect(guestCartModel(aGuestCart({ items: [item] }), {}).items[0]?.wrappings.map((wrapping) => wrapping.name)).toEqual([
      'ギフトラッピング',
    ]);
  });

  it('pictures an estimate by its print on the garment (the line mock-up) when it has artwork, else by the garment', () => {
    const picture = {
      productCode: '5001-01',
      productName: 'Tシャツ',
      image: '/images/products/5001-01.svg',
      color: { id: 22, name: 'ブラック' },
      prints: [
        { printSpecId: 31, fileUuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d', layout: null, placement: 'front' },
        { printSpecId: 32, fileUuid: null, layout: null, placement: 'back' },
      ],
    };
    const mockup = estimateImage(picture);
    expect(mockup?.src).toBe('/api/mockups/draft?product=5001-01&color=22&prints=31~0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d');
    expect(mockup?.alt).toContain('Tシャツ（ブラック）');
    expect(estimateImage({ ...picture, prints: [{ printSpecId: 31, fileUuid: null, layout: null, placement: 'front' }] })).toEqual({
      src: '/images/products/5001-01.svg',
      alt: '',
    });
    expect(estimateImage({ ...picture, prints: [], image: null })).toBeNull();
    expect(estimateImage(undefined)).toBeNull();
  });
});
