/**
 * Asked when 0 is typed as a cart line's quantity (issue #13): 「この商品をカートから削除しますか？」 with
 * 「削除する」 and 「キャンセル」. A modal alert dialog (Radix Dialog): the focus starts on 「キャンセル」,
 * Escape cancels, and on cancel the line keeps its previous quantity.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { button } from '@shop/ui';
import { useRef } from 'react';
import { confirmActions, confirmDialog, confirmOverlay, confirmText, confirmTitle } from '../layout/confirm-dialog.css.ts';

/** The question asked. */
export const CONFIRM_REMOVAL_TITLE = 'この商品をカートから削除しますか？';
export const CONFIRM_REMOVAL_LABEL = '削除する';
export const CANCEL_REMOVAL_LABEL = 'キャンセル';

export function ConfirmRemoval({
  open,
  lineName,
  quantity,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  open: boolean;
  lineName: string;
  /** The quantity kept on cancel. */
  quantity: number;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes after a cancel (the quantity field). */
  returnFocus: () => HTMLElement | null;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirmed.current) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={confirmOverlay} />
        <Dialog.Content
          role="alertdialog"
          className={confirmDialog}
          onOpenAutoFocus={(event) => {
            confirmed.current = false;
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!confirmed.current) returnFocus()?.focus();
          }}
        >
          <Dialog.Title className={confirmTitle}>{CONFIRM_REMOVAL_TITLE}</Dialog.Title>
          <Dialog.Description className={confirmText}>
            {lineName}を削除します。キャンセルすると数量は{quantity}のままです。
          </Dialog.Description>
          <div className={confirmActions}>
            <Dialog.Close ref={cancelRef} className={button({ variant: 'outline' })}>
              {CANCEL_REMOVAL_LABEL}
            </Dialog.Close>
            <button
              type="button"
              className={button({ variant: 'primary' })}
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {CONFIRM_REMOVAL_LABEL}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
