/**
 * `/product/:code/print-inkjet?pid=` (route `product-code-print-inkjet`), inkjet and white inkjet:
 * placements, the garment colours the method prints on and the quantity per size, with the live price.
 */
import { useLoaderData, type MetaFunction } from 'react-router';
import { FirstPrintStep } from '../../print/first-step.tsx';
import type { PrintStepData } from '../../print/print-step.tsx';
import { pageMeta } from '../../seo/meta.ts';

export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts';

export const meta: MetaFunction = () =>
  pageMeta({ title: 'プリント位置・カラー・数量', description: 'プリント注文の内容を選びます。', noindex: true });

export default function PrintInkjetPage() {
  const data = useLoaderData<PrintStepData>();
  return (
    <FirstPrintStep
      key={data.order.id}
      data={data}
      stepId="product-code-print-inkjet"
      next={{ path: 'print-inkjet-upload', label: '次へ（データ入稿）' }}
    />
  );
}
