/**
 * 「領収書を発行する」 (issue #32): a dialog (libs/ui `Dialog`) with the 宛名 (the customer's name to
 * start with, at most 20 characters) and the 但し書き (「オリジナルプリント衣料品代として」, at most 200),
 * checked with @shop/validation's `ReceiptFormSchema` before the server checks them again. Once a
 * receipt was downloaded the dialog shows what the first download kept, says that a re-issue is
 * marked 「再発行」 and keeps them, and offers 「再発行してダウンロード」 instead of the form.
 */
import { API_ROUTES, type ReceiptStatus } from '@shop/api-contract';
import { Button, Dialog, FormAlert, TextField } from '@shop/ui';
import { browserApi } from '@shop/web-state';
import { RECEIPT_FIELD_LABELS, RECEIPT_LIMITS, ReceiptFormSchema } from '@shop/validation';
import { downloadBlob } from '../api/download-blob.ts';
import { useAccountForm } from '../routes/account/use-account-form.ts';
import { formatDateTime } from './order-format.ts';
import { keptFacts, keptTerm, keptValue, receiptActions, receiptForm, receiptNote } from './receipt.css.ts';

/** The file the receipt is saved as. */
export const receiptFilename = (number: string) => `領収書_${number}.pdf`;

/** The rule a re-issue follows, said before and after the first download. */
export const REISSUE_RULE = '2回目以降のダウンロードは「再発行」と記載され、初回の宛名・但し書きで発行されます（変更はできません）。';

export interface ReceiptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  status: ReceiptStatus;
  /** Called after a download, with whether it was a re-issue. */
  onIssued: (reissue: boolean) => void;
}

export function ReceiptDialog({ open, onOpenChange, orderNumber, status, onIssued }: ReceiptDialogProps) {
  const issued = status.issued;
  const { values, errors, formError, pending, formRef, change, onSubmit, onKeyDown } = useAccountForm({
    initial: { addressee: issued?.addressee ?? status.defaults.addressee, note: issued?.note ?? status.defaults.note },
    schema: ReceiptFormSchema,
    submit: async (values) => {
      const api = await browserApi();
      const pdf = await api.call(API_ROUTES.orderReceiptPdf, { params: { number: orderNumber }, body: values });
      downloadBlob(pdf, receiptFilename(orderNumber));
      onIssued(issued !== null);
      onOpenChange(false);
    },
  });
  const text = (name: 'addressee' | 'note', max: number) => ({
    label: RECEIPT_FIELD_LABELS[name],
    name,
    'aria-required': 'true' as const,
    value: values[name],
    onChange: change(name),
    onKeyDown: onKeyDown,
    error: errors[name]?.[0],
    hint: `${max}文字以内（${[...values[name]].length}/${max}文字）`,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={issued ? '領収書の再発行' : '領収書の発行'}
      description={
        issued
          ? `この領収書は発行済みです（${issued.issueCount}回、初回 ${formatDateTime(issued.firstIssuedAt)}）。`
          : '領収書（PDF）の宛名と但し書きを入力してください。'
      }
      closeLabel="閉じる"
    >
      <form ref={formRef} className={receiptForm} noValidate onSubmit={(event) => void onSubmit(event)}>
        {issued ? (
          <dl className={keptFacts}>
            <dt className={keptTerm}>{RECEIPT_FIELD_LABELS.addressee}</dt>
            <dd className={keptValue}>{issued.addressee} 様</dd>
            <dt className={keptTerm}>{RECEIPT_FIELD_LABELS.note}</dt>
            <dd className={keptValue}>但し {issued.note}</dd>
          </dl>
        ) : (
          <>
            <TextField type="text" autoComplete="organization" {...text('addressee', RECEIPT_LIMITS.addresseeMax)} />
            <TextField type="text" autoComplete="off" {...text('note', RECEIPT_LIMITS.noteMax)} />
          </>
        )}
        <p className={receiptNote}>{REISSUE_RULE}</p>
        <FormAlert>{formError}</FormAlert>
        <div className={receiptActions}>
          <Button type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
            {issued ? '再発行してダウンロード' : '領収書をダウンロード'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
