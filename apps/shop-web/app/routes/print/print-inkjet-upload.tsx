/**
 * `/product/:code/print-inkjet-upload?pid=` (route `product-code-print-inkjet-upload`): the print
 * data of each chosen placement, with the upload widget (dpi check, HEIC conversion, progress), or
 * 「デザインツールで作る」 to make it in the design tool.
 */
import type { MetaFunction } from 'react-router';
import { DesignToolOffer } from '../../print/design-tool-offer.tsx';
import { PlacementUploads } from '../../print/placement-uploads.tsx';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { pageMeta } from '../../seo/meta.ts';

export { uploadStepClientLoader as clientLoader } from '../../print/placement-uploads.tsx';
export { PrintStepFallback as HydrateFallback, printStepServerLoader as loader } from '../../print/print-step.tsx';

export const meta: MetaFunction = () =>
  pageMeta({ title: 'データ入稿', description: 'プリントする画像データをアップロードします。', noindex: true });

function UploadStep({ order, update, method }: PrintStepBodyProps) {
  const missing = order.prints.filter((print) => print.fileUuid === null).length;
  return (
    <>
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
    </>
  );
}

export default printStepPage(
  {
    stepId: 'product-code-print-inkjet-upload',
    heading: 'プリントデータを入稿する',
    description: 'プリント位置ごとに画像をアップロードしてください。PNG・JPEG・HEIC・SVG・PDF・AIに対応しています。',
  },
  UploadStep,
);
