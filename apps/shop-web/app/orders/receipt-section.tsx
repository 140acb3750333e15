/**
 * 領収書・請求書 on an order's page (issue #32): 「領収書を発行する」 (or 「領収書を再発行する」) once the
 * order is paid, else the reason in Japanese as the server words it; 「請求書（PDF）をダウンロード」 for a
 * bank-transfer order. The status comes with the page (`GET /api/orders/:number/receipt`) and is asked
 * again after a download.
 */
import { API_ROUTES, buildPath, type ReceiptStatus } from '@shop/api-contract';
import { Button, preloadDialog } from '@shop/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useHydrated } from '../session/use-hydrated.ts';
import { OrderSection } from './order-section.tsx';
import { muted } from './orders.css.ts';
import { documentActions, receiptNote } from './receipt.css.ts';
import { ReceiptDialog, REISSUE_RULE } from './receipt-dialog.tsx';

/** The invoice's address (a plain download link: a GET with the session cookie). */
export const invoicePath = (number: string) => buildPath(API_ROUTES.orderInvoicePdf.path, { number });

export function ReceiptSection({ orderNumber, status }: { orderNumber: string; status: ReceiptStatus }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <OrderSection heading="領収書・請求書">
      {status.available ? (
        <>
          <div className={documentActions}>
            <Button
              type="button"
              variant="outline"
              disabled={!hydrated}
              onPointerEnter={() => void preloadDialog()}
              onClick={() => {
                setDone(null);
                setOpen(true);
              }}
            >
              {status.issued ? '領収書を再発行する' : '領収書を発行する'}
            </Button>
          </div>
          <p className={receiptNote}>{REISSUE_RULE}</p>
          <ReceiptDialog
            // A new status (after a download) starts the form again from what the server kept.
            key={`${status.issued?.issueCount ?? 0}`}
            open={open}
            onOpenChange={setOpen}
            orderNumber={orderNumber}
            status={status}
            onIssued={(reissue) => {
              setDone(reissue ? '領収書（再発行）をダウンロードしました。' : '領収書をダウンロードしました。');
              void revalidator.revalidate();
            }}
          />
        </>
      ) : (
        <p className={muted}>{status.refusal?.message}</p>
      )}
      {done ? (
        <p className={muted} role="status">
          {done}
        </p>
      ) : null}
      {status.invoiceAvailable ? (
        <p>
          <a href={invoicePath(orderNumber)} download={`請求書_${orderNumber}.pdf`}>
            請求書（PDF）をダウンロード
          </a>
        </p>
      ) : null}
    </OrderSection>
  );
}
