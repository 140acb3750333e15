/**
 * Placing the order (`POST /api/orders`) and reading what the server answered, as values the confirm
 * page acts on: placed (show the order), a 3-D Secure challenge (go there), or one of the refusals of
 * the contract (409 price_changed / out_of_stock / cart_empty / order_in_progress / order_abandoned, 402 a refused card,
 * 422 a choice or the card token, 503) or no answer at all (network: nothing is known, try again with
 * the same idempotency key).
 */
import type { ApiClient } from '@shop/api-client';
import type { CheckoutAddress, CheckoutQuote, Order, OrderPlacedResponse, OutOfStockLine } from '@shop/api-contract';
import { firstValidationMessage, serverMessageOf, statusOf, validationErrorsOf, type CheckoutDraft } from '@shop/web-state';

export type PlaceOutcome =
  | { readonly type: 'placed'; readonly order: Order }
  | { readonly type: 'challenge'; readonly url: string }
  | { readonly type: 'price_changed'; readonly message: string }
  | { readonly type: 'out_of_stock'; readonly message: string; readonly lines: readonly OutOfStockLine[] }
  | { readonly type: 'cart_empty'; readonly message: string }
  /** The card was refused (402, or 3-D Secure declined): enter another card. */
  | { readonly type: 'declined'; readonly message: string }
  /** The card token is gone (422 card_token): enter the card again. */
  | { readonly type: 'card_again'; readonly message: string }
  /** The card cannot be kept: the saved cards are at their limit (422 save_card); the box is unticked. */
  | { readonly type: 'keep_card_full'; readonly message: string }
  /** A choice of the checkout page no longer holds (422): choose again there. */
  | { readonly type: 'choose_again'; readonly message: string }
  | { readonly type: 'unauthenticated' }
  /** An order of this customer is still being placed (409 order_in_progress): wait, look at the history, retry with the same key. */
  | { readonly type: 'in_progress'; readonly message: string }
  /** The placing of this key was abandoned, its authorisation voided (409 order_abandoned): a new key, the card again. */
  | { readonly type: 'abandoned'; readonly message: string }
  /** Answered, but not placed (503…): the message says what to do; retrying is safe. */
  | { readonly type: 'refused'; readonly message: string }
  /** No answer: whether the order was placed is unknown; the same key again is safe. */
  | { readonly type: 'network' };

export const PLACE_MESSAGES = {
  network:
    '通信できませんでした。ご注文が確定したかどうかを確認できません。もう一度「注文を確定する」を押してください（同じご注文が二重に作られることはありません）。',
  failed: 'ご注文を確定できませんでした。時間をおいて、もう一度お試しください。',
  priceChanged: 'ご注文内容の価格が変更されました。最新の内容をご確認のうえ、もう一度ご注文ください。',
} as const;

/** A challenge URL the browser may be sent to: a root-relative path or an http(s) URL (never `javascript:`). */
export function safeChallengeUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A refusal body (`OrderRefusalSchema`: `{ message, code, lines? }`) read by its shape. */
interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly lines: readonly OutOfStockLine[];
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** One line of an out_of_stock refusal (snake_case on the wire), or null when it is not one. */
function outOfStockLine(value: unknown): OutOfStockLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const { kind, cart_id: cartId, name, color, size, sku_id: skuId, requested, available } = line;
  if (
    (kind !== 'item' && kind !== 'production') ||
    !isCount(cartId) ||
    !isText(name) ||
    !isCount(skuId) ||
    !isCount(requested) ||
    !isCount(available)
  )
    return null;
  return { kind, cartId, name, color: isText(color) ? color : null, size: isText(size) ? size : null, skuId, requested, available };
}

/**
 * The refusal in an error's body, or null. Read by shape rather than with the contract's schema, so
 * the checkout pages' first JavaScript does not carry the schemas (the api-client that validates
 * answers is loaded lazily).
 */
export function refusalOf(error: unknown): Refusal | null {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, lines } = body as Record<string, unknown>;
  if (!isText(code) || !isText(message)) return null;
  const read = Array.isArray(lines) ? lines.map(outOfStockLine).filter((line): line is OutOfStockLine => line !== null) : [];
  return { code, message, lines: read };
}

