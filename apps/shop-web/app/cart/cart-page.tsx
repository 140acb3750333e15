/**
 * The cart page (route `cart`). It shows personal data, so it renders in the browser only, after the
 * session has been read: the server cart for a logged-in customer, the guest cart otherwise. Opening
 * it refreshes the cart by the freshness rules of spec §4.
 */
import {
  addProductionGroupAtom,
  changeGuestItemQuantityAtom,
  changeProductionGroupAtom,
  changeProductionWrappingAtom,
  removeProductionGroupAtom,
  changeGuestItemWrappingAtom,
  changeServerItemQuantityAtom,
  changeServerItemWrappingAtom,
  guestCartViewAtom,
  refreshGuestCartAtom,
  refreshServerCartAtom,
  removeGuestItemAtom,
  removeGuestProductionAtom,
  removeServerEntryAtom,
  serverCartAtom,
  sessionReadyAtom,
  sessionUserAtom,
} from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../session/use-hydrated.ts';
import { businessDaysAtom, loadBusinessDaysAtom } from './business-days.ts';
import { guestCartModel, serverCartModel, type CartLead } from './cart-model.ts';
import { small } from './cart.css.ts';
import { CartView, EmptyCart, type CartHandlers } from './cart-view.tsx';
import { ShippingEstimate } from './shipping-estimate.tsx';

/** Shown when the cart could not be checked against the server. */
export const REFRESH_FAILED_MESSAGE =
  '在庫・価格を確認できませんでした。表示が最新でない場合があります。時間をおいて、ページを再読み込みしてください。';

function Loading() {
  return (
    <p className={small} role="status">
      カートを読み込んでいます…
    </p>
  );
}

function Shipping({ lead }: { lead: CartLead }) {
  const calendar = useAtomValue(businessDaysAtom);
  return <ShippingEstimate calendar={calendar} className={small} leadDays={lead.days} leadMethodName={lead.methodName} />;
}

const done = { ok: true } as const;

type ProductionHandlers = Pick<CartHandlers, 'changeGroupQuantity' | 'removeGroup' | 'addGroup' | 'changeProductionWrapping'>;

/** The print-order edits: the same atoms for both carts (they pick the relevant one). */
function useProductionHandlers(): ProductionHandlers {
  const changeGroup = useSetAtom(changeProductionGroupAtom);
  const removeGroup = useSetAtom(removeProductionGroupAtom);
  const addGroup = useSetAtom(addProductionGroupAtom);
  const changeWrapping = useSetAtom(changeProductionWrappingAtom);
  return useMemo(
    () => ({
      changeGroupQuantity: (productionId, groupId, skuId, quantity) => changeGroup({ productionId, groupId, skuId, quantity }),
      removeGroup: (productionId, groupId) => removeGroup({ productionId, groupId }),
      addGroup: (productionId, colorId, lines) => addGroup({ productionId, colorId, lines }),
      changeProductionWrapping: (productionId, itemId, wrappingId) => changeWrapping({ productionId, itemId, wrappingId }),
    }),
    [changeGroup, removeGroup, addGroup, changeWrapping],
  );
}

/** Refreshes a cart once, when the section mounts: `true` once that failed (the section says so). */
function useRefreshFailed(refreshAtom: typeof refreshGuestCartAtom | typeof refreshServerCartAtom): boolean {
  const refresh = useSetAtom(refreshAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    refresh().catch(() => setFailed(true));
  }, [refresh]);
  return failed;
}

function GuestCartSection() {
  const view = useAtomValue(guestCartViewAtom);
  const failed = useRefreshFailed(refreshGuestCartAtom);
  const changeQuantity = useSetAtom(changeGuestItemQuantityAtom);
  const changeWrapping = useSetAtom(changeGuestItemWrappingAtom);
  const removeItem = useSetAtom(removeGuestItemAtom);
  const removeProduction = useSetAtom(removeGuestProductionAtom);
  const productionHandlers = useProductionHandlers();

  const handlers = useMemo<CartHandlers>(
    () => ({
      changeQuantity: async (itemId, quantity) => {
        changeQuantity({ itemId, quantity });
        return done;
      },
      changeWrapping: async (itemId, wrappingId) => {
        changeWrapping({ itemId, wrappingId });
        return done;
      },
      remove: async (kind, id) => {
        if (kind === 'item') removeItem(id);
        else if (kind === 'production') removeProduction(id);
        return done;
      },
      ...productionHandlers,
    }),
    [changeQuantity, changeWrapping, removeItem, removeProduction, productionHandlers],
  );

  if (!view.ready) return <Loading />;
  if (!view.cart) return <EmptyCart />;
  const model = guestCartModel(view.cart, view.display);
  return (
    <CartView
      model={model}
      guest
      handlers={handlers}
      shipping={<Shipping lead={model.lead} />}
      extraNotice={failed ? <p className={small}>{REFRESH_FAILED_MESSAGE}</p> : null}
    />
  );
}

function ServerCartSection() {
  const cart = useAtomValue(serverCartAtom);
  // Loads the cart when it is not loaded yet; a 401 has logged the customer out (the page then shows the guest cart).
  const failed = useRefreshFailed(refreshServerCartAtom);
  const changeQuantity = useSetAtom(changeServerItemQuantityAtom);
  const changeWrapping = useSetAtom(changeServerItemWrappingAtom);
  const remove = useSetAtom(removeServerEntryAtom);
  const productionHandlers = useProductionHandlers();

  const handlers = useMemo<CartHandlers>(
    () => ({
      changeQuantity: (itemId, quantity) => changeQuantity({ itemId, quantity }),
      changeWrapping: (itemId, wrappingId) => changeWrapping({ itemId, wrappingId }),
      remove: (kind, id) => remove({ kind, id }),
      ...productionHandlers,
    }),
    [changeQuantity, changeWrapping, remove, productionHandlers],
  );

  if (!cart) return failed ? <p role="alert">{REFRESH_FAILED_MESSAGE}</p> : <Loading />;
  const model = serverCartModel(cart);
  return (
    <CartView
      model={model}
      handlers={handlers}
      shipping={<Shipping lead={model.lead} />}
      extraNotice={failed ? <p className={small}>{REFRESH_FAILED_MESSAGE}</p> : null}
    />
  );
}

/** The cart page's content. */
export function CartPage() {
  const hydrated = useHydrated();
  const ready = useAtomValue(sessionReadyAtom);
  const user = useAtomValue(sessionUserAtom);
  const loadBusinessDays = useSetAtom(loadBusinessDaysAtom);

  useEffect(() => {
    void loadBusinessDays();
  }, [loadBusinessDays]);

  if (!hydrated || !ready) return <Loading />;
  return user ? <ServerCartSection key={user.id} /> : <GuestCartSection />;
}
