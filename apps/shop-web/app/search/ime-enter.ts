/**
 * IME-safe Enter for the search field. Japanese input confirms a conversion with Enter; that Enter
 * must never submit (`isImeComposing` from @shop/ui tells it apart, Safari's late one included).
 */
import { isImeComposing, type ImeKeyEvent } from '@shop/ui';

/** The parts of a React keyboard event the rule needs. */
export interface EnterKeyEvent extends ImeKeyEvent {
  key: string;
}

/** Whether this keydown should submit the search: Enter, not composing, and some text typed. */
export function shouldSubmitSearch(event: EnterKeyEvent, text: string): boolean {
  return event.key === 'Enter' && !isImeComposing(event) && text.trim() !== '';
}

/** The search page URL for a query (route `search`, query parameter `q`). */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
