/**
 * What the checkout page shows as chosen: the draft's choices while they still fit what the server
 * offers now, the defaults otherwise (the default address, the earliest date, no time slot, card).
 * A stale draft (a deleted address, a date now out of range, a slot no longer offered) never blocks
 * the page; it just falls back.
 */
import type { Address, CheckoutOptions, SavedCard } from '@shop/api-contract';
import { addDays } from '@shop/business-days';
import type { CheckoutDraft } from '@shop/web-state';

/** The payment methods the shop takes. */
export type PaymentMethod = 'card' | 'bank_transfer';

export interface CheckoutChoices {
  readonly addressId: number | null;
  /** null: the earliest date */
  readonly deliveryDate: string | null;
  /** null: no time slot (指定なし) */
  readonly deliverySlot: string | null;
  readonly paymentMethod: PaymentMethod;
}

/** The address to preselect: the default one, else the first (the list comes default first). */
export function defaultAddressId(addresses: readonly Pick<Address, 'id' | 'isDefault'>[]): number | null {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}

/** The choices the page shows for `draft` against the addresses and options of now. */
export function resolveChoices(
  draft: CheckoutDraft,
  addresses: readonly Pick<Address, 'id' | 'isDefault'>[],
  options: Pick<CheckoutOptions, 'earliestDeliveryDate' | 'latestDeliveryDate' | 'timeSlots' | 'paymentMethods'>,
): CheckoutChoices {
  const addressId = addresses.some((address) => address.id === draft.addressId) ? draft.addressId : defaultAddressId(addresses);
  const date = draft.deliveryDate;
  const deliveryDate = date !== null && date >= options.earliestDeliveryDate && date <= options.latestDeliveryDate ? date : null;
  // The first slot is 指定なし: choosing it is no slot.
  const slot = draft.deliverySlot;
  const deliverySlot = slot !== null && options.timeSlots.slice(1).includes(slot) ? slot : null;
  const offered = options.paymentMethods.map((entry) => entry.method);
  const paymentMethod =
    draft.paymentMethod !== null && offered.includes(draft.paymentMethod) ? draft.paymentMethod : (offered[0] ?? 'card');
  return { addressId, deliveryDate, deliverySlot, paymentMethod };
}

/** The dates after the earliest that may be asked for, up to the latest (carriers deliver every day). */
export function laterDeliveryDates(earliest: string, latest: string): string[] {
  const dates: string[] = [];
  // Bounded by the window the server gives (two weeks); the cap only guards against a broken answer.
  for (let date = addDays(earliest, 1); date <= latest && dates.length < 62; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The saved card the checkout preselects for a card payment: the draft's when it is still saved and
 * not expired, else the default one, else the first usable one; null when a new card was entered
 * (the draft holds its token) or no saved card can pay.
 */
export function savedCardChoice(
  draft: Pick<CheckoutDraft, 'card' | 'savedCard'>,
  savedCards: readonly Pick<SavedCard, 'id' | 'isDefault' | 'expired'>[],
): number | null {
  if (draft.card !== null) return null;
  const usable = savedCards.filter((card) => !card.expired);
  const kept = draft.savedCard?.id;
  if (kept !== undefined && usable.some((card) => card.id === kept)) return kept;
  return (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? null;
}
