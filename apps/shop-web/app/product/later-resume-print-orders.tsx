/**
 * 「前回の続きから」 on the product page, loaded after hydration and only when this browser has stored
 * a print order of this product: the stored print orders (and the valibot schema that reads them)
 * stay out of the page's first JavaScript, and a shopper without one never fetches that code. The
 * list only ever renders in the browser, so nothing is lost on the server render.
 */
import type { Product } from '@shop/api-contract';
import { PRINT_ORDERS_KEY } from '@shop/web-state';
import { Suspense } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { useHydrated } from '../session/use-hydrated.ts';

const ResumePrintOrders = lazyPart(() => import('../print/resume-print-orders.tsx').then((module) => module.ResumePrintOrders));

/**
 * Whether the stored print orders may hold one of this product: a plain text search of the stored
 * JSON for the product's code (a false "yes" only loads the list, which then shows nothing).
 */
export function mayHaveStoredPrintOrder(code: string, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const stored = storage?.getItem(PRINT_ORDERS_KEY);
    return typeof stored === 'string' && stored.includes(JSON.stringify(code));
  } catch {
    return false;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function LaterResumePrintOrders({ product }: { product: Product }) {
  const hydrated = useHydrated();
  if (!hydrated || !isImplemented('product-code-print')) return null;
  if (!mayHaveStoredPrintOrder(product.code, browserStorage())) return null;
  return (
    <Suspense fallback={null}>
      <ResumePrintOrders product={product} />
    </Suspense>
  );
}
