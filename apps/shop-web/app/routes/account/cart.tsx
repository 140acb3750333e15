import { useLocation } from 'react-router';
import type { Route } from './+types/cart.ts';
import { CartPage } from '../../cart/cart-page.tsx';
import { pageMeta } from '../../seo/meta.ts';
import { useHydrated } from '../../session/use-hydrated.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'ショッピングカート', description: 'カートに入れた商品の確認・数量の変更ができます。', noindex: true });

/** A notice another page sent along (`navigate('/cart', { state: { notice } })`), e.g. after adding a print order. */
function arrivalNotice(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/** The cart (spec §3 carts, §4 refresh and edits); its content renders in the browser only. */
export default function CartRoute() {
  // The history entry's state survives a reload, which the server never sees: shown once hydrated.
  const hydrated = useHydrated();
  const state = useLocation().state as unknown;
  const notice = hydrated ? arrivalNotice(state) : null;
  return (
    <>
      <h1>ショッピングカート</h1>
      {notice ? <p role="status">{notice}</p> : null}
      <CartPage />
    </>
  );
}
