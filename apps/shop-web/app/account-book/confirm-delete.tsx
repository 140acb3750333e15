/**
 * 「削除しますか？」 before an address or a saved card is deleted: a modal alert dialog (Radix Dialog)
 * whose focus starts on 「キャンセル」; Escape cancels.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { button } from '@shop/ui';
import { useRef } from 'react';
import { confirmActions, confirmDialog, confirmOverlay, confirmText, confirmTitle } from '../layout/confirm-dialog.css.ts';

export function ConfirmDelete({
  open,
  title,
  description,
  confirmLabel = '削除する',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What is deleted, said in a sentence. */
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={confirmOverlay} />
        <Dialog.Content
          role="alertdialog"
          className={confirmDialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <Dialog.Title className={confirmTitle}>{title}</Dialog.Title>
          <Dialog.Description className={confirmText}>{description}</Dialog.Description>
          <div className={confirmActions}>
            <Dialog.Close ref={cancelRef} className={button({ variant: 'outline' })}>
              キャンセル
            </Dialog.Close>
            <button type="button" className={button({ variant: 'primary' })} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