/** What an api-client error of placing (or of the 3-D Secure bridge) means for the shopper. */
export function refusalOutcome(error: unknown): PlaceOutcome {
  const status = statusOf(error);
  if (status === undefined) return { type: 'network' };
  if (status === 401) return { type: 'unauthenticated' };
  if (status === 422) {
    const message = firstValidationMessage(error) ?? PLACE_MESSAGES.failed;
    const fields = validationErrorsOf(error);
    if (fields?.['save_card']) return { type: 'keep_card_full', message: fields['save_card'][0] ?? message };
    return fields?.['card_token'] ? { type: 'card_again', message } : { type: 'choose_again', message };
  }
  const refusal = refusalOf(error);
  if (!refusal) return { type: 'refused', message: serverMessageOf(error) ?? PLACE_MESSAGES.failed };
  const { message } = refusal;
  switch (refusal.code) {
    case 'price_changed':
      return { type: 'price_changed', message };
    case 'out_of_stock':
      return { type: 'out_of_stock', message, lines: refusal.lines };
    case 'cart_empty':
      return { type: 'cart_empty', message };
    case 'order_in_progress':
      return { type: 'in_progress', message };
    case 'order_abandoned':
      return { type: 'abandoned', message };
    case 'card_declined':
    case 'insufficient_funds':
    case 'expired_card':
    case 'authentication_failed':
      return { type: 'declined', message };
    default:
      return { type: 'refused', message };
  }
}

/** The address of the draft as the quote and the order send it: a typed one as it is, else the saved one's id. */
export function addressChoice(draft: Pick<CheckoutDraft, 'addressId' | 'address'>): {
  addressId: number | null;
  address: CheckoutAddress | null;
} {
  // The draft's address was checked by the address form's schema when it was typed; the server checks it again.
  return draft.address
    ? { addressId: null, address: draft.address as CheckoutAddress }
    : { addressId: draft.addressId ?? 0, address: null };
}

/** What the server answered after placing or after 3-D Secure: the order, the challenge, or a refusal. */
export function placedOutcome(answer: OrderPlacedResponse): PlaceOutcome {
  const { next } = answer;
  if (next.type === 'done') return { type: 'placed', order: answer.data };
  if (next.type === 'declined') return { type: 'declined', message: next.message };
  const url = safeChallengeUrl(next.url);
  return url ? { type: 'challenge', url } : { type: 'refused', message: PLACE_MESSAGES.failed };
}

/** The idempotency fingerprint of placing `quote` with the draft's choices: the same order, the same key. */
export function orderFingerprint(quote: Pick<CheckoutQuote, 'quoteToken'>, draft: CheckoutDraft): string {
  return [
    quote.quoteToken,
    draft.address ? JSON.stringify(draft.address) : draft.addressId,
    draft.deliveryDate ?? '',
    draft.deliverySlot ?? '',
    draft.paymentMethod ?? '',
    draft.card?.token ?? '',
    draft.savedCard?.id ?? '',
    draft.proof,
    draft.saveCard && draft.card ? 'keep' : '',
  ].join('|');
}

/** `POST /api/orders` with the quote's token and the draft's choices; never throws. */
export async function placeOrder(
  api: ApiClient,
  quote: Pick<CheckoutQuote, 'quoteToken'>,
  draft: CheckoutDraft,
  idempotencyKey: string,
  // The coupon and points the confirm page priced (issue #14); the server checks and recomputes them.
  discounts: { couponId: number | null; couponCode: string | null; points: number } = { couponId: null, couponCode: null, points: 0 },
): Promise<PlaceOutcome> {
  try {
    const answer = await api.orders.create({
      ...addressChoice(draft),
      deliveryDate: draft.deliveryDate,
      deliverySlot: draft.deliverySlot,
      paymentMethod: draft.paymentMethod ?? 'card',
      cardToken: draft.paymentMethod === 'card' ? (draft.card?.token ?? null) : null,
      // A new card's token wins over a saved card (the card form clears the saved one anyway).
      savedCardId: draft.paymentMethod === 'card' && draft.card === null ? (draft.savedCard?.id ?? null) : null,
      // issue #32: keep the new card once it is authorised
      saveCard: draft.paymentMethod === 'card' && draft.card !== null && draft.saveCard,
      ...discounts,
      quoteToken: quote.quoteToken,
      idempotencyKey,
      // issue #30: the confirm page's 「校正なしで進める」 (the server ignores it for an order of goods only)
      proof: draft.proof,
    });
    return placedOutcome(answer);
  } catch (error) {
    return refusalOutcome(error);
  }
}
