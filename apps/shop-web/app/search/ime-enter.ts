/**
 * IME-safe Enter for the search field. Japanese input confirms a conversion with Enter; that Enter
 * must never submit. Browsers flag it with `isComposing`, and Safari sends the confirming keydown
 * after `compositionend` with `isComposing` false but keyCode 229, so both are checked.
 */

/** The parts of a React keyboard event the rule needs. */
export interface EnterKeyEvent {
  key: string;
  /** Deprecated in the DOM but the only signal Safari gives (229 = "IME is processing"). */
  keyCode: number;
  nativeEvent: { isComposing: boolean };
}

/** keyCode browsers report for a key press the IME consumed. */
export const IME_PROCESS_KEY_CODE = 229;

/** True while the key press belongs to an IME composition (it must not trigger anything). */
export function isImeComposing(event: EnterKeyEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === IME_PROCESS_KEY_CODE;
}

/** Whether this keydown should submit the search: Enter, not composing, and some text typed. */
export function shouldSubmitSearch(event: EnterKeyEvent, text: string): boolean {
  return event.key === 'Enter' && !isImeComposing(event) && text.trim() !== '';
}

/** The search page URL for a query (route `search`, query parameter `q`). */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
