/**
 * The client-side session (spec §3 "User", §4 "Login and session"): who is logged in and when the
 * user was last synced with the server. Kept in localStorage so that every tab and every page load
 * knows it; the session cookie itself is HttpOnly and stays with the server. Only the id and name
 * are stored (the greeting needs the name), never the e-mail address.
 *
 * Like the guest cart it is read after hydration: the server render and the first browser render
 * see `unread`, so they agree.
 */
import { atom, type Getter } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { localStorageOrUndefined, parseStoredJson, stringSlotStorage } from '../storage/slot-storage.ts';
import { SESSION_KEY } from '../storage/storage-keys.ts';

/** The logged-in customer as the apps know them. */
export interface SessionUser {
  readonly id: number;
  readonly name: string;
}

/** The session as the store knows it. */
export type SessionSlot =
  { readonly status: 'unread' } | { readonly status: 'read'; readonly user: SessionUser | null; readonly syncedAt: number | null };

export type ReadSession = Extract<SessionSlot, { status: 'read' }>;

export const UNREAD_SESSION: SessionSlot = { status: 'unread' };
export const SIGNED_OUT: ReadSession = { status: 'read', user: null, syncedAt: null };

/** Reads the stored string: anything that is not a well-formed session counts as logged out. */
export function readStoredSession(raw: string | null): ReadSession {
  const value = parseStoredJson(raw);
  if (typeof value !== 'object' || value === null) return SIGNED_OUT;
  const { user, syncedAt } = value as { user?: unknown; syncedAt?: unknown };
  if (typeof user !== 'object' || user === null) return SIGNED_OUT;
  const { id, name } = user as { id?: unknown; name?: unknown };
  if (!Number.isSafeInteger(id) || typeof name !== 'string' || name === '') return SIGNED_OUT;
  // A missing or broken sync time only makes the next load re-fetch the user (spec §4).
  const synced = typeof syncedAt === 'number' && Number.isSafeInteger(syncedAt) ? syncedAt : null;
  return { status: 'read', user: { id: id as number, name }, syncedAt: synced };
}

const sessionStorageAdapter = stringSlotStorage<SessionSlot>({
  getStorage: localStorageOrUndefined,
  read: readStoredSession,
  unreadable: SIGNED_OUT,
  write: (slot) => (slot.user === null ? null : JSON.stringify({ user: slot.user, syncedAt: slot.syncedAt })),
  // Logging in or out in another tab applies here too.
  followOtherTabs: true,
});

/** The session slot, persisted in localStorage. */
export const sessionSlotAtom = atomWithStorage<SessionSlot>(SESSION_KEY, UNREAD_SESSION, sessionStorageAdapter);

/** The session now, read from storage if no component has read it yet (actions run before mount too). */
export function currentSession(get: Getter): ReadSession {
  const slot = get(sessionSlotAtom);
  return slot.status === 'read' ? slot : (sessionStorageAdapter.getItem(SESSION_KEY, slot) as ReadSession);
}

/**
 * The customer this browser holds as logged in, read from storage now (null for a guest, on the
 * server, or with storage blocked): for code outside the store, such as a route's clientLoader,
 * which must know it before a call's 401 signs the customer out.
 */
export function storedSessionUser(): SessionUser | null {
  return (sessionStorageAdapter.getItem(SESSION_KEY, UNREAD_SESSION) as ReadSession).user;
}

/** Whether the session has been read (false on the server and during hydration). */
export const sessionReadyAtom = atom((get) => get(sessionSlotAtom).status === 'read');

/** The logged-in customer, or null for a guest (and before the session is read). */
export const sessionUserAtom = atom((get) => {
  const slot = get(sessionSlotAtom);
  return slot.status === 'read' ? slot.user : null;
});

/** Whether a customer is logged in. */
export const loggedInAtom = atom((get) => get(sessionUserAtom) !== null);
