/**
 * `/product/:code/print-inkjet?pid=` (route `product-code-print-inkjet`), inkjet and white inkjet:
 * placements, the garment colours the method prints on and the quantity per size, with the live price.
 */
import { useLoaderData, type MetaFunction } from 'react-router';
import { PlacementFields, QuantityFields } from '../../print/order-fields.tsx';
import { methodOf } from '../../print/print-order-model.ts';
import { PrintStepFrame, StepNav, firstStepBlocked, hrefOf, useStoredPrintOrder, type PrintStepData } from '../../print/print-step.tsx';
import { pageMeta } from '../../seo/meta.ts';

export { PrintStepFallback as HydrateFallback, printStepClientLoader as clientLoader } from '../../print/print-step.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'プリント位置・カラー・数量', description: 'プリント注文の内容を選びます。', noindex: true });

function InkjetStep({ data }: { data: PrintStepData }) {
  const [order, update] = useStoredPrintOrder(data.order, data.product);
  const method = methodOf(data.product, order);
  if (!method) return null;
  return (
    <PrintStepFrame
      product={data.product}
      method={method}
      order={order}
      stepId="product-code-print-inkjet"
      heading="プリント位置・カラー・数量を選ぶ"
      description="入力した内容はこのブラウザに保存され、前後のページに移っても残ります。"
    >
      <PlacementFields method={method} order={order} update={update} />
      <QuantityFields product={data.product} method={method} order={order} update={update} />
      <StepNav
        back={{ to: `/product/${encodeURIComponent(order.product.code)}/print`, label: 'プリント方法の選択に戻る' }}
        next={{ to: hrefOf(order, 'print-inkjet-upload'), label: '次へ（データ入稿）', blocked: firstStepBlocked({ order, product: data.product }) }}
      />
    </PrintStepFrame>
  );
}

export default function PrintInkjetPage() {
  const data = useLoaderData<PrintStepData>();
  return <InkjetStep key={data.order.id} data={data} />;
}
