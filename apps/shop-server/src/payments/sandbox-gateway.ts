/**
 * The sandbox gateway: the default PaymentGateway adapter, a separate system that this process serves
 * under `/sandbox-gateway/` (docs/decisions/009-checkout-orders-payments.md). It behaves as a
 * tokenising gateway does: the card form posts the card here (never to our API), gets a single-use
 * card token, and the shop authorises with that token. It keeps tables of its own
 * (`sandbox_gateway_*`, migration 013) and never touches the shop's.
 *
 * No card number is stored, not even hashed: tokenising decides the test card's outcome
 * (@shop/payment-card TEST_CARDS; any other valid number succeeds) and keeps brand, last 4, expiry
 * and that outcome. Tokens are stored as their sha256.
 *
 * Over 400 lines on purpose: one class implements the whole PaymentGateway port of the simulated
 * provider over its own tables; every method goes through the same private charge state machine
 * (#transition, #charge) at its end.
 */
import {
  type CardFormErrors,
  type CheckedCard,
  checkCardForm,
  currentYearMonth,
  sandboxOutcome,
  type TestCardOutcome,
} from '@shop/payment-card';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { crashPoint } from '../process/crash-points.ts';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CardBrand,
  CardSessionMode,
  CardSummary,
  DeclineCode,
  GatewayCharge,
  GatewayChargeStatus,
  PaymentGateway,
  StoredCard,
  StoredCardAuthorizeRequest,
} from './payment-gateway.ts';

/** How long a card-entry session takes cards, ms. */
export const CARD_SESSION_TTL = 60 * 60_000;
/** How long a card token can be used, ms. */
export const CARD_TOKEN_TTL = 30 * 60_000;
/** How long a 3-D Secure challenge waits for the shopper, ms (then it counts as failed). */
export const CHALLENGE_TTL = 30 * 60_000;
/** Cards one session may post, refused ones included: a card form is not a number-guessing oracle. */
export const MAX_CARD_ATTEMPTS = 10;

/** Where the gateway's pages and calls live (its own path, not our `/api`). */
export const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

export interface SandboxGatewayOptions {
  /** The gateway's tables live in the shop's database (never touching the shop's tables). */
  db: Db;
  /** epoch ms */
  now: () => number;
  /** Public origin of this process: the challenge page's address is built from it. */
  publicUrl: string;
  /** The merchant's name shown on the challenge page (a real gateway keeps it with the merchant account). */
  merchantName?: string;
}

/** Statuses of a charge in the gateway. */
export type ChargeStatus = GatewayChargeStatus;

/** What the shopper did on the challenge page. */
export type ChallengeAction = 'authenticate' | 'cancel';

/** A misuse of the gateway by its caller (unknown reference, impossible transition): a bug, not a shopper's refusal. */
export class SandboxGatewayError extends Error {
  readonly code: 'unknown_charge' | 'unusable_card_token' | 'idempotency_conflict' | 'invalid_transition' | 'invalid_request';
  constructor(code: SandboxGatewayError['code'], message: string) {
    super(message);
    this.name = 'SandboxGatewayError';
    this.code = code;
  }
}

/** Outcome of posting a card to a session. */
export type TokenizeResult =
  | { ok: true; card: CardSummary & { cardToken: string } }
  | { ok: false; error: { type: 'unknown_session' } | { type: 'too_many_attempts' } | { type: 'invalid_card'; errors: CardFormErrors } };

/** The card as posted by the card form (wire fields). */
export interface CardInput {
  number: string;
  expMonth: string | number | null | undefined;
  expYear: string | number | null | undefined;
  cvc: string;
  name: string;
}

/** What the challenge page shows. */
export interface ChallengeView {
  reference: string;
  merchantName: string;
  orderNumber: string;
  /** yen, tax included */
  amount: number;
  brand: CardBrand;
  last4: string;
  /** true while the shopper can still answer */
  pending: boolean;
  returnUrl: string;
}

