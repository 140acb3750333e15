/**
 * The checkout draft's atoms (docs/decisions/009): the checkout page, the card form and the confirm
 * page read what the shopper chose and write each choice at once, so a reload, the trip to the card
 * form or the 3-D Secure page and back keep it. The draft lives in sessionStorage (this tab only,
 * gone when the tab closes) and belongs to the customer who made it: after another login in the same
 * tab it reads as empty. Nothing is kept for a guest.
 */
import { atom, type Getter } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { currentSession, sessionSlotAtom } from '../state/session-state.ts';
import {
  CHECKOUT_DRAFT_KEY,
  EMPTY_CHECKOUT_DRAFT,
  UNREAD_CHECKOUT_DRAFT,
  createCheckoutDraftStorage,
  type CheckoutDraft,
  type CheckoutDraftSlot,
  type ReadCheckoutDraft,
  type StoredCheckoutDraft,
} from './checkout-draft-storage.ts';

const storage = createCheckoutDraftStorage();

const checkoutDraftSlotAtom = atomWithStorage<CheckoutDraftSlot>(CHECKOUT_DRAFT_KEY, UNREAD_CHECKOUT_DRAFT, storage);

/** The stored draft now, read from storage when no component has read it yet (actions may run before mount). */
function currentStored(get: Getter): StoredCheckoutDraft | null {
  const slot = get(checkoutDraftSlotAtom);
  return (slot.status === 'read' ? slot : (storage.getItem(CHECKOUT_DRAFT_KEY, slot) as ReadCheckoutDraft)).draft;
}

/** The draft of `customerId`: the stored one when it is theirs, else nothing chosen. */
function draftOf(stored: StoredCheckoutDraft | null, customerId: number | null): CheckoutDraft {
  if (stored === null || customerId === null || stored.customerId !== customerId) return EMPTY_CHECKOUT_DRAFT;
  const { customerId: _owner, ...draft } = stored;
  return draft;
}

/** The draft as pages show it; `ready` is false until both the session and the draft have been read. */
export interface CheckoutDraftView {
  readonly ready: boolean;
  readonly draft: CheckoutDraft;
}

/** Read-only: the logged-in customer's checkout draft (empty until read, on the server and during hydration). */
export const checkoutDraftAtom = atom<CheckoutDraftView>((get) => {
  const slot = get(checkoutDraftSlotAtom);
  const session = get(sessionSlotAtom);
  if (slot.status !== 'read' || session.status !== 'read') return { ready: false, draft: EMPTY_CHECKOUT_DRAFT };
  return { ready: true, draft: draftOf(slot.draft, session.user?.id ?? null) };
});

/**
 * Changes some choices of the draft (`set(updateCheckoutDraftAtom, { deliverySlot: '午前中' })`) and
 * stores it; returns the draft now. Without a logged-in customer nothing is stored.
 */
export const updateCheckoutDraftAtom = atom(null, (get, set, patch: Partial<CheckoutDraft>): CheckoutDraft => {
  const user = currentSession(get).user;
  if (user === null) return EMPTY_CHECKOUT_DRAFT;
  const draft: CheckoutDraft = { ...draftOf(currentStored(get), user.id), ...patch };
  set(checkoutDraftSlotAtom, { status: 'read', draft: { customerId: user.id, ...draft } });
  return draft;
});

/** Forgets the draft (after the order is placed). */
export const clearCheckoutDraftAtom = atom(null, (_get, set) => {
  set(checkoutDraftSlotAtom, { status: 'read', draft: null });
});

/** 32 hex digits from the browser's random source: an idempotency key the contract accepts. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of placing the order described by `fingerprint` (the quote token and the
 * choices sent with it). The same fingerprint gives the same key: a double click, a retry after a
 * timeout, a reload of the confirm page or a duplicated tab send one key, so the server makes one
 * order and one charge. A different order (another quote, another card) gets a new key. Stored with
 * the draft; without a logged-in customer a fresh key is answered each time.
 */
export const orderAttemptKeyAtom = atom(null, (get, set, fingerprint: string): string => {
  const user = currentSession(get).user;
  if (user === null) return newIdempotencyKey();
  const draft = draftOf(currentStored(get), user.id);
  if (draft.attempt?.fingerprint === fingerprint) return draft.attempt.key;
  const key = newIdempotencyKey();
  set(checkoutDraftSlotAtom, { status: 'read', draft: { customerId: user.id, ...draft, attempt: { key, fingerprint } } });
  return key;
});
