import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import { iconButton } from '../icon-button/icon-button.css.ts';
import { overlay } from '../modal/modal.css.ts';
import { useReturnFocus } from '../modal/return-focus.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { header, panelLeft, panelRight, title as titleClass } from './drawer.css.ts';

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
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={side === 'left' ? panelLeft : panelRight} aria-describedby={undefined} {...returnFocus}>
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
