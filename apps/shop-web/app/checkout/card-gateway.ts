/**
 * The payment gateway's card entry, called from the browser (docs/decisions/009): the card form
 * posts the card to the gateway's session, never to our `/api`, and receives a token with the
 * brand, last 4 digits and expiry. The gateway is another system (today the sandbox served by the
 * same process under /sandbox-gateway/); the shop's cookies are not sent to it.
 */
import { CARD_BRANDS, type CardBrand, type CheckedCard } from '@shop/payment-card';
import * as v from 'valibot';

/** Where the gateway's API is (same origin: the CSP's connect-src 'self' allows it). */
export const CARD_GATEWAY_BASE = '/sandbox-gateway/v1';

/** What the gateway answers for an accepted card (201). */
const TokenisedCardSchema = v.pipe(
  v.object({
    card_token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    brand: v.picklist(CARD_BRANDS as readonly CardBrand[]),
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    exp_month: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12)),
    exp_year: v.pipe(v.number(), v.safeInteger(), v.minValue(2000), v.maxValue(2100)),
  }),
  v.transform((card) => ({
    token: card.card_token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  })),
);
export type TokenisedCard = v.InferOutput<typeof TokenisedCardSchema>;

/** The card form's fields, as the gateway's 422 names them. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
const FIELD_OF_WIRE: Readonly<Record<string, CardField>> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  name: 'name',
};

/** How sending the card ended. */
export type CardSubmission =
  | { readonly type: 'accepted'; readonly card: TokenisedCard }
  /** 422: the gateway refused fields (Japanese messages per field). */
  | { readonly type: 'invalid'; readonly message: string; readonly fields: Partial<Record<CardField, string>> }
  /** 404, 429: the session is over; the shopper starts the card entry again from the checkout. */
  | { readonly type: 'session_over'; readonly message: string }
  | { readonly type: 'failed'; readonly message: string };

export const GATEWAY_FAILED_MESSAGE = 'カード情報を送信できませんでした。通信状況を確認して、もう一度お試しください。';
const SESSION_OVER_MESSAGE = 'このお支払い画面は有効期限が切れたか、無効です。お手数ですが、ご注文手続きからやり直してください。';

/** Sends a checked card to the gateway session `token`. */
export type SendCard = (token: string, card: CheckedCard) => Promise<CardSubmission>;

/** The Japanese `message` of a gateway answer, if it has one. */
function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** `POST {gateway}/sessions/:token/cards` with `fetch`; network failures and broken answers are `failed`. */
export function createSendCard(fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init)): SendCard {
  return async (token, card) => {
    let response: Response;
    let body: unknown;
    try {
      response = await fetchFn(`${CARD_GATEWAY_BASE}/sessions/${encodeURIComponent(token)}/cards`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ number: card.digits, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc, name: card.name }),
        credentials: 'omit',
        cache: 'no-store',
      });
      body = await response.json().catch(() => null);
    } catch {
      return { type: 'failed', message: GATEWAY_FAILED_MESSAGE };
    }
    if (response.status === 201 || response.status === 200) {
      const parsed = v.safeParse(TokenisedCardSchema, body);
      return parsed.success ? { type: 'accepted', card: parsed.output } : { type: 'failed', message: GATEWAY_FAILED_MESSAGE };
    }
    if (response.status === 422) {
      const fields: Partial<Record<CardField, string>> = {};
      const errors = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
      for (const [wire, messages] of Object.entries(errors)) {
        const field = FIELD_OF_WIRE[wire];
        const first = Array.isArray(messages) ? messages.find((m): m is string => typeof m === 'string') : undefined;
        if (field && first && !fields[field]) fields[field] = first;
      }
      return { type: 'invalid', message: messageOf(body) ?? GATEWAY_FAILED_MESSAGE, fields };
    }
    if (response.status === 404 || response.status === 429)
      return { type: 'session_over', message: messageOf(body) ?? SESSION_OVER_MESSAGE };
    return { type: 'failed', message: messageOf(body) ?? GATEWAY_FAILED_MESSAGE };
  };
}

/** Whether the gateway still has the card session `token` open (false: expired or unknown; null: could not tell). */
export async function cardSessionOpen(
  token: string,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<boolean | null> {
  try {
    const response = await fetchFn(`${CARD_GATEWAY_BASE}/sessions/${encodeURIComponent(token)}`, {
      credentials: 'omit',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return true;
    return response.status === 404 ? false : null;
  } catch {
    return null;
  }
}
