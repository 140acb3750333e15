/**
 * 「校正を共有する」 on the print order's last step (issue #30): before it goes into the cart, the
 * shopper (a guest too) can make a read-only link to the proof of the order as it stands, without
 * prices, to show the team. The link is made from the order itself (`guest_cart`, checked like a cart
 * push: the caller's own uploads only); it is listed and revoked under マイページ › 共有中の校正
 * for a customer, and from the dialog for anyone.
 */
import type { Product } from '@shop/api-contract';
import { createRequestOf, type StoredPrintOrder } from '@shop/cart-domain';
import { ShareProofButton } from '../proof-share/share-proof-button.tsx';
import { useHydrated } from '../session/use-hydrated.ts';
import { pricePrintOrder } from './print-price.ts';
import { muted, section, sectionTitle } from './print.css.ts';

/** The share section of a complete print order; nothing while the order cannot be ordered yet (`blocked`, unpriced). */
export function SharePrintOrderProof({ order, product, blocked }: { order: StoredPrintOrder; product: Product; blocked: string | null }) {
  const hydrated = useHydrated();
  const price = pricePrintOrder(order, product);
  if (!hydrated || blocked !== null || price.status !== 'priced') return null;
  return (
    <section className={section} aria-labelledby="print-share-proof">
      <h2 id="print-share-proof" className={sectionTitle}>
        仕上がりを共有する
      </h2>
      <p className={muted}>
        ご注文の前に、仕上がりイメージ・プリント位置と大きさ・カラーとサイズごとの枚数をチームの方に見てもらえるリンクを作れます。料金は表示されません。
      </p>
      <div>
        <ShareProofButton
          source={{ source: 'guest_cart', production: createRequestOf(price.production) }}
          label={`${product.name}（プリント注文）`}
        />
      </div>
    </section>
  );
}
