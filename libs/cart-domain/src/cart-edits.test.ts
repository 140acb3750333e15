import { describe, expect, it } from 'vitest';
import {
  removeItem,
  removeItemGroup,
  replaceItemGroupItems,
  updateItemQuantity,
  updateItemWrapping,
  updatePrintCharge,
  updateProductionItemWrapping,
} from './cart-edits.ts';
import { yen } from './money.ts';
import {
  aGuestCart,
  aGuestItem,
  aProduction,
  aProductionItem,
  aProductionPrint,
  aServerCart,
  aServerItem,
  anItemGroup,
} from './testing/index.ts';

const noItem = { ok: false, error: { type: 'no_item', message: 'No item exists.' } };

const twoGroups = aProduction({ itemGroups: [anItemGroup({ id: 1 }), anItemGroup({ id: 2, items: [aProductionItem({ id: 2 })] })] });
const cart = aGuestCart({ items: [aGuestItem({ id: 1 }), aGuestItem({ id: 2 })], productions: [twoGroups, aProduction({ id: 2 })] });

describe('plain item edits', () => {
  it('removes an item', () => {
    expect(removeItem(cart, 2)).toEqual({ ok: true, value: { ...cart, items: [aGuestItem({ id: 1 })] } });
  });

  it.each([
    ['sets the quantity', 7, [aGuestItem({ id: 1 }), aGuestItem({ id: 2, quantity: 7 })]],
    ['a quantity of 0 removes the item', 0, [aGuestItem({ id: 1 })]],
  ])('%s', (_rule, quantity, items) => {
    expect(updateItemQuantity(cart, 2, quantity)).toEqual({ ok: true, value: { ...cart, items } });
  });

  it.each([-1, 1.5])('a quantity of %d is a bug and throws', (quantity) => {
    expect(() => updateItemQuantity(cart, 1, quantity)).toThrow(RangeError);
  });

  it.each([
    ['chooses an offered wrapping', 1],
    ['null removes the wrapping', null],
  ])('%s', (_rule, wrappingId) => {
    const wrapped = aServerCart({ items: [aServerItem({ wrappingId: 1 })] });
    expect(updateItemWrapping(wrapped, 1, wrappingId)).toEqual({ ok: true, value: aServerCart({ items: [aServerItem({ wrappingId })] }) });
  });

  it('refuses a wrapping the item does not offer', () => {
    expect(updateItemWrapping(cart, 1, 9)).toEqual({ ok: false, error: { type: 'no_wrapping' } });
  });

  it.each([
    ['removing', () => removeItem(cart, 99)],
    ['updating the quantity of', () => updateItemQuantity(cart, 99, 1)],
    ['updating the wrapping of', () => updateItemWrapping(cart, 99, null)],
  ])("%s a missing item is refused with 'No item exists.'", (_action, edit) => {
    expect(edit()).toEqual(noItem);
  });
});

describe('production edits', () => {
  it('removing an item group keeps the production while it has other groups', () => {
    expect(removeItemGroup(cart, 1, 1)).toEqual({
      ok: true,
      value: {
        ...cart,
        productions: [{ ...twoGroups, itemGroups: [anItemGroup({ id: 2, items: [aProductionItem({ id: 2 })] })] }, aProduction({ id: 2 })],
      },
    });
  });

  it('removing the last item group of a production removes the production', () => {
    expect(removeItemGroup(cart, 2, 1)).toEqual({ ok: true, value: { ...cart, productions: [twoGroups] } });
  });

  it('replacing items drops those with quantity 0', () => {
    const kept = aProductionItem({ id: 3, quantity: 12 });
    expect(replaceItemGroupItems(cart, 2, 1, [aProductionItem({ id: 1, quantity: 0 }), kept])).toEqual({
      ok: true,
      value: { ...cart, productions: [twoGroups, aProduction({ id: 2, itemGroups: [anItemGroup({ items: [kept] })] })] },
    });
  });

  it('replacing every item with quantity 0 removes the group, and the production with its last group', () => {
    expect(replaceItemGroupItems(cart, 2, 1, [aProductionItem({ quantity: 0 })])).toEqual({
      ok: true,
      value: { ...cart, productions: [twoGroups] },
    });
  });

  it('chooses the wrapping of a production item', () => {
    const result = updateProductionItemWrapping(cart, 2, 1, 1);
    expect(result).toEqual({
      ok: true,
      value: {
        ...cart,
        productions: [twoGroups, aProduction({ id: 2, itemGroups: [anItemGroup({ items: [aProductionItem({ wrappingId: 1 })] })] })],
      },
    });
  });

  it('refuses a wrapping the production does not offer', () => {
    expect(updateProductionItemWrapping(cart, 2, 1, 9)).toEqual({ ok: false, error: { type: 'no_wrapping' } });
  });

  it('sets the print charge of a print found by its print spec', () => {
    expect(updatePrintCharge(cart, 2, 31, yen(450))).toEqual({
      ok: true,
      value: { ...cart, productions: [twoGroups, aProduction({ id: 2, prints: [aProductionPrint({ printCharge: yen(450) })] })] },
    });
  });

  it.each([
    ['removing a group of a missing production', () => removeItemGroup(cart, 99, 1)],
    ['removing a missing group', () => removeItemGroup(cart, 1, 99)],
    ['replacing the items of a missing group', () => replaceItemGroupItems(cart, 1, 99, [])],
    ['updating the wrapping of a missing production item', () => updateProductionItemWrapping(cart, 1, 99, null)],
    ['updating the wrapping of an item of a missing production', () => updateProductionItemWrapping(cart, 99, 1, null)],
    ['updating the print charge of a missing print', () => updatePrintCharge(cart, 1, 99, yen(100))],
    ['updating the print charge of a missing production', () => updatePrintCharge(cart, 99, 31, yen(100))],
  ])("%s is refused with 'No item exists.'", (_action, edit) => {
    expect(edit()).toEqual(noItem);
  });

  it('never changes the cart it is given', () => {
    const copy = structuredClone(cart);
    removeItemGroup(cart, 2, 1);
    replaceItemGroupItems(cart, 1, 1, []);
    updatePrintCharge(cart, 1, 31, yen(1));
    updateItemQuantity(cart, 1, 5);
    expect(cart).toEqual(copy);
  });
});
