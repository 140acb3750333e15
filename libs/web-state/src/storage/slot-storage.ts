/** Helpers for the state the apps keep in localStorage through jotai's `atomWithStorage`. */

/** A synchronous storage for `atomWithStorage` (jotai does not export its own type of it). */
export interface SyncSlotStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined;
}

/** localStorage, or undefined where there is none or it is blocked (server, privacy settings). */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Calls `callback` with each new stored string of `key` written by another tab; returns the unsubscribe. */
export function subscribeToOtherTabs(
  key: string,
  getStorage: () => Storage | undefined,
  callback: (raw: string | null) => void,
): (() => void) | undefined {
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.storageArea === getStorage()) callback(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** sessionStorage (kept per tab), or undefined where there is none or it is blocked (server, privacy settings). */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The JSON value of a stored string, or `undefined` when nothing is stored or the string is not JSON
 * (JSON itself has no `undefined`): a reader then treats it as any other unusable value.
 */
export function parseStoredJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** What `stringSlotStorage` needs to keep a slot as one stored string. */
export interface StringSlotOptions<Slot extends { status: string }> {
  getStorage: () => Storage | undefined;
  /** The slot a stored string stands for (`null`: nothing stored). */
  read: (raw: string | null) => Extract<Slot, { status: 'read' }>;
  /** The slot when the storage cannot be read (blocked): nothing stored. */
  unreadable: Extract<Slot, { status: 'read' }>;
  /** The string to store for a read slot, or `null` to remove the key. */
  write: (slot: Extract<Slot, { status: 'read' }>) => string | null;
  /** A change made in another tab applies here too. */
  followOtherTabs: boolean;
}

/**
 * jotai storage for a slot (`{ status: 'unread' }` until read) kept as one string under its key.
 * Blocked or full storage never throws: the slot then holds for this page view.
 */
export function stringSlotStorage<Slot extends { status: string }>(options: StringSlotOptions<Slot>): SyncSlotStorage<Slot> {
  const { getStorage, read, unreadable, write } = options;
  const storage: SyncSlotStorage<Slot> = {
    getItem: (key) => {
      try {
        return read(getStorage()?.getItem(key) ?? null);
      } catch {
        return unreadable;
      }
    },
    setItem: (key, slot) => {
      if (slot.status !== 'read') return;
      try {
        const raw = write(slot as Extract<Slot, { status: 'read' }>);
        if (raw === null) getStorage()?.removeItem(key);
        else getStorage()?.setItem(key, raw);
      } catch {
        // Storage full or blocked: the slot still holds for this page view.
      }
    },
    removeItem: (key) => {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Blocked storage: nothing to remove.
      }
    },
  };
  if (options.followOtherTabs) {
    storage.subscribe = (key, callback) => subscribeToOtherTabs(key, getStorage, (raw) => callback(read(raw)));
  }
  return storage;
}
