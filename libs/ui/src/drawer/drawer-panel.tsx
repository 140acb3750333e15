import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import { iconButton } from '../icon-button/icon-button.css.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { header, overlay, panelLeft, panelRight, title as titleClass } from './drawer.css.ts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the panel (Japanese); also its accessible name. */
  title: string;
  /** Label of the close button (Japanese, e.g. 「閉じる」). */
  closeLabel: string;
  side?: 'left' | 'right';
  /** Shows the title on screen; otherwise it is read by screen readers only. */
  showTitle?: boolean;
  children: ReactNode;
}

/**
 * A temporary side panel (modal): focus is trapped inside, Escape and a click on the scrim close it,
 * and focus returns to the control that opened it. Built on Radix Dialog.
 */
export function DrawerPanel({ open, onOpenChange, title, closeLabel, side = 'left', showTitle = false, children }: DrawerProps) {
  // The drawers are opened by plain buttons, not a Radix `Dialog.Trigger`, so Radix does not know
  // where to return the focus on close: remember what had the focus when the panel opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          className={side === 'left' ? panelLeft : panelRight}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={header}>
            {showTitle ? (
              <Dialog.Title className={titleClass}>{title}</Dialog.Title>
            ) : (
              <VisuallyHidden>
                <Dialog.Title>{title}</Dialog.Title>
              </VisuallyHidden>
            )}
            <Dialog.Close className={iconButton}>
              <CloseIcon />
              <VisuallyHidden>{closeLabel}</VisuallyHidden>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
