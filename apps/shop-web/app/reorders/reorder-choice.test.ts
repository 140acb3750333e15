import { describe, expect, it } from 'vitest';
import { choiceQuantity, parseReorderChoice, reorderRequestOf, reorderSearch, reorderStepPath } from './reorder-choice.ts';

describe('the reorder choice in the URL', () => {
  it('round-trips quantities, new inks and the estimate mode', () => {
    const choice = {
      items: [
        { colorId: 41, skuId: 301, quantity: 20 },
        { colorId: 42, skuId: 310, quantity: 5 },
      ],
      inks: [{ printSpecId: 21, inkIds: [1, 3] }],
      mode: 'estimate' as const,
    };
    const search = reorderSearch(choice);
    expect(search).toBe('?items=41-301-20,42-310-5&inks=21-1.3&mode=estimate');
    expect(parseReorderChoice(new URLSearchParams(search))).toEqual(choice);
    expect(choiceQuantity(choice)).toBe(25);
  });

  it('leaves out malformed and zero parts, and keeps inks for prints not listed', () => {
    const parsed = parseReorderChoice(new URLSearchParams('items=41-301-0,x-1-2,41-302-3,41-302-9&inks=21-,22-a.1,23-4'));
    expect(parsed).toEqual({ items: [{ colorId: 41, skuId: 302, quantity: 3 }], inks: [{ printSpecId: 23, inkIds: [4] }], mode: 'cart' });
    expect(reorderRequestOf(parsed, [21, 23])).toEqual({
      item_groups: [{ color_id: 41, items: [{ sku_id: 302, quantity: 3 }] }],
      prints: [
        { print_spec_id: 21, ink_ids: null },
        { print_spec_id: 23, ink_ids: [4] },
      ],
    });
  });

  it('builds the step paths', () => {
    const choice = { items: [{ colorId: 1, skuId: 2, quantity: 3 }], inks: [], mode: 'cart' as const };
    expect(reorderStepPath('PF-2026-000123-1', 'confirm', choice)).toBe('/myaccount/reorder/PF-2026-000123-1/confirm?items=1-2-3');
    expect(reorderStepPath('PF-2026-000123-1', 'items', { ...choice, items: [] })).toBe('/myaccount/reorder/PF-2026-000123-1');
  });
});
