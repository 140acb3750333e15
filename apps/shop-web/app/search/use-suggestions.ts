import { browserApi } from '@shop/web-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cutQuery } from './cut-query.ts';
import { SUGGEST_DELAY_MS, suggestOptions, type SuggestOption } from './suggestions.ts';

/**
 * The predictive search's options for a text, asked for once typing pauses (SUGGEST_DELAY_MS). A new
 * keystroke cancels the wait and aborts the request under way, so an older answer never replaces a
 * newer one. Nothing is asked while an IME composition is open: `ask` is called with the text only
 * when it is final (after compositionend, or a keystroke outside a composition).
 */
export function useSuggestions(): { options: SuggestOption[]; ask: (text: string) => void; clear: () => void } {
  const [options, setOptions] = useState<SuggestOption[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = undefined;
  }, []);

  const clear = useCallback(() => {
    cancel();
    setOptions([]);
  }, [cancel]);

  const ask = useCallback(
    (text: string) => {
      cancel();
      const q = cutQuery(text);
      if (q === '') {
        setOptions([]);
        return;
      }
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        request.current = controller;
        browserApi()
          .then((api) => api.products.suggest({ q }, controller.signal))
          .then(
            (answer) => {
              if (!controller.signal.aborted) setOptions(suggestOptions(q, answer.data));
            },
            // Aborted, offline or refused: no options rather than an error under the field.
            () => undefined,
          );
      }, SUGGEST_DELAY_MS);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { options, ask, clear };
}
