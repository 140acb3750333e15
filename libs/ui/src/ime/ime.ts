/**
 * IME-safe keys. Japanese input confirms a conversion with Enter; that Enter must never submit or
 * commit anything. Browsers flag it with `isComposing`, and Safari sends the confirming keydown
 * after `compositionend` with `isComposing` false but keyCode 229, so both are checked.
 */

/** The parts of a React keyboard event the check needs. */
export interface ImeKeyEvent {
  /** Deprecated in the DOM but the only signal Safari gives (229 = "IME is processing"). */
  keyCode: number;
  nativeEvent: { isComposing: boolean };
}

/** keyCode browsers report for a key press the IME consumed. */
export const IME_PROCESS_KEY_CODE = 229;

/** True while the key press belongs to an IME composition (it must not trigger anything). */
export function isImeComposing(event: ImeKeyEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === IME_PROCESS_KEY_CODE;
}
