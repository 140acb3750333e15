/**
 * 「カートに入れる」 of the last step: the stored order priced with cart-domain (the production the
 * cart keeps and re-prices with the same function) goes into the relevant cart; the stored order is
 * then disabled and the shopper lands on /cart with a confirmation.
 */
import type { Product } from '@shop/api-contract';
import type { StoredPrintOrder } from '@shop/cart-domain';
import { Button } from '@shop/ui';
import { addProductionToCartAtom, disablePrintOrderAtom } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../session/use-hydrated.ts';
import { pricePrintOrder } from './print-price.ts';
import { error as errorClass, muted } from './print.css.ts';

/** The notice the cart page shows after a print order went in. */
export const PRINT_ORDER_ADDED_NOTICE = 'プリント注文をカートに追加しました。';

/** What the cart route receives in the location state after adding. */
export interface CartArrivalState {
  readonly notice: string;
}

export function AddPrintOrderToCart({ order, product, blocked }: { order: StoredPrintOrder; product: Product; blocked?: string | null }) {
  const hydrated = useHydrated();
  const addProduction = useSetAtom(addProductionToCartAtom);
  const disable = useSetAtom(disablePrintOrderAtom);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = pricePrintOrder(order, product);
  const reason = blocked ?? (price.status === 'priced' ? null : price.message);

  const add = async () => {
    if (price.status !== 'priced' || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const result = await addProduction(price.production);
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      disable(order.id);
      const state: CartArrivalState = { notice: PRINT_ORDER_ADDED_NOTICE };
      await navigate('/cart', { state });
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <Button
        type="button"
        size="lg"
        disabled={!hydrated || pending || reason !== null}
        aria-busy={pending || undefined}
        onClick={() => void add()}
      >
        カートに入れる
      </Button>
      {reason ? <p className={muted}>{reason}</p> : null}
      {failure ? (
        <p className={errorClass} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
