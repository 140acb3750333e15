/**
 * `/product/:code/print-screen-upload?pid=` (route `product-code-print-screen-upload`): print data for
 * silk-screen, which asks for vector or flat-colour data and says why.
 */
import type { MetaFunction } from 'react-router';
import { DesignToolOffer } from '../../print/design-tool-offer.tsx';
import { PlacementUploads } from '../../print/placement-uploads.tsx';
import { inksOf, orderedColors } from '../../print/print-order-model.ts';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { muted, section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { uploadStepClientLoader as clientLoader } from '../../print/placement-uploads.tsx';
export { PrintStepFallback as HydrateFallback, printStepServerLoader as loader } from '../../print/print-step.tsx';

export const meta: MetaFunction = () =>
  pageMeta({ title: 'データ入稿', description: 'シルクスクリーン用のデータをアップロードします。', noindex: true });

function ScreenUploadStep({ order, update, method }: PrintStepBodyProps) {
  const missing = order.prints.filter((print) => print.fileUuid === null).length;
  const several = orderedColors(order).length > 1;
  return (
    <>
      <section className={section} aria-labelledby="print-screen-data">
        <h2 id="print-screen-data" className={sectionTitle}>
          ご用意いただくデータ
        </h2>
        <p>Illustrator（AI）・SVG・PDFなどのベクターデータ、または選んだインクの色数だけで塗り分けたベタ塗りの画像をご入稿ください。</p>
        <p className={muted}>
          写真やグラデーション、ぼかしは版に分けられないため、そのままでは刷れません。色数と版が一致しない場合は、スタッフから確認のご連絡をします。
        </p>
      </section>
      <PlacementUploads
        order={order}
        method={method}
        kind="silkscreen"
        update={update}
        detail={(printSpecId) => {
          if (several && order.inkScheme === 'per_color') return 'カラーごとのインク';
          const inks = inksOf(order, printSpecId)
            .map((id) => method.inks.find((ink) => ink.id === id)?.name)
            .filter(Boolean);
          return `インク: ${inks.join('・') || '未選択'}`;
        }}
      />
      {order.prints.length > 0 ? <DesignToolOffer order={order} /> : null}
      <StepNav
        back={{
          to: hrefOf(order, several ? 'print-screen-color-scheme' : 'print-screen-color'),
          label: several ? '前へ（配色）' : '前へ（インク色）',
        }}
        next={{
          to: hrefOf(order, 'print-screen-confirm'),
          label: '次へ（確認）',
          blocked: missing > 0 ? `あと${missing}か所のデータを入稿してください。` : null,
        }}
      />
    </>
  );
}

export default printStepPage(
  {
    stepId: 'product-code-print-screen-upload',
    heading: 'プリントデータを入稿する',
    description: 'シルクスクリーンはインク1色ごとに版を作るため、色の境目がはっきりしたデータが必要です。',
  },
  ScreenUploadStep,
);
