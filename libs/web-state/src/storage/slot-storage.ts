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
