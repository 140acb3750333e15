import type { ServerCartEntryKind } from '@shop/cart-domain';
import type { CartEditResult } from '@shop/web-state';
import type { ProductionModel } from './cart-model.ts';

/** What the cart page can do to a cart. */
export interface CartHandlers {
  changeQuantity: (itemId: number, quantity: number) => Promise<CartEditResult>;
  changeWrapping: (itemId: number, wrappingId: number | null) => Promise<CartEditResult>;
  remove: (kind: ServerCartEntryKind, id: number) => Promise<CartEditResult>;
  /** Print orders: one size's quantity in a colour group (0 drops it). */
  changeGroupQuantity: (productionId: number, groupId: number, skuId: number, quantity: number) => Promise<CartEditResult>;
  removeGroup: (productionId: number, groupId: number) => Promise<CartEditResult>;
  addGroup: (productionId: number, colorId: number, lines: readonly { skuId: number; quantity: number }[]) => Promise<CartEditResult>;
  changeProductionWrapping: (productionId: number, itemId: number, wrappingId: number | null) => Promise<CartEditResult>;
}

/** Runs one edit of a line: pending while it runs, its message shown afterwards. */
export type RunEdit = (edit: () => Promise<CartEditResult>) => Promise<void>;

/** What the parts of a print order's line share: the order, its line's name, the handlers and the line's edit. */
export interface ProductionPartProps {
  production: ProductionModel;
  label: string;
  handlers: CartHandlers;
  pending: boolean;
  run: RunEdit;
}
