/**
 * The print-order routes as the tests render them: the real route components behind the page
 * boundary, with the step loaders fed a fixture product instead of the API.
 */
import type { Product } from '@shop/api-contract';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadPrintStep } from '../../print/print-step.tsx';
import * as pageBoundary from '../page-boundary.tsx';
import * as print from './print.tsx';

type StepModule = { default: ComponentType; HydrateFallback?: ComponentType };

/** Renders the cart route as a heading and the notice it was sent with. */
function CartStub() {
  const state = useLocation().state as { notice?: string } | null;
  return (
    <>
      <h1>ショッピングカート</h1>
      {state?.notice ? <p role="status">{state.notice}</p> : null}
    </>
  );
}

/** Route stubs for `renderRoutes`: the method page and the given step modules (by route path suffix). */
export function printRoutes(product: Product, steps: Record<string, StepModule>, extra: { path: string; Component: ComponentType }[] = []) {
  const fetchProduct = async () => product;
  return [
    {
      id: 'page-boundary',
      Component: pageBoundary.default,
      ErrorBoundary: pageBoundary.ErrorBoundary,
      children: [
        { id: 'product-code-print', path: 'product/:code/print', loader: () => ({ product }), Component: print.default },
        ...Object.entries(steps).map(([path, module]) => ({
          id: `product-code-${path}`,
          path: `product/:code/${path}`,
          loader: ({ request, params }: { request: Request; params: { code?: string } }) =>
            loadPrintStep({ request, params }, fetchProduct),
          Component: module.default,
          HydrateFallback: module.HydrateFallback,
        })),
        { id: 'cart', path: 'cart', Component: CartStub },
        ...extra.map((route, index) => ({ id: `extra-${index}`, ...route })),
      ],
    },
  ];
}