interface ChargeRow {
  reference: string;
  idempotency_key: string;
  card_token_hash: string;
  amount: number;
  refunded_amount: number;
  order_number: string;
  return_url: string;
  status: ChargeStatus;
  decline_code: DeclineCode | null;
  challenge_result: 'authenticated' | 'cancelled' | 'expired' | 'abandoned' | null;
  created_at: Date;
}

interface CardRow {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: TestCardOutcome;
}

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const randomToken = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

/** Tokens and references this gateway hands out: a prefix and 32 base64url characters. */
const TOKEN_SHAPE = /^(cs|card|ch|cc)_[A-Za-z0-9_-]{32}$/;
/** Whether `value` has the shape of a token or reference this gateway makes (anything else is unknown). */
export const isGatewayToken = (value: string) => TOKEN_SHAPE.test(value);

const DECLINES: Readonly<Partial<Record<TestCardOutcome, DeclineCode>>> = {
  card_declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
};

/** A card row a charge may use: from a charge session or minted from a stored card (a save session's token is for saveCard only). */
const CHARGEABLE_CARD = `(session_token_hash is null or session_token_hash in (select token_hash from sandbox_gateway_sessions where mode = 'charge'))`;

const CHARGE_COLUMNS =
  'reference, idempotency_key, card_token_hash, amount, refunded_amount, order_number, return_url, status, decline_code, challenge_result, created_at';

/** The port's answer for a charge row. */
function resultOf(charge: ChargeRow, challengeUrl: string): AuthorizeResult {
  if (charge.status === 'challenge_pending') return { status: 'challenge', reference: charge.reference, challengeUrl };
  if (charge.status === 'declined') return { status: 'declined', code: charge.decline_code ?? 'card_declined' };
  // Voided while its challenge was pending: it was never authorised.
  if (charge.challenge_result === 'abandoned') return { status: 'declined', code: 'authentication_failed' };
  return { status: 'authorized', reference: charge.reference };
}

/** The port's view of a charge row. */
function chargeOf(row: ChargeRow): GatewayCharge {
  return {
    reference: row.reference,
    orderNumber: row.order_number,
    amount: row.amount,
    status: row.status,
    createdAt: new Date(row.created_at),
  };
}

