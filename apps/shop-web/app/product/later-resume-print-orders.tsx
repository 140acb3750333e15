/**
 * 「前回の続きから」 on the product page, loaded after hydration: the stored print orders (and the
 * valibot schema that reads them) stay out of the page's first JavaScript. The list only ever
 * renders in the browser, so nothing is lost on the server render.
 */
import type { Product } from '@shop/api-contract';
import { lazy, Suspense } from 'react';
import { isImplemented } from '../navigation/route-table.ts';
import { useHydrated } from '../session/use-hydrated.ts';

const ResumePrintOrders = lazy(() => import('../print/resume-print-orders.tsx').then((module) => ({ default: module.ResumePrintOrders })));

export function LaterResumePrintOrders({ product }: { product: Product }) {
  const hydrated = useHydrated();
  if (!hydrated || !isImplemented('product-code-print')) return null;
  return (
    <Suspense fallback={null}>
      <ResumePrintOrders product={product} />
    </Suspense>
  );
}
