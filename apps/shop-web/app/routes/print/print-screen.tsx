/**
 * `/product/:code/print-screen?pid=` (route `product-code-print-screen`), silk-screen: placements,
 * garment colours and quantities, and whether the plates are kept for repeat orders.
 */
import { useLoaderData, type MetaFunction } from 'react-router';
import { PlacementFields, QuantityFields } from '../../print/order-fields.tsx';
import { methodOf } from '../../print/print-order-model.ts';
import { PrintStepFrame, StepNav, firstStepBlocked, hrefOf, useStoredPrintOrder, type PrintStepData } from '../../print/print-step.tsx';
import { choice, muted, section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { PrintStepFallback as HydrateFallback, printStepClientLoader as clientLoader } from '../../print/print-step.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'プリント位置・カラー・数量', description: 'シルクスクリーンプリントの内容を選びます。', noindex: true });

function ScreenStep({ data }: { data: PrintStepData }) {
  const [order, update] = useStoredPrintOrder(data.order, data.product);
  const method = methodOf(data.product, order);
  if (!method) return null;
  return (
    <PrintStepFrame
      product={data.product}
      method={method}
      order={order}
      stepId="product-code-print-screen"
      heading="プリント位置・カラー・数量を選ぶ"
      description="入力した内容はこのブラウザに保存され、前後のページに移っても残ります。"
    >
      <PlacementFields method={method} order={order} update={update} />
      <QuantityFields product={data.product} method={method} order={order} update={update} />
      <section className={section} aria-labelledby="print-repeat">
        <h2 id="print-repeat" className={sectionTitle}>
          版の保管
        </h2>
        <label className={choice}>
          <input type="checkbox" checked={order.isRepeatable} onChange={(event) => update((o) => ({ ...o, isRepeatable: event.target.checked }))} />
          版を保管する（リピート注文用）
        </label>
        <p className={muted}>保管すると版代が保管用の料金になり、同じデザインの追加注文で版を作り直す必要がありません。</p>
      </section>
      <StepNav
        back={{ to: `/product/${encodeURIComponent(order.product.code)}/print`, label: 'プリント方法の選択に戻る' }}
        next={{ to: hrefOf(order, 'print-screen-color'), label: '次へ（インク色）', blocked: firstStepBlocked({ order, product: data.product }) }}
      />
    </PrintStepFrame>
  );
}

export default function PrintScreenPage() {
  const data = useLoaderData<PrintStepData>();
  return <ScreenStep key={data.order.id} data={data} />;
}
