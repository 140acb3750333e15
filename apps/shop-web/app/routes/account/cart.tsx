import type { Route } from './+types/cart.ts';
import { CartPage } from '../../cart/cart-page.tsx';
import { pageMeta } from '../../seo/meta.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'ショッピングカート', description: 'カートに入れた商品の確認・数量の変更ができます。', noindex: true });

/** The cart (spec §3 carts, §4 refresh and edits); its content renders in the browser only. */
export default function CartRoute() {
  return (
    <>
      <h1>ショッピングカート</h1>
      <CartPage />
    </>
  );
}