/** A return address the gateway may redirect to: a path of the shop or an http(s) URL. */
function isReturnUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Thrown inside the authorise transaction when another call with the same key won the race. */
class LostIdempotencyRace extends Error {}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly merchantName: string;
  readonly #db: Db;
  readonly #now: () => number;
  readonly #publicUrl: string;

  constructor({ db, now, publicUrl, merchantName = 'プリントファクトリー' }: SandboxGatewayOptions) {
    this.#db = db;
    this.#now = now;
    this.#publicUrl = publicUrl.replace(/\/+$/, '');
    this.merchantName = merchantName;
  }

  /** The challenge page of a charge. */
  challengeUrl(reference: string): string {
    return `${this.#publicUrl}${SANDBOX_GATEWAY_PATH}/v1/challenges/${reference}`;
  }

  async createCardSession({
    customerRef,
    returnPath,
    mode = 'charge',
  }: {
    customerRef: string;
    returnPath: string;
    mode?: CardSessionMode;
  }): Promise<{ token: string }> {
    if (!customerRef) throw new SandboxGatewayError('invalid_request', 'createCardSession: customerRef is empty');
    if (!isReturnUrl(returnPath))
      throw new SandboxGatewayError(
        'invalid_request',
        `createCardSession: returnPath must be a path or an http(s) URL, got ${JSON.stringify(returnPath)}`,
      );
    const token = randomToken('cs');
    const now = this.#now();
    await this.#db.query(
      `insert into sandbox_gateway_sessions (token_hash, customer_ref, return_path, created_at, expires_at, mode) values ($1, $2, $3, $4, $5, $6)`,
      [sha256(token), customerRef, returnPath, new Date(now), new Date(now + CARD_SESSION_TTL), mode],
    );
    return { token };
  }

  /** Where the card form goes back to after tokenising; null for an unknown or expired session. */
  async sessionReturnPath(sessionToken: string): Promise<string | null> {
    return (await this.sessionOf(sessionToken))?.returnPath ?? null;
  }

  /** An open session's return path and mode; null for an unknown or expired session. */
  async sessionOf(sessionToken: string): Promise<{ returnPath: string; mode: CardSessionMode } | null> {
    if (!isGatewayToken(sessionToken)) return null;
    const [row] = await this.#db.query<{ return_path: string; mode: CardSessionMode }>(
      'select return_path, mode from sandbox_gateway_sessions where token_hash = $1 and expires_at > $2',
      [sha256(sessionToken), new Date(this.#now())],
    );
    return row ? { returnPath: row.return_path, mode: row.mode } : null;
  }

  async saveCard({ cardToken, customerRef }: { cardToken: string; customerRef: string }): Promise<StoredCard | null> {
    if (!isGatewayToken(cardToken) || !customerRef) return null;
    return this.#db.transaction(async (tx) => {
      const now = new Date(this.#now());
      // Takes the single-use token, only from a save session of this customer.
      const [card] = await tx.query<CardRow>(
        `update sandbox_gateway_cards k set used_at = $2
         from sandbox_gateway_sessions s
         where k.token_hash = $1 and k.used_at is null and k.expires_at > $2
           and s.token_hash = k.session_token_hash and s.mode = 'save' and s.customer_ref = $3
         returning k.brand, k.last4, k.exp_month, k.exp_year, k.outcome`,
        [sha256(cardToken), now, customerRef],
      );
      if (!card) return null;
      const reference = randomToken('cc');
      await tx.query(
        `insert into sandbox_gateway_customer_cards (reference_hash, customer_ref, brand, last4, exp_month, exp_year, outcome, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [sha256(reference), customerRef, card.brand, card.last4, card.exp_month, card.exp_year, card.outcome, now],
      );
      return { reference, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
    });
  }

  async saveChargedCard({ chargeReference, customerRef }: { chargeReference: string; customerRef: string }): Promise<StoredCard | null> {
    if (!isGatewayToken(chargeReference) || !customerRef) return null;
    // A pending challenge that has run out counts as failed before anything is kept.
    await this.#expireChallenge(chargeReference);
    const reference = randomToken('cc');
    const [card] = await this.#db.query<CardRow>(
      `insert into sandbox_gateway_customer_cards (reference_hash, customer_ref, brand, last4, exp_month, exp_year, outcome, created_at, charge_reference)
       select $1, s.customer_ref, k.brand, k.last4, k.exp_month, k.exp_year, k.outcome, $2, c.reference
       from sandbox_gateway_charges c
       join sandbox_gateway_cards k on k.token_hash = c.card_token_hash
       join sandbox_gateway_sessions s on s.token_hash = k.session_token_hash
       where c.reference = $3 and c.status in ('authorized', 'captured') and s.mode = 'charge' and s.customer_ref = $4
       on conflict (charge_reference) do nothing
       returning brand, last4, exp_month, exp_year, outcome`,
      [sha256(reference), new Date(this.#now()), chargeReference, customerRef],
    );
    return card ? { reference, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
  }

  async deleteStoredCard({ reference, customerRef }: { reference: string; customerRef: string }): Promise<boolean> {
    if (!isGatewayToken(reference)) return false;
    const deleted = await this.#db.query(
      `update sandbox_gateway_customer_cards set deleted_at = coalesce(deleted_at, $3)
       where reference_hash = $1 and customer_ref = $2 returning reference_hash`,
      [sha256(reference), customerRef, new Date(this.#now())],
    );
    return deleted.length > 0;
  }

  /**
   * Authorises a stored card: a single-use card row is minted from it (no session behind it) and
   * charged as a tokenised card is, so its outcome, expiry, challenge and idempotency rules are the
   * same. A deleted or another customer's stored card is a caller's bug (SandboxGatewayError).
   */
  async authorizeStoredCard(request: StoredCardAuthorizeRequest): Promise<AuthorizeResult> {
    const { storedCardRef, customerRef, ...rest } = request;
    const existing = await this.#chargeByKey(request.idempotencyKey);
    if (existing) return this.#replayStored(existing, request);
    const storedHash = isGatewayToken(storedCardRef) ? sha256(storedCardRef) : '';
    const cardToken = randomToken('card');
    const now = this.#now();
    const [minted] = await this.#db.query(
      `insert into sandbox_gateway_cards (token_hash, customer_card_hash, brand, last4, exp_month, exp_year, outcome, created_at, expires_at)
       select $1, reference_hash, brand, last4, exp_month, exp_year, outcome, $2, $3
       from sandbox_gateway_customer_cards where reference_hash = $4 and customer_ref = $5 and deleted_at is null
       returning token_hash`,
      [sha256(cardToken), new Date(now), new Date(now + CARD_TOKEN_TTL), storedHash, customerRef],
    );
    if (!minted)
      throw new SandboxGatewayError(
        'unusable_card_token',
        'authorizeStoredCard: the stored card is unknown, deleted or of another customer',
      );
    try {
      return await this.authorize({ ...rest, cardToken });
    } catch (error) {
      // Another call with this key won: answer as it did when it charged the same stored card.
      if (error instanceof SandboxGatewayError && error.code === 'idempotency_conflict') {
        const winner = await this.#chargeByKey(request.idempotencyKey);
        if (winner) return this.#replayStored(winner, request);
      }
      throw error;
    }
  }

  /** The answer already given for this key, when it charged the same stored card, amount and order. */
  async #replayStored(charge: ChargeRow, request: StoredCardAuthorizeRequest): Promise<AuthorizeResult> {
    const [card] = await this.#db.query<{ customer_card_hash: string | null }>(
      'select customer_card_hash from sandbox_gateway_cards where token_hash = $1',
      [charge.card_token_hash],
    );
    const storedHash = isGatewayToken(request.storedCardRef) ? sha256(request.storedCardRef) : '';
    if (card?.customer_card_hash !== storedHash || charge.amount !== request.amount || charge.order_number !== request.orderNumber) {
      throw new SandboxGatewayError(
        'idempotency_conflict',
        `authorizeStoredCard: idempotency key ${JSON.stringify(request.idempotencyKey)} was used for another card, amount or order`,
      );
    }
    return resultOf(charge, this.challengeUrl(charge.reference));
  }

  /**
   * Tokenises a card posted by the card form to a session: checks it (@shop/payment-card), decides
   * its outcome and keeps brand, last 4, expiry and outcome under a new single-use token. The number
   * itself is dropped here.
   */
  async tokenize(sessionToken: string, input: CardInput): Promise<TokenizeResult> {
    if (!isGatewayToken(sessionToken)) return { ok: false, error: { type: 'unknown_session' } };
    const now = this.#now();
    const sessionHash = sha256(sessionToken);
    // Counted before the card is checked, so refused numbers count too.
    const [session] = await this.#db.query<{ attempts: number }>(
      'update sandbox_gateway_sessions set attempts = attempts + 1 where token_hash = $1 and expires_at > $2 returning attempts',
      [sessionHash, new Date(now)],
    );
    if (!session) return { ok: false, error: { type: 'unknown_session' } };
    if (session.attempts > MAX_CARD_ATTEMPTS) return { ok: false, error: { type: 'too_many_attempts' } };
    const checked = checkCardForm(input, { now });
    if (!checked.ok) return { ok: false, error: { type: 'invalid_card', errors: checked.error } };
    const card: CheckedCard = checked.value;
    const cardToken = randomToken('card');
    await this.#db.query(
      `insert into sandbox_gateway_cards (token_hash, session_token_hash, brand, last4, exp_month, exp_year, outcome, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        sha256(cardToken),
        sessionHash,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        sandboxOutcome(card.digits),
        new Date(now),
        new Date(now + CARD_TOKEN_TTL),
      ],
    );
    return { ok: true, card: { cardToken, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } };
  }

  async cardOf(cardToken: string): Promise<CardSummary | null> {
    if (!isGatewayToken(cardToken)) return null;
    const [row] = await this.#db.query<CardRow>(
      `select brand, last4, exp_month, exp_year, outcome from sandbox_gateway_cards where token_hash = $1 and used_at is null and expires_at > $2
       and ${CHARGEABLE_CARD}`,
      [sha256(cardToken), new Date(this.#now())],
    );
    return row ? { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year } : null;
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const { cardToken, amount, orderNumber, returnUrl, idempotencyKey } = request;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 2_147_483_647) {
      throw new SandboxGatewayError('invalid_request', `authorize: amount must be a positive whole number of yen, got ${amount}`);
    }
    if (!idempotencyKey) throw new SandboxGatewayError('invalid_request', 'authorize: idempotencyKey is empty');
    if (!orderNumber) throw new SandboxGatewayError('invalid_request', 'authorize: orderNumber is empty');
    if (!isReturnUrl(returnUrl))
      throw new SandboxGatewayError(
        'invalid_request',
        `authorize: returnUrl must be a path or an http(s) URL, got ${JSON.stringify(returnUrl)}`,
      );
    const tokenHash = isGatewayToken(cardToken) ? sha256(cardToken) : '';

    const existing = await this.#chargeByKey(idempotencyKey);
    if (existing) return this.#replay(existing, request, tokenHash);
    try {
      return await this.#db.transaction(async (tx) => {
        const now = this.#now();
        // Takes the token: only one authorisation can use it (a second one waits here on PostgreSQL
        // and then finds it used).
        const [card] = await tx.query<CardRow>(
          `update sandbox_gateway_cards set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2
           and ${CHARGEABLE_CARD}
           returning brand, last4, exp_month, exp_year, outcome`,
          [tokenHash, new Date(now)],
        );
        if (!card) throw new LostIdempotencyRace();
        const current = currentYearMonth(now);
        const expired = card.exp_year < current.year || (card.exp_year === current.year && card.exp_month < current.month);
        const decline = expired ? 'expired_card' : DECLINES[card.outcome];
        const status: ChargeStatus = decline ? 'declined' : card.outcome === 'challenge' ? 'challenge_pending' : 'authorized';
        const [charge] = await tx.query<ChargeRow>(
          `insert into sandbox_gateway_charges (reference, idempotency_key, card_token_hash, amount, order_number, return_url, status, decline_code, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
           on conflict (idempotency_key) do nothing
           returning ${CHARGE_COLUMNS}`,
          [randomToken('ch'), idempotencyKey, tokenHash, amount, orderNumber, returnUrl, status, decline ?? null, new Date(now)],
        );
        // Another call with this key committed first: undo taking the token, answer as it did.
        if (!charge) throw new LostIdempotencyRace();
        await crashPoint('gateway:charging');
        return resultOf(charge, this.challengeUrl(charge.reference));
      });
    } catch (error) {
      if (!(error instanceof LostIdempotencyRace)) throw error;
      const winner = await this.#chargeByKey(idempotencyKey);
      if (winner) return this.#replay(winner, request, tokenHash);
      throw new SandboxGatewayError('unusable_card_token', 'authorize: the card token is unknown, already used or expired');
    }
  }

  async challengeResult(
    reference: string,
  ): Promise<{ status: 'authorized' } | { status: 'declined'; code: DeclineCode } | { status: 'pending' }> {
    const charge = await this.#charge(reference);
    if (charge.status === 'challenge_pending') return { status: 'pending' };
    const result = resultOf(charge, '');
    return result.status === 'declined' ? result : { status: 'authorized' };
  }

  /** What the challenge page of `reference` shows; null for an unknown reference. */
  async challengeView(reference: string): Promise<ChallengeView | null> {
    if (!isGatewayToken(reference)) return null;
    await this.#expireChallenge(reference);
    const [row] = await this.#db.query<ChargeRow & { brand: CardBrand; last4: string }>(
      `select c.order_number, c.amount, c.status, c.return_url, k.brand, k.last4
       from sandbox_gateway_charges c join sandbox_gateway_cards k on k.token_hash = c.card_token_hash
       where c.reference = $1`,
      [reference],
    );
    if (!row) return null;
    return {
      reference,
      merchantName: this.merchantName,
      orderNumber: row.order_number,
      amount: row.amount,
      brand: row.brand,
      last4: row.last4,
      pending: row.status === 'challenge_pending',
      returnUrl: row.return_url,
    };
  }

  /**
   * Records what the shopper did on the challenge page; answers where to send them back (the
   * charge's return URL), or null for an unknown reference. An answer to a challenge that is no
   * longer pending (a second click, a late answer) changes nothing.
   */
  async answerChallenge(reference: string, action: ChallengeAction): Promise<string | null> {
    if (!isGatewayToken(reference)) return null;
    await this.#expireChallenge(reference);
    const authenticated = action === 'authenticate';
    const [answered] = await this.#db.query<{ return_url: string }>(
      `update sandbox_gateway_charges
       set status = $2, decline_code = $3, challenge_result = $4, updated_at = $5
       where reference = $1 and status = 'challenge_pending'
       returning return_url`,
      [
        reference,
        authenticated ? 'authorized' : 'declined',
        authenticated ? null : 'authentication_failed',
        authenticated ? 'authenticated' : 'cancelled',
        new Date(this.#now()),
      ],
    );
    if (answered) return answered.return_url;
    const [charge] = await this.#db.query<{ return_url: string }>('select return_url from sandbox_gateway_charges where reference = $1', [
      reference,
    ]);
    return charge?.return_url ?? null;
  }

  async chargeByKey(idempotencyKey: string): Promise<GatewayCharge | null> {
    const row = await this.#chargeByKey(idempotencyKey);
    return row ? chargeOf(row) : null;
  }

  async openCharges(): Promise<GatewayCharge[]> {
    // Challenges past their time are declined first, as every read of one does.
    const now = this.#now();
    await this.#db.query(
      `update sandbox_gateway_charges
       set status = 'declined', decline_code = 'authentication_failed', challenge_result = 'expired', updated_at = $1
       where status = 'challenge_pending' and created_at <= $2`,
      [new Date(now), new Date(now - CHALLENGE_TTL)],
    );
    const rows = await this.#db.query<ChargeRow>(
      `select ${CHARGE_COLUMNS} from sandbox_gateway_charges where status in ('authorized', 'challenge_pending') order by created_at, reference`,
    );
    return rows.map(chargeOf);
  }

  async capture(reference: string): Promise<void> {
    await this.#transition(reference, 'capture', { from: ['authorized'], to: 'captured', already: 'captured' });
  }

  async void(reference: string): Promise<void> {
    // A challenge still pending can be voided too: an abandoned order must not be authorised later.
    await this.#transition(reference, 'void', { from: ['authorized', 'challenge_pending'], to: 'voided', already: 'voided' });
  }

  async refund(reference: string, amount: number): Promise<void> {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new SandboxGatewayError('invalid_request', `refund ${reference}: amount must be a positive whole number of yen, got ${amount}`);
    }
    const [refunded] = await this.#db.query<{ status: ChargeStatus }>(
      `update sandbox_gateway_charges
       set refunded_amount = refunded_amount + $2,
           status = case when refunded_amount + $2 = amount then 'refunded' else status end,
           updated_at = $3
       where reference = $1 and status = 'captured' and refunded_amount + $2 <= amount
       returning status`,
      [reference, amount, new Date(this.#now())],
    );
    if (refunded) return;
    const charge = await this.#charge(reference);
    if (charge.status === 'captured') {
      throw new SandboxGatewayError(
        'invalid_transition',
        `refund ${reference}: ${amount} yen is more than the ${charge.amount - charge.refunded_amount} yen left of the ${charge.amount} yen captured`,
      );
    }
    throw new SandboxGatewayError(
      'invalid_transition',
      `refund ${reference}: only a captured charge can be refunded, this one is ${charge.status}${charge.status === 'authorized' ? ' (void it instead)' : ''}`,
    );
  }

  /** Moves a charge from one of `from` to `to`; doing it again is a no-op, anything else an error. */
  async #transition(
    reference: string,
    verb: string,
    { from, to, already }: { from: ChargeStatus[]; to: ChargeStatus; already: ChargeStatus },
  ): Promise<void> {
    const [moved] = await this.#db.query(
      `update sandbox_gateway_charges
       set status = $2, updated_at = $3,
           challenge_result = case when status = 'challenge_pending' then 'abandoned' else challenge_result end
       where reference = $1 and status = any($4::text[])
       returning reference`,
      [reference, to, new Date(this.#now()), from],
    );
    if (moved) return;
    const charge = await this.#charge(reference);
    if (charge.status === already) return;
    throw new SandboxGatewayError(
      'invalid_transition',
      `${verb} ${reference}: a ${charge.status} charge cannot be ${to} (only ${from.join(' or ')})`,
    );
  }

  /** A pending challenge older than CHALLENGE_TTL counts as failed authentication; true when this call ended it. */
  async #expireChallenge(reference: string): Promise<boolean> {
    const now = this.#now();
    const expired = await this.#db.query(
      `update sandbox_gateway_charges
       set status = 'declined', decline_code = 'authentication_failed', challenge_result = 'expired', updated_at = $2
       where reference = $1 and status = 'challenge_pending' and created_at <= $3
       returning reference`,
      [reference, new Date(now), new Date(now - CHALLENGE_TTL)],
    );
    return expired.length > 0;
  }

  async #charge(reference: string): Promise<ChargeRow> {
    if (isGatewayToken(reference)) {
      await this.#expireChallenge(reference);
      const [row] = await this.#db.query<ChargeRow>(`select ${CHARGE_COLUMNS} from sandbox_gateway_charges where reference = $1`, [
        reference,
      ]);
      if (row) return row;
    }
    throw new SandboxGatewayError('unknown_charge', `no sandbox charge ${JSON.stringify(reference)}`);
  }

  async #chargeByKey(idempotencyKey: string): Promise<ChargeRow | undefined> {
    const read = async () =>
      (
        await this.#db.query<ChargeRow>(`select ${CHARGE_COLUMNS} from sandbox_gateway_charges where idempotency_key = $1`, [
          idempotencyKey,
        ])
      )[0];
    const row = await read();
    return row?.status === 'challenge_pending' && (await this.#expireChallenge(row.reference)) ? read() : row;
  }

  /** The answer already given for this key, when the request is the same one again. */
  #replay(charge: ChargeRow, request: AuthorizeRequest, tokenHash: string): AuthorizeResult {
    if (charge.card_token_hash !== tokenHash || charge.amount !== request.amount || charge.order_number !== request.orderNumber) {
      throw new SandboxGatewayError(
        'idempotency_conflict',
        `authorize: idempotency key ${JSON.stringify(request.idempotencyKey)} was used for another card, amount or order`,
      );
    }
    return resultOf(charge, this.challengeUrl(charge.reference));
  }
}
