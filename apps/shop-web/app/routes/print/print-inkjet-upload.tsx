/**
 * `/product/:code/print-inkjet-upload?pid=` (route `product-code-print-inkjet-upload`): the print
 * data of each chosen placement, with the upload widget (dpi check, HEIC conversion, progress), or
 * 「デザインツールで作る」 to make it in the design tool.
 */
import { useLoaderData, type MetaFunction } from 'react-router';
import { DesignToolOffer } from '../../print/design-tool-offer.tsx';
import { PlacementUploads } from '../../print/placement-uploads.tsx';
import { methodOf } from '../../print/print-order-model.ts';
import { PrintStepFrame, StepNav, hrefOf, useStoredPrintOrder, type PrintStepData } from '../../print/print-step.tsx';
import { pageMeta } from '../../seo/meta.ts';

export { uploadStepClientLoader as clientLoader } from '../../print/placement-uploads.tsx';
export { PrintStepFallback as HydrateFallback } from '../../print/print-step.tsx';

export const meta: MetaFunction = () =>
  pageMeta({ title: 'データ入稿', description: 'プリントする画像データをアップロードします。', noindex: true });

function UploadStep({ data }: { data: PrintStepData }) {
  const [order, update] = useStoredPrintOrder(data.order, data.product);
  const method = methodOf(data.product, order);
  if (!method) return null;
  const missing = order.prints.filter((print) => print.fileUuid === null).length;
  return (
    <PrintStepFrame
      product={data.product}
      method={method}
      order={order}
      stepId="product-code-print-inkjet-upload"
      heading="プリントデータを入稿する"
      description="プリント位置ごとに画像をアップロードしてください。PNG・JPEG・HEIC・SVG・PDF・AIに対応しています。"
    >
      {order.prints.length === 0 ? <p>プリント位置が選ばれていません。前のページで選んでください。</p> : null}
      <PlacementUploads order={order} method={method} kind="inkjet" update={update} />
      {order.prints.length > 0 ? <DesignToolOffer order={order} /> : null}
      <StepNav
        back={{ to: hrefOf(order, 'print-inkjet'), label: '前へ（位置・カラー・数量）' }}
        next={{
          to: hrefOf(order, 'print-inkjet-preview'),
          label: '次へ（仕上がり確認）',
          blocked:
            order.prints.length === 0
              ? 'プリント位置を選んでください。'
              : missing > 0
                ? `あと${missing}か所のデータを入稿してください。`
                : null,
        }}
      />
    </PrintStepFrame>
  );
}

export default function PrintInkjetUploadPage() {
  const data = useLoaderData<PrintStepData>();
  return <UploadStep key={data.order.id} data={data} />;
}
