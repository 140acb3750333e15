/**
 * What every print-order step page shares: the guard and product load of its clientLoader (spec §5),
 * the page frame (title, steps, the live price beside the content), the stored order each change is
 * written to, and the HydrateFallback the server renders. The stored order lives in localStorage:
 * the server answers the guard's 404 or 400 from the cookie that mirrors the stored orders' ids and
 * product codes (web-state's `readPrintOrdersCookie`), else the page shell with 200, and the browser
 * runs the guard again on the orders themselves and loads the product.
 */
import type { Product } from '@shop/api-contract';
import { checkPrintOrderGuard, type PrintOrderGuardError, type StoredPrintOrder } from '@shop/cart-domain';
import { appendPrintOrderAtom, browserApi, checkStoredPrintOrder, readPrintOrdersCookie } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, data, useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { notFound, type RouteErrorData } from '../api/route-error.ts';
import { loadProduct } from '../loaders/load-product.ts';
import { asInput, methodOf, methodSteps, normalizeInks, orderQuantity, stepHref, type PrintMethodView } from './print-order-model.ts';
import { pricePrintOrder, withCurrentPrices } from './print-price.ts';
import { PricePanel } from './price-panel.tsx';
import { Button, button } from '@shop/ui';
import { actions, lead, muted, stepContent, stepCurrent, stepItem, stepLayout, steps, title as titleClass } from './print.css.ts';

/** Fetches the product (`response_group=order`) of a print route. */
export type FetchPrintProduct = (code: string) => Promise<Product>;

const fetchFromApi: FetchPrintProduct = async (code) => (await loadProduct(await browserApi(), code)).product;

/** What a step page's clientLoader returns. */
export interface PrintStepData {
  readonly order: StoredPrintOrder;
  readonly product: Product;
}

/**
 * The clientLoader of a step page: the spec §5 guard on the stored orders (no pid or no such order →
 * 404, another product's order → 400), then the product; a method the product no longer offers → 404.
 */
export async function loadPrintStep(
  { request, params }: { request: Request; params: { code?: string } },
  fetchProduct: FetchPrintProduct = fetchFromApi,
): Promise<PrintStepData> {
  const code = params.code ?? '';
  const guard = checkStoredPrintOrder({ pid: new URL(request.url).searchParams.get('pid'), routeCode: code });
  if (!guard.ok) throwGuardError(guard.error);
  const product = await fetchProduct(code);
  if (!methodOf(product, guard.value)) throw notFound();
  return { order: guard.value, product };
}

/** The error page of a refused guard: 404 Not Found or 400 Bad Request (spec §2, §5). */
function throwGuardError(error: PrintOrderGuardError): never {
  if (error.status === 404) throw notFound();
  throw data<RouteErrorData>({}, { status: error.status });
}

/**
 * What every step route exports as its `loader` (`export { printStepServerLoader as loader }`): the
 * spec §5 guard on the orders the request's cookie names, so that the page answers its real status
 * (404 without pid or for an order this browser does not hold, 400 for another product's order);
 * null when the guard passes (the browser's clientLoader then loads the order and the product).
 */
