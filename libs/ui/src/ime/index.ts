export { IME_PROCESS_KEY_CODE, isImeComposing } from './ime.ts';
export type { ImeKeyEvent } from './ime.ts';
