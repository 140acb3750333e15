/**
 * The checkout draft in sessionStorage, under one key: what the shopper chose on the checkout pages
 * (address, delivery date and slot, payment method, the card token the gateway gave, the coupon
 * and points chosen on the confirm page and the idempotency key of the order about to be placed), kept across the card form, the confirm page and
 * a reload, for this tab only. The card number is never part of it: the card form sends it to the
 * gateway and keeps only the token, brand, last 4 digits and expiry.
 *
 * The stored value is read through a valibot schema: anything that is not a well-formed draft
 * (malformed JSON, another shape, an older format) reads as no draft. It never throws.
 */
import type { CARD_BRAND_VALUES, PAYMENT_METHOD_VALUES, PROOF_CHOICE_VALUES as CONTRACT_PROOF_CHOICES } from '@shop/api-contract';
import * as v from 'valibot';
import { parseStoredJson, sessionStorageOrUndefined, stringSlotStorage, type SyncSlotStorage } from '../storage/slot-storage.ts';

/** The sessionStorage key of the checkout draft. */
export const CHECKOUT_DRAFT_KEY = 'shop.checkoutDraft';

type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];
type CardBrand = (typeof CARD_BRAND_VALUES)[number];

// The contract's values, written out: importing them would bring the contract's schema modules into
// the first JavaScript of every checkout page (the types keep the lists in step with the contract).
const PAYMENT_METHODS = ['card', 'bank_transfer'] as const satisfies readonly PaymentMethod[];
const CARD_BRANDS = ['visa', 'mastercard', 'jcb', 'amex', 'diners'] as const satisfies readonly CardBrand[];
type Exhaustive<Listed, All> = [All] extends [Listed] ? true : never;
const everyPaymentMethod: Exhaustive<(typeof PAYMENT_METHODS)[number], PaymentMethod> = true;
const everyCardBrand: Exhaustive<(typeof CARD_BRANDS)[number], CardBrand> = true;
/** A print order's proof: checked before production, or 「校正なしで進める」. */
export const PROOF_CHOICE_VALUES = ['wanted', 'skipped'] as const satisfies readonly (typeof CONTRACT_PROOF_CHOICES)[number][];
export type ProofChoice = (typeof PROOF_CHOICE_VALUES)[number];
const everyProofChoice: Exhaustive<ProofChoice, (typeof CONTRACT_PROOF_CHOICES)[number]> = true;
void everyPaymentMethod;
void everyCardBrand;
void everyProofChoice;

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const isoDate = v.pipe(v.string(), v.isoDate());

/** The card the gateway tokenised (never its number). */
const CheckoutCardSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  brand: v.picklist(CARD_BRANDS),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expMonth: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12)),
  expYear: v.pipe(v.number(), v.safeInteger(), v.minValue(2000), v.maxValue(2100)),
});

/**
 * An address typed at checkout and not saved in the address book (issue #32): the address form's
 * fields as the server checks them again (`CheckoutAddress` of the contract).
 */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const CheckoutTypedAddressSchema = v.object({
  name: text(100),
  nameKana: text(100),
  postalCode: text(10),
  prefecture: text(10),
  city: text(100),
  town: text(100),
  street: text(200),
  building: text(200),
  company: text(200),
  phone: text(20),
});

/** A saved card chosen at checkout (`/api/payment_methods`): its id, and what the confirm page shows. */
const CheckoutSavedCardSchema = v.object({
  id,
  brand: v.picklist(CARD_BRANDS),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expMonth: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12)),
  expYear: v.pipe(v.number(), v.safeInteger(), v.minValue(2000), v.maxValue(2999)),
});

/** The idempotency key of an order, and what it was made for (see `orderAttemptKeyAtom`). */
const AttemptSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,100}$/)),
  fingerprint: v.pipe(v.string(), v.maxLength(2000)),
});

/** The coupon (one of the account's, or a typed code) and the points to take off; the server prices them. */
const CheckoutDiscountsSchema = v.object({
  couponId: v.nullable(id),
  couponCode: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(50))),
  points: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** No coupon, no points. */
export const NO_CHECKOUT_DISCOUNTS: CheckoutDiscounts = Object.freeze({ couponId: null, couponCode: null, points: 0 });

