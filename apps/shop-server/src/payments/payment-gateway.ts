/**
 * The payment port (docs/decisions/009-checkout-orders-payments.md). Our server sees card tokens and
 * authorisation references only: the card number goes from the shopper's browser to the gateway.
 * Amounts are integer yen. Adapters: the sandbox gateway served by this process under
 * `/sandbox-gateway/` (default), a real provider behind the same interface.
 */

/** The five brands the shop takes (spec §3). */
export type CardBrand = 'visa' | 'mastercard' | 'jcb' | 'amex' | 'diners';

/** What the gateway tells about a tokenised card; never the number. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  /** 1–12 */
  expMonth: number;
  /** four digits */
  expYear: number;
}

/** Why the card issuer refused. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed';

export type AuthorizeResult =
  | { status: 'authorized'; reference: string }
  | { status: 'declined'; code: DeclineCode }
  /** 3-D Secure: send the shopper to `challengeUrl`; the gateway returns them to `returnUrl`. */
  | { status: 'challenge'; reference: string; challengeUrl: string };

export interface AuthorizeRequest {
  cardToken: string;
  amount: number;
  /** Our order number, shown on the challenge page and kept with the charge. */
  orderNumber: string;
  /** Where the gateway sends the shopper back after a challenge (`/checkout/bridge/{token}`). */
  returnUrl: string;
  /** The same key twice gives the same answer and one charge. */
  idempotencyKey: string;
}

/** A reusable card the gateway keeps for one customer (`saveCard`); the shop keeps its reference only. */
export interface StoredCard extends CardSummary {
  /** The gateway's reference of the stored card (a bearer secret of the shop). */
  reference: string;
}

/** What a card-entry session is for: a card for one order, or a card to keep. */
export type CardSessionMode = 'charge' | 'save';

/** Authorising a stored card: the same as a tokenised card's, the stored reference instead of the token. */
export interface StoredCardAuthorizeRequest extends Omit<AuthorizeRequest, 'cardToken'> {
  /** The stored card's reference (`saveCard`). */
  storedCardRef: string;
  /** The customer it was stored for: another customer's stored card is refused. */
  customerRef: string;
}

/** Where a charge stands at the gateway. */
export type GatewayChargeStatus = 'challenge_pending' | 'authorized' | 'declined' | 'captured' | 'voided' | 'refunded';

/** A charge as the gateway keeps it (what reconciling needs; never the card). */
export interface GatewayCharge {
  reference: string;
  /** The order number the charge was made for (`AuthorizeRequest.orderNumber`). */
  orderNumber: string;
  /** yen, tax included */
  amount: number;
  status: GatewayChargeStatus;
  createdAt: Date;
}

export interface PaymentGateway {
  /** Which adapter this is (stored with each payment). */
  readonly name: string;
  /**
   * Opens a card-entry session for the card form at `/checkout/cardpay/{token}`; `mode: 'save'` (the
   * account's saved cards) makes its tokens exchangeable by `saveCard` only.
   */
  createCardSession(input: { customerRef: string; returnPath: string; mode?: CardSessionMode }): Promise<{ token: string }>;
  /**
   * Exchanges a single-use token of a `save` session of `customerRef` for a reusable stored card;
   * null when the token is unknown, used, expired, of a charge session or of another customer.
   */
  saveCard(input: { cardToken: string; customerRef: string }): Promise<StoredCard | null>;
  /**
   * Keeps the card of a successful charge (authorised or captured, 3-D Secure passed) as a stored card
   * of `customerRef`, as gateways do for a card used in a transaction; null when the charge is not a
   * success, was made with a card entered by another customer or with a stored card, or its card was
   * kept already (once per charge).
   */
  saveChargedCard(input: { chargeReference: string; customerRef: string }): Promise<StoredCard | null>;
  /** Deletes a stored card at the gateway (it can no longer be charged); false when unknown. */
  deleteStoredCard(input: { reference: string; customerRef: string }): Promise<boolean>;
  /** Authorises a stored card (the outcome its number decided when it was saved still applies). */
  authorizeStoredCard(request: StoredCardAuthorizeRequest): Promise<AuthorizeResult>;
  /** The card behind a token made by the gateway's tokenisation, or null when unknown/used up. */
  cardOf(cardToken: string): Promise<CardSummary | null>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** After a challenge: how it ended (the shopper's redirect is never trusted by itself). */
  challengeResult(reference: string): Promise<{ status: 'authorized' } | { status: 'declined'; code: DeclineCode } | { status: 'pending' }>;
  /** Takes the authorised amount (at shipping). */
  capture(reference: string): Promise<void>;
  /**
   * Releases an authorisation that was not captured (cancel before shipping), or a 3-D Secure check
   * still pending (it can no longer be authorised). Voiding again is a no-op.
   */
  void(reference: string): Promise<void>;
  /**
   * The charge made with this idempotency key, or null when none was made: how the shop learns what
   * became of an authorisation whose answer it never read (the process died during the call).
   */
  chargeByKey(idempotencyKey: string): Promise<GatewayCharge | null>;
  /** Charges that still hold money on a card or may yet: authorised (not captured), or waiting for 3-D Secure. */
  openCharges(): Promise<GatewayCharge[]>;
  /** Gives money back after capture. */
  refund(reference: string, amount: number): Promise<void>;
}
