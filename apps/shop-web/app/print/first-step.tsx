/**
 * The first step of every print method (`print-inkjet`, `print-screen`): placements, garment colours
 * and quantities per size, then the method's own extras (silk-screen: keeping the plates) and the
 * link to the method's next step once an order can be priced.
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import { FormAlert } from '@shop/ui';
import type { ReactNode } from 'react';
import { PlacementFields, QuantityFields } from './order-fields.tsx';
import { methodOf, orderQuantity } from './print-order-model.ts';
import { PrintStepFrame, StepNav, firstStepBlocked, hrefOf, useStoredPrintOrder, type PrintStepData } from './print-step.tsx';

type Update = (edit: (order: StoredPrintOrder) => StoredPrintOrder) => void;

/** The design tool finished this order's artwork before any quantity was chosen (it sends the shopper here). */
export function designedWithoutQuantities(order: Pick<StoredPrintOrder, 'prints' | 'selectedColors'>): boolean {
  return order.prints.some((print) => print.svgFileUuid !== null) && orderQuantity(order) === 0;
}

export function FirstPrintStep({
  data,
  stepId,
  next,
  extra,
}: {
  data: PrintStepData;
  stepId: string;
  /** The next step's path suffix and link text. */
  next: { path: string; label: string };
  /** Fields of this method only, below the quantities. */
  extra?: (order: StoredPrintOrder, update: Update) => ReactNode;
}) {
  const [order, update] = useStoredPrintOrder(data.order, data.product);
  const method = methodOf(data.product, order);
  if (!method) return null;
  return (
    <PrintStepFrame
      product={data.product}
      method={method}
      order={order}
      stepId={stepId}
      heading="プリント位置・カラー・数量を選ぶ"
      description="入力した内容はこのブラウザに保存され、前後のページに移っても残ります。"
    >
      {designedWithoutQuantities(order) ? (
        <FormAlert tone="notice">
          デザインツールで作ったデザインを受け取りました。カラーとサイズごとの枚数を入力して、次へ進んでください。
        </FormAlert>
      ) : null}
      <PlacementFields method={method} order={order} update={update} />
      <QuantityFields product={data.product} method={method} order={order} update={update} />
      {extra?.(order, update)}
      <StepNav
        back={{ to: `/product/${encodeURIComponent(order.product.code)}/print`, label: 'プリント方法の選択に戻る' }}
        next={{ to: hrefOf(order, next.path), label: next.label, blocked: firstStepBlocked({ order, product: data.product }) }}
      />
    </PrintStepFrame>
  );
}