/** Valibot schema of the stored draft. */
export const StoredCheckoutDraftSchema = v.object({
  /** The customer the draft belongs to: another customer's draft (same tab, new login) is ignored. */
  customerId: id,
  addressId: v.nullable(id),
  /** An address typed at checkout instead of a saved one (absent in drafts stored before it). */
  address: v.optional(v.nullable(CheckoutTypedAddressSchema), null),
  /** null: as early as possible */
  deliveryDate: v.nullable(isoDate),
  /** null: no time slot */
  deliverySlot: v.nullable(v.pipe(v.string(), v.maxLength(20))),
  paymentMethod: v.nullable(v.picklist(PAYMENT_METHODS)),
  card: v.nullable(CheckoutCardSchema),
  /** Keep the new card for next time once it is authorised (the confirm page's box; issue #32). */
  saveCard: v.optional(v.boolean(), false),
  /** A saved card to pay with instead of a new card's token (absent in drafts stored before saved cards). */
  savedCard: v.optional(v.nullable(CheckoutSavedCardSchema), null),
  /**
   * The confirm page's coupon and points (absent in drafts stored before they were kept). A malformed
   * value reads as none rather than costing the shopper the rest of the draft.
   */
  discounts: v.optional(v.fallback(CheckoutDiscountsSchema, NO_CHECKOUT_DISCOUNTS), NO_CHECKOUT_DISCOUNTS),
  attempt: v.nullable(AttemptSchema),
  /**
   * A print order's proof (issue #30): `wanted` (check the proof before production) or `skipped`
   * (「校正なしで進める」). Absent in drafts stored before it, or malformed: `wanted`.
   */
  proof: v.optional(v.fallback(v.picklist(PROOF_CHOICE_VALUES), 'wanted'), 'wanted'),
});

export type StoredCheckoutDraft = v.InferOutput<typeof StoredCheckoutDraftSchema>;
/** What the checkout pages read and write (the stored draft without its owner). */
export type CheckoutDraft = Omit<StoredCheckoutDraft, 'customerId'>;
export type CheckoutCard = v.InferOutput<typeof CheckoutCardSchema>;
export type CheckoutSavedCard = v.InferOutput<typeof CheckoutSavedCardSchema>;
export type CheckoutTypedAddress = v.InferOutput<typeof CheckoutTypedAddressSchema>;
export type CheckoutDiscounts = v.InferOutput<typeof CheckoutDiscountsSchema>;

/** Nothing chosen yet. */
export const EMPTY_CHECKOUT_DRAFT: CheckoutDraft = Object.freeze({
  addressId: null,
  address: null,
  saveCard: false,
  deliveryDate: null,
  deliverySlot: null,
  paymentMethod: null,
  card: null,
  savedCard: null,
  discounts: NO_CHECKOUT_DISCOUNTS,
  attempt: null,
  proof: 'wanted',
});

/** The draft as the store knows it. */
export type CheckoutDraftSlot =
  /** Not read yet: the server render and the first browser render. */
  | { readonly status: 'unread' }
  /** Read from storage (null: nothing usable stored). */
  | { readonly status: 'read'; readonly draft: StoredCheckoutDraft | null };

export type ReadCheckoutDraft = Extract<CheckoutDraftSlot, { status: 'read' }>;

export const UNREAD_CHECKOUT_DRAFT: CheckoutDraftSlot = { status: 'unread' };
const NO_DRAFT: ReadCheckoutDraft = { status: 'read', draft: null };

/** Reads the raw storage string: the draft, or none when nothing usable is stored. */
export function readStoredCheckoutDraft(raw: string | null): ReadCheckoutDraft {
  const parsed = v.safeParse(StoredCheckoutDraftSchema, parseStoredJson(raw));
  return parsed.success ? { status: 'read', draft: parsed.output } : NO_DRAFT;
}

/** jotai storage for the draft: parses on read, removes the key when there is no draft. */
export function createCheckoutDraftStorage(
  getStorage: () => Storage | undefined = sessionStorageOrUndefined,
): SyncSlotStorage<CheckoutDraftSlot> {
  return stringSlotStorage<CheckoutDraftSlot>({
    getStorage,
    read: readStoredCheckoutDraft,
    unreadable: NO_DRAFT,
    write: (slot) => (slot.draft === null ? null : JSON.stringify(slot.draft)),
    followOtherTabs: false,
  });
}
