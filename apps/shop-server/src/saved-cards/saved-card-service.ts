/**
 * The saved-card rules (issue #14; docs/decisions/009), over saved-card-store.ts and the
 * PaymentGateway port. A card is saved by exchanging the single-use token of the gateway's card form
 * (opened in save mode) for the gateway's stored card; the shop keeps that reference with brand,
 * last 4 and expiry, never the number. A customer keeps at most MAX_SAVED_CARDS and, while they have
 * any, exactly one default (the first saved becomes it; deleting it passes it to the newest left).
 * Writes run in one transaction with the customer's row locked.
 */
import { MAX_SAVED_CARDS, type SavedCardWire } from '@shop/api-contract';
import { isCardExpired } from '@shop/payment-card';
import type { Db, Queryable } from '../db/db.ts';
import type { PaymentGateway, StoredCard } from '../payments/payment-gateway.ts';
import {
  countSavedCards,
  deleteSavedCard,
  insertSavedCard,
  lockCustomerCards,
  makeDefaultCard,
  newestSavedCardId,
  savedCardOf,
  savedCardsOf,
  type SavedCardRow,
} from './saved-card-store.ts';

/** Why a saved-card call was refused. */
export type SavedCardRefusal =
  | { type: 'not_found' }
  | { type: 'too_many'; max: number }
  /** the form's token is unknown, used, expired or not of this customer's save session */
  | { type: 'unusable_token' }
  | { type: 'gateway_unavailable' };

export type SavedCardResult<T> = { ok: true; value: T } | { ok: false; error: SavedCardRefusal };

const NOT_FOUND = { ok: false, error: { type: 'not_found' } } as const;
const TOO_MANY = { ok: false, error: { type: 'too_many', max: MAX_SAVED_CARDS } } as const;

/**
 * A saved card the customer may be charged on at checkout: theirs, not deleted, and stored at this
 * gateway (`gatewayName`); undefined otherwise.
 */
export async function chargeableCard(
  db: Queryable,
  customerId: number,
  id: number,
  gatewayName: string,
): Promise<SavedCardRow | undefined> {
  const card = await savedCardOf(db, customerId, id);
  return card && card.gateway === gatewayName ? card : undefined;
}

/** The gateway's name for a customer (the same one the checkout's card sessions use). */
export const customerRefOf = (customerId: number) => `customer-${customerId}`;

/** A saved card chosen at checkout that is no longer the customer's (deleted meanwhile, or never theirs). */
export const SAVED_CARD_GONE_MESSAGE = '選択したカードは登録されていません。お支払い方法を選び直してください。';

/** Where the gateway's card form in save mode lives, and where it comes back to. */
export const SAVE_CARD_FORM_PATH = '/myaccount/payments/new';
export const SAVED_CARDS_PAGE_PATH = '/myaccount/payments';

