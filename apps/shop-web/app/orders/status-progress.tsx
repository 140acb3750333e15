/**
 * Where an order stands among the statuses it passes through (docs/decisions/009 "Statuses"): a card
 * order goes 受付 → データ確認中 → 製作中 → 発送済み → 配達完了; a bank transfer starts at 入金待ち;
 * an order of blank garments only has no data check or production.
 */
import type { Order } from '@shop/api-contract';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/order-domain';
import { VisuallyHidden } from '@shop/ui';
import { progress, progressCurrent, progressDone, progressStep, progressTodo } from './status-progress.css.ts';

type ProgressOrder = Pick<Order, 'status' | 'lines'> & { payment: Pick<Order['payment'], 'method'> };

/** The statuses this order passes through in order, and the index of the one it is at; null when cancelled or not placed yet. */
export function progressOf(order: ProgressOrder): { steps: readonly OrderStatus[]; current: number } | null {
  if (order.status === 'cancelled' || order.status === 'pending_authentication') return null;
  const hasProductions = order.lines.some((line) => line.kind === 'production');
  const steps: OrderStatus[] = [
    ...(order.payment.method === 'bank_transfer' ? (['awaiting_payment'] as const) : []),
    'received',
    ...(hasProductions ? (['data_check', 'in_production'] as const) : []),
    'shipped',
    'delivered',
  ];
  const current = steps.indexOf(order.status);
  // A status outside this order's path (a blank-garment order moved through data_check anyway): just after 受付.
  return { steps, current: current === -1 ? steps.indexOf('received') + 1 : current };
}

/** The statuses as steps: done, the current one (`aria-current="step"`), still to come. */
export function StatusProgress({ order }: { order: ProgressOrder }) {
  const path = progressOf(order);
  if (!path) return null;
  return (
    <ol className={progress} aria-label="ご注文の進み具合">
      {path.steps.map((status, index) => {
        const state = index < path.current ? 'done' : index === path.current ? 'current' : 'todo';
        return (
          <li
            key={status}
            className={`${progressStep} ${state === 'done' ? progressDone : state === 'current' ? progressCurrent : progressTodo}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {ORDER_STATUS_LABELS[status]}
            {state === 'done' ? <VisuallyHidden>（済）</VisuallyHidden> : null}
          </li>
        );
      })}
    </ol>
  );
}
