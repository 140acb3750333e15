/**
 * `/product/:code/print-screen?pid=` (route `product-code-print-screen`), silk-screen: placements,
 * garment colours and quantities, and whether the plates are kept for repeat orders.
 */
import { useLoaderData, type MetaFunction } from 'react-router';
import type { StoredPrintOrder } from '@shop/cart-domain';
import { FirstPrintStep } from '../../print/first-step.tsx';
import type { PrintStepData } from '../../print/print-step.tsx';
import { choice, muted, section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts';

export const meta: MetaFunction = () =>
  pageMeta({ title: 'プリント位置・カラー・数量', description: 'シルクスクリーンプリントの内容を選びます。', noindex: true });

/** Keeping the plates for repeat orders (plate_price instead of short_term_plate_price). */
function PlateKeeping({
  order,
  update,
}: {
  order: StoredPrintOrder;
  update: (edit: (order: StoredPrintOrder) => StoredPrintOrder) => void;
}) {
  return (
    <section className={section} aria-labelledby="print-repeat">
      <h2 id="print-repeat" className={sectionTitle}>
        版の保管
      </h2>
      <label className={choice}>
        <input
          type="checkbox"
          checked={order.isRepeatable}
          onChange={(event) => update((o) => ({ ...o, isRepeatable: event.target.checked }))}
        />
        版を保管する（リピート注文用）
      </label>
      <p className={muted}>保管すると版代が保管用の料金になり、同じデザインの追加注文で版を作り直す必要がありません。</p>
    </section>
  );
}

export default function PrintScreenPage() {
  const data = useLoaderData<PrintStepData>();
  return (
    <FirstPrintStep
      key={data.order.id}
      data={data}
      stepId="product-code-print-screen"
      next={{ path: 'print-screen-color', label: '次へ（インク色）' }}
      extra={(order, update) => <PlateKeeping order={order} update={update} />}
    />
  );
}
