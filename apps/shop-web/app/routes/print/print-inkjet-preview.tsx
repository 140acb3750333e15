/**
 * `/product/:code/print-inkjet-preview?pid=` (route `product-code-print-inkjet-preview`): the print
 * width and place of each placement, the garment in each chosen colour with the artwork at true scale
 * where it prints (PrintProof), the full price breakdown, and 「カートに入れる」.
 */
import type { MetaFunction } from 'react-router';
import { AddPrintOrderToCart } from '../../print/add-print-order.tsx';
import { StepNav, hrefOf, printStepPage, type PrintStepBodyProps } from '../../print/print-step.tsx';
import { PrintProof } from '../../print/proof/print-proof.tsx';
import { pageMeta } from '../../seo/meta.ts';

export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts';

export const meta: MetaFunction = () =>
  pageMeta({ title: '仕上がり確認', description: 'プリントの仕上がりと料金を確認します。', noindex: true });

function PreviewStep({ product, order, method, update }: PrintStepBodyProps) {
  const missing = order.prints.some((print) => print.fileUuid === null);
  return (
    <>
      <PrintProof product={product} order={order} method={method} update={update} />
      <AddPrintOrderToCart order={order} product={product} blocked={missing ? 'すべてのプリント位置のデータを入稿してください。' : null} />
      <StepNav back={{ to: hrefOf(order, 'print-inkjet-upload'), label: '前へ（データ入稿）' }} />
    </>
  );
}

export default printStepPage({ stepId: 'product-code-print-inkjet-preview', heading: '仕上がりと料金を確認する' }, PreviewStep);
