import { yen } from '@shop/cart-domain';
import { aGuestCart, aGuestItem, aProduction, aProductionPrint } from '@shop/cart-domain/testing';
import { describe, expect, it } from 'vitest';
import { guestCartModel, lineLabel } from './cart-model.ts';

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
      prints: [aProductionPrint({ plates: 2, fileUuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d' }), aProductionPrint({ id: 2, printSpec: { id: 32, name: '背面 A4' } })],
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
});
