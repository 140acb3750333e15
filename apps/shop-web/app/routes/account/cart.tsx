import { useLocation } from 'react-router';
import type { Route } from './+types/cart.ts';
import { CartPage } from '../../cart/cart-page.tsx';
import { pageMeta } from '../../seo/meta.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'ショッピングカート', description: 'カートに入れた商品の確認・数量の変更ができます。', noindex: true });

/** A notice another page sent along (`navigate('/cart', { state: { notice } })`), e.g. after adding a print order. */
function arrivalNotice(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/** The cart (spec §3 carts, §4 refresh and edits); its content renders in the browser only. */
export default function CartRoute() {
  const notice = arrivalNotice(useLocation().state);
  return (
    <>
      <h1>ショッピングカート</h1>
      {notice ? <p role="status">{notice}</p> : null}
      <CartPage />
    </>
  );
}
