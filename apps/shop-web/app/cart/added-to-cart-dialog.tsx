/**
 * The confirmation after 「カートに入れる」 (issue #13): a modal dialog naming what went into the cart
 * (product, colour, sizes × quantities), the cart's total now, and the two ways on: 「カートを見る」
 * and 「買い物を続ける」. A non-modal Radix dialog (the header's cart link stays usable beside it): focus
 * moves into it (to 「カートを見る」), Escape or 「買い物を続ける」 closes it and the focus goes back to the
 * add button; a click elsewhere closes it and leaves the focus where the shopper clicked.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { button } from '@shop/ui';
import { guestCartViewAtom, serverCartAtom, sessionUserAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { guestCartModel, serverCartModel } from './cart-model.ts';
import { addedActions, addedDialog, addedLine, addedSizes, addedTitle, addedTotal } from './product-order.css.ts';

/** One colour's sizes and quantities as they were added. */
export interface AddedLine {
  readonly colorName: string;
  readonly sizes: readonly { readonly sizeName: string; readonly quantity: number }[];
}

export interface AddedSummary {
  readonly productName: string;
  readonly lines: readonly AddedLine[];
  /** Pieces the cart took (0: it was already at the stock limit). */
  readonly added: number;
  /** The stock cut some quantities. */
  readonly capped: boolean;
}

/** The dialog's title. */
export const ADDED_TITLE = 'カートに追加しました';
export const VIEW_CART_LABEL = 'カートを見る';
export const CONTINUE_LABEL = '買い物を続ける';

/** The total (tax included) of the relevant cart: the server cart when logged in, else the guest cart; null until known. */
export function useCartTotal(): number | null {
  const user = useAtomValue(sessionUserAtom);
  const guest = useAtomValue(guestCartViewAtom);
  const server = useAtomValue(serverCartAtom);
  if (user) return server ? serverCartModel(server).totals.total : null;
  if (!guest.ready) return null;
  return guest.cart ? guestCartModel(guest.cart, guest.display).totals.total : 0;
}

/** 「M × 2、L × 1」 */
export function sizesText(line: AddedLine): string {
  return line.sizes.map((size) => `${size.sizeName} × ${size.quantity}`).join('、');
}

export function AddedToCartDialog({
  summary,
  onClose,
  returnFocus,
}: {
  summary: AddedSummary | null;
  onClose: () => void;
  /** Where the focus goes back to when the dialog closes (the add button). */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const total = useCartTotal();
  const viewCart = useRef<HTMLAnchorElement>(null);
  const clickedOutside = useRef(false);
  return (
    <Dialog.Root modal={false} open={summary !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          className={addedDialog}
          onOpenAutoFocus={(event) => {
            clickedOutside.current = false;
            event.preventDefault();
            viewCart.current?.focus();
          }}
          onInteractOutside={() => {
            clickedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus.current;
            if (clickedOutside.current || !target?.isConnected) return;
            target.focus();
          }}
        >
          <Dialog.Title className={addedTitle}>
            {summary && summary.added === 0 ? '在庫の上限までカートに入っています' : ADDED_TITLE}
          </Dialog.Title>
          {/* One status region holds the message, the line, the total and the ways on (what was added is announced as a whole). */}
          <Dialog.Description asChild>
            <div role="status" className={addedLine}>
              <p className={addedLine}>{summary && summary.added > 0 ? `カートに${summary.added}点追加しました。` : null}</p>
              <strong>{summary?.productName}</strong>
              {summary?.lines.map((line) => (
                <p key={line.colorName} className={addedLine}>
                  <span>カラー: {line.colorName}</span>
                  <span className={addedSizes}>サイズ・数量: {sizesText(line)}</span>
                </p>
              ))}
              {summary?.capped ? <p className={addedLine}>在庫数に合わせて数量を調整しました。</p> : null}
              <p className={addedTotal}>カートの合計（税込）: {total === null ? '確認中…' : formatYen(total)}</p>
              <div className={addedActions}>
                <Dialog.Close className={button({ variant: 'outline' })}>{CONTINUE_LABEL}</Dialog.Close>
                <Link ref={viewCart} to="/cart" className={button({ variant: 'primary' })} onClick={onClose}>
                  {VIEW_CART_LABEL}
                </Link>
              </div>
            </div>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