/** The saved-card operations of one database, clock and gateway. */
export function savedCardService(db: Db, now: () => number, payments: PaymentGateway) {
  const wire = (row: SavedCardRow): SavedCardWire => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    expired: isCardExpired({ month: row.exp_month, year: row.exp_year }, { now: now() }),
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  });

  /** Stores a card at the gateway (`store`) and keeps its reference, below the limit; the first becomes the default. */
  async function keep(
    customerId: number,
    store: (customerRef: string) => Promise<StoredCard | null>,
  ): Promise<SavedCardResult<SavedCardWire>> {
    // Checked before the gateway is asked, so a sixth card is not stored there either.
    if ((await countSavedCards(db, customerId)) >= MAX_SAVED_CARDS) return TOO_MANY;
    const customerRef = customerRefOf(customerId);
    let stored;
    try {
      stored = await store(customerRef);
    } catch (error) {
      console.error('[shop-server] saving a card at the gateway failed:', error);
      return { ok: false, error: { type: 'gateway_unavailable' } };
    }
    if (!stored) return { ok: false, error: { type: 'unusable_token' } };
    const result = await db.transaction(async (tx): Promise<SavedCardResult<SavedCardWire>> => {
      if (!(await lockCustomerCards(tx, customerId))) return NOT_FOUND;
      const count = await countSavedCards(tx, customerId);
      if (count >= MAX_SAVED_CARDS) return TOO_MANY;
      const id = await insertSavedCard(tx, customerId, { gateway: payments.name, ...stored }, new Date(now()));
      if (count === 0) await makeDefaultCard(tx, customerId, id);
      const row = await savedCardOf(tx, customerId, id);
      if (!row) throw new Error(`saved card ${id} vanished inside its own transaction`);
      return { ok: true, value: wire(row) };
    });
    // Lost a race for the last place: the gateway must not keep a card the shop does not show.
    if (!result.ok) await payments.deleteStoredCard({ reference: stored.reference, customerRef }).catch(() => false);
    return result;
  }

  return {
    /** The customer's cards, the default first, then the newest first. */
    async list(customerId: number): Promise<SavedCardWire[]> {
      return (await savedCardsOf(db, customerId)).map(wire);
    },

    /** One card of the customer with its gateway reference (for charging), or undefined. */
    card(customerId: number, id: number): Promise<SavedCardRow | undefined> {
      return savedCardOf(db, customerId, id);
    },

    /** Opens the gateway's card form in save mode; refused at the limit (no card typed in vain). */
    async openSession(customerId: number): Promise<SavedCardResult<{ token: string; url: string }>> {
      if ((await countSavedCards(db, customerId)) >= MAX_SAVED_CARDS) return TOO_MANY;
      try {
        const { token } = await payments.createCardSession({
          customerRef: customerRefOf(customerId),
          returnPath: SAVED_CARDS_PAGE_PATH,
          mode: 'save',
        });
        return { ok: true, value: { token, url: `${SAVE_CARD_FORM_PATH}/${encodeURIComponent(token)}` } };
      } catch (error) {
        console.error('[shop-server] opening a save-mode card session failed:', error);
        return { ok: false, error: { type: 'gateway_unavailable' } };
      }
    },

    /** Keeps the card the form tokenised: the gateway stores it, the shop keeps its reference. */
    save(customerId: number, cardToken: string): Promise<SavedCardResult<SavedCardWire>> {
      return keep(customerId, (customerRef) => payments.saveCard({ cardToken, customerRef }));
    },

    /**
     * Keeps the card of a successful checkout charge (issue #32: 「このカードを次回も使う」), under the
     * same limit and default rule as a card added on /myaccount/payments. `unusable_token`: the gateway
     * refused (the charge is not a success, or its card was kept already).
     */
    saveFromCharge(customerId: number, chargeReference: string): Promise<SavedCardResult<SavedCardWire>> {
      return keep(customerId, (customerRef) => payments.saveChargedCard({ chargeReference, customerRef }));
    },

    /** Whether the customer may keep another card (below MAX_SAVED_CARDS). */
    async hasRoom(customerId: number): Promise<boolean> {
      return (await countSavedCards(db, customerId)) < MAX_SAVED_CARDS;
    },

    /** Makes one of the customer's cards the default. */
    makeDefault(customerId: number, id: number): Promise<SavedCardResult<SavedCardWire>> {
      return db.transaction(async (tx) => {
        if (!(await lockCustomerCards(tx, customerId))) return NOT_FOUND;
        if (!(await savedCardOf(tx, customerId, id))) return NOT_FOUND;
        await makeDefaultCard(tx, customerId, id);
        const row = await savedCardOf(tx, customerId, id);
        return row ? { ok: true, value: wire(row) } : NOT_FOUND;
      });
    },

    /** Deletes a card here and at the gateway; the newest remaining card becomes the default if it was. */
    async remove(customerId: number, id: number): Promise<SavedCardResult<null>> {
      const deleted = await db.transaction(async (tx) => {
        if (!(await lockCustomerCards(tx, customerId))) return undefined;
        const row = await deleteSavedCard(tx, customerId, id);
        if (row?.is_default) {
          const next = await newestSavedCardId(tx, customerId);
          if (next !== undefined) await makeDefaultCard(tx, customerId, next);
        }
        return row;
      });
      if (!deleted) return NOT_FOUND;
      // After the shop forgot it: a gateway failure leaves a stored card nobody can charge through the shop.
      await payments.deleteStoredCard({ reference: deleted.reference, customerRef: customerRefOf(customerId) }).catch((error: unknown) => {
        console.error(`[shop-server] deleting stored card ${deleted.id} at the gateway failed:`, error);
      });
      return { ok: true, value: null };
    },
  };
}

export type SavedCardService = ReturnType<typeof savedCardService>;
