import { useRef } from 'react';

/**
 * The focus handlers of a Radix `Dialog.Content` opened by a plain button rather than a Radix
 * `Dialog.Trigger`, so that Radix does not know where to return the focus on close: remember what
 * had the focus when the panel opened, and focus it again on close while it is still in the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