export function printStepServerLoader({ request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>): null {
  const guard = checkPrintOrderGuard({
    pid: new URL(request.url).searchParams.get('pid'),
    routeCode: params.code ?? '',
    orders: readPrintOrdersCookie(request.headers.get('Cookie')),
  });
  if (!guard.ok) throwGuardError(guard.error);
  return null;
}

/**
 * What every step route exports as its `clientLoader` (`export { printStepClientLoader as clientLoader }`):
 * `loadPrintStep`, run on hydration too, since the stored order lives only in the browser.
 */
export async function printStepClientLoader(args: ClientLoaderFunctionArgs): Promise<PrintStepData> {
  return loadPrintStep(args);
}
printStepClientLoader.hydrate = true as const;

/** Rendered by the server and until the clientLoader has run. */
export function PrintStepFallback() {
  return (
    <p className={muted} role="status">
      読み込み中…
    </p>
  );
}

/** Edits the stored order (see `useStoredPrintOrder`). */
export type UpdatePrintOrder = (edit: (order: StoredPrintOrder) => StoredPrintOrder) => void;

/**
 * The stored order as a page edits it: every change is priced again with cart-domain, its spec
 * amounts refreshed, and written to the stored print orders at once (going back and forth keeps it).
 */
export function useStoredPrintOrder(initial: StoredPrintOrder, product: Product) {
  const append = useSetAtom(appendPrintOrderAtom);
  const [order, setOrder] = useState(initial);
  const latest = useRef(initial);
  const update = useCallback(
    (edit: (order: StoredPrintOrder) => StoredPrintOrder) => {
      const next = withCurrentPrices(normalizeInks(edit(latest.current)), product);
      // Written at once, so that a navigation right after the change reads the new order.
      latest.current = append(asInput(next));
      setOrder(latest.current);
    },
    [append, product],
  );
  return [order, update] as const;
}

/** The frame of a step page: product and method, the steps, the content and the live price. */
export function PrintStepFrame({
  product,
  method,
  order,
  stepId,
  heading,
  description,
  children,
}: {
  product: Product;
  method: PrintMethodView;
  order: StoredPrintOrder;
  stepId: string;
  heading: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const all = methodSteps(method);
  // The colour-scheme step applies only with several garment colours; it is still listed as a step.
  return (
    <>
      <p className={muted}>
        <Link to={`/product/${encodeURIComponent(product.code)}`}>{product.name}</Link> ／ {method.name}
      </p>
      <h1 className={titleClass}>{heading}</h1>
      {description ? <p className={lead}>{description}</p> : null}
      <nav aria-label="注文の手順">
        <ol className={steps}>
          {all.map((step, index) => (
            <li
              key={step.id}
              className={`${stepItem} ${step.id === stepId ? stepCurrent : ''}`}
              aria-current={step.id === stepId ? 'step' : undefined}
            >
              {index + 1}. {step.label}
            </li>
          ))}
        </ol>
      </nav>
      <div className={stepLayout}>
        <div className={stepContent}>{children}</div>
        <PricePanel order={order} product={product} />
      </div>
    </>
  );
}

/** What the content of a step page (below its frame) is given. */
export interface PrintStepBodyProps {
  readonly product: Product;
  readonly order: StoredPrintOrder;
  readonly update: UpdatePrintOrder;
  readonly method: PrintMethodView;
}

/**
 * The default export of a step route: the stored order as the page edits it (keyed by its id, so that
 * another pid starts afresh), the frame with the step's heading, and `Body` inside it; nothing when
 * the product no longer offers the order's method.
 */
export function printStepPage(
  frame: { stepId: string; heading: string; description?: ReactNode },
  Body: ComponentType<PrintStepBodyProps>,
) {
  function Step({ data: { order: initial, product } }: { data: PrintStepData }) {
    const [order, update] = useStoredPrintOrder(initial, product);
    const method = methodOf(product, order);
    if (!method) return null;
    return (
      <PrintStepFrame product={product} method={method} order={order} {...frame}>
        <Body product={product} order={order} update={update} method={method} />
      </PrintStepFrame>
    );
  }
  return function PrintStepPage() {
    const data = useLoaderData<PrintStepData>();
    return <Step key={data.order.id} data={data} />;
  };
}

/** The href of another step of the same order. */
export function hrefOf(order: StoredPrintOrder, path: string): string {
  return stepHref(order.product.code, path, order.id);
}

/** Back and next links of a step; `next` waits (disabled, with the reason) until the step is complete. */
export function StepNav({
  back,
  next,
}: {
  back: { to: string; label: string };
  next?: { to: string; label: string; blocked?: string | null };
}) {
  return (
    <div className={actions}>
      <Link to={back.to} className={button({ variant: 'outline' })}>
        {back.label}
      </Link>
      {next ? (
        next.blocked ? (
          <span>
            <Button type="button" disabled>
              {next.label}
            </Button>
            <span className={muted}> {next.blocked}</span>
          </span>
        ) : (
          <Link to={next.to} className={button({ variant: 'primary', size: 'lg' })}>
            {next.label}
          </Link>
        )
      ) : null}
    </div>
  );
}
/** Why the shopper cannot go on yet (null: they can). */
export function firstStepBlocked(data: PrintStepData): string | null {
  if (data.order.prints.length === 0) return 'プリント位置を選んでください。';
  if (orderQuantity(data.order) === 0) return '数量を入力してください。';
  return pricePrintOrder(data.order, data.product).status === 'priced' ? null : '料金欄の内容をご確認ください。';
}
