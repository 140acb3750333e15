/**
 * `/product/:code/print-inkjet-preview?pid=` (route `product-code-print-inkjet-preview`): the garment
 * in each chosen colour with the artwork at true scale in each print area, the full price breakdown,
 * and 「カートに入れる」.
 */
import type { MetaFunction } from 'react-router';
import { AddPrintOrderToCart } from '../../print/add-print-order.tsx';
import { orderedColors } from '../../print/print-order-model.ts';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { useArtworkFiles } from '../../print/artwork-files.ts';
import { PrintPreview } from '../../print/preview/print-preview.tsx';
import { section, sectionTitle } from '../../print/print.css.ts';
import { pageMeta } from '../../seo/meta.ts';

export { PrintStepFallback as HydrateFallback, printStepClientLoader as clientLoader } from '../../print/print-step.tsx';

export const meta: MetaFunction = () =>
  pageMeta({ title: '仕上がり確認', description: 'プリントの仕上がりと料金を確認します。', noindex: true });

function PreviewStep({ product, order, method }: PrintStepBodyProps) {
  // Uploaded on the upload step, or made by the design tool (which writes the uuids into the stored order).
  const files = useArtworkFiles(order.prints.map((print) => print.fileUuid));
  const placements = order.prints.flatMap((print, i) => {
    const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
    return spec
      ? [
          {
            spec: { id: spec.id, name: spec.name, position: spec.position, widthMm: spec.widthMm, heightMm: spec.heightMm },
            file: files[i] ?? null,
          },
        ]
      : [];
  });
  const missing = order.prints.some((print) => print.fileUuid === null);
  return (
    <>
      {orderedColors(order).map((color) => {
        const productColor = product.colors.find((c) => c.id === color.colorId);
        if (!productColor) return null;
        const headingId = `print-preview-${color.colorId}`;
        return (
          <section key={color.colorId} className={section} aria-labelledby={headingId}>
            <h2 id={headingId} className={sectionTitle}>
              {productColor.name}
            </h2>
            <PrintPreview product={{ code: product.code, colors: product.colors }} colorId={color.colorId} placements={placements} />
          </section>
        );
      })}
      <AddPrintOrderToCart order={order} product={product} blocked={missing ? 'すべてのプリント位置のデータを入稿してください。' : null} />
      <StepNav back={{ to: hrefOf(order, 'print-inkjet-upload'), label: '前へ（データ入稿）' }} />
    </>
  );
}

export default printStepPage({ stepId: 'product-code-print-inkjet-preview', heading: '仕上がりと料金を確認する' }, PreviewStep);
