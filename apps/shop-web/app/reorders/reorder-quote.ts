/**
 * The server's price of a reorder choice (`POST /api/reorders/{number}/quote`, spec §9), asked again
 * whenever the choice changes; an older answer is never shown for a newer choice. The first step
 * (quantities, `delayMs` while typing) and the confirm step both show it.
 */
import { API_ROUTES, type ReorderQuote } from '@shop/api-contract';
import { browserApi, serverMessageOf, validationErrorsOf } from '@shop/web-state';
import { useEffect, useState } from 'react';
import { NETWORK_FAILED_MESSAGE } from '../routes/account/submit-error.ts';

/** The message of a failed reorder call: the server's field or general message, else a network failure. */
export function reorderMessageOf(error: unknown): string {
  const fields = validationErrorsOf(error);
  const first = fields ? Object.values(fields).flat()[0] : undefined;
  return first ?? serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE;
}

export interface ReorderQuoteState {
  /** the price of the current choice; null while it is asked or when it was refused */
  readonly quote: ReorderQuote | null;
  /** why the current choice cannot be priced (Japanese), null otherwise */
  readonly message: string | null;
}

/** Prices `body` (the wire request of the choice; null: nothing to price yet) for the production `number`. */
export function useReorderQuote(number: string, body: object | null, delayMs = 0): ReorderQuoteState {
  const bodyKey = body === null ? null : JSON.stringify(body);
  const [priced, setPriced] = useState<{ key: string; quote: ReorderQuote | null; message: string | null } | null>(null);
  useEffect(() => {
    if (bodyKey === null) return;
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const api = await browserApi();
          const answer = (await api.call(API_ROUTES.reorderQuote, { params: { number }, body: JSON.parse(bodyKey) as object })) as {
            data: ReorderQuote;
          };
          if (current) setPriced({ key: bodyKey, quote: answer.data, message: null });
        } catch (error) {
          if (current) setPriced({ key: bodyKey, quote: null, message: reorderMessageOf(error) });
        }
      })();
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [number, bodyKey, delayMs]);
  if (priced === null || priced.key !== bodyKey) return { quote: null, message: null };
  return { quote: priced.quote, message: priced.message };
}
