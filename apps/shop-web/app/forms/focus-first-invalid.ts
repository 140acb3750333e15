import type { RefObject } from 'react';

/** After React has rendered the messages: focuses the form's first wrong field, or its alert. */
export function focusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): void {
  setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(), 0);
}
