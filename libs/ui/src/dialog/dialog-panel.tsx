import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import { iconButton } from '../icon-button/icon-button.css.ts';
import { overlay } from '../modal/modal.css.ts';
import { useReturnFocus } from '../modal/return-focus.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { description as descriptionClass, header, panel, title as titleClass } from './dialog.css.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog (Japanese); also its accessible name. */
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Label of the close button (Japanese, e.g. 「閉じる」). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog in the middle of the screen (never wider than it): focus is trapped inside, Escape,
 * the close button and a click on the scrim close it, and focus returns to the control that opened
 * it. Built on Radix Dialog.
 */
export function DialogPanel({ open, onOpenChange, title, description, closeLabel, children }: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={panel} {...(description === undefined ? { 'aria-describedby': undefined } : {})} {...returnFocus}>
          <div className={header}>
            <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={iconButton}>
              <CloseIcon />
              <VisuallyHidden>{closeLabel}</VisuallyHidden>
            </RadixDialog.Close>
          </div>
          {description === undefined ? null : <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
