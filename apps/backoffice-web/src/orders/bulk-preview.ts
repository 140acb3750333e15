/**
 * What a bulk action will do to each chosen order, before it is sent: order-domain's own
 * `transition` says the status it leads to, or that the order's status does not allow it. The
 * server decides again (it also knows whether the artwork is approved) and answers per order.
 */
import { ORDER_BULK_ACTION_LABELS, type AdminOrderRow, type OrderBulkAction } from '@shop/api-contract/admin';
import { ORDER_STATUS_LABELS, transition } from '@shop/order-domain';

export interface BulkPreviewLine {
  number: string;
  from: string;
  /** The status label after the change; null when the order's status does not allow the action. */
  to: string | null;
}

/** One line per chosen order: from which status to which, or not at all. */
export function bulkPreview(
  rows: readonly Pick<AdminOrderRow, 'number' | 'status' | 'hasProductions'>[],
  action: OrderBulkAction,
): BulkPreviewLine[] {
  return rows.map((row) => {
    const planned = transition(
      { status: row.status, hasProductions: row.hasProductions, carrier: null, trackingNumber: null },
      { type: action },
      0,
    );
    return {
      number: row.number,
      from: ORDER_STATUS_LABELS[row.status],
      to: planned.ok ? ORDER_STATUS_LABELS[planned.value.order.status] : null,
    };
  });
}

/** The confirmation's heading: 「3件の注文を「データ確認開始」にします」. */
export function bulkTitle(count: number, action: OrderBulkAction): string {
  return `${count}件の注文に「${ORDER_BULK_ACTION_LABELS[action]}」を実行します`;
}
