import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUserAtom } from '../state/session-state.ts';
import { SESSION_KEY } from '../storage/storage-keys.ts';
import { accountClosedAtom, renameSessionUserAtom } from './account.ts';

describe('account changes on the client-side session', () => {
  beforeEach(() => localStorage.clear());

  it('a new name replaces the stored one; the id and sync time stay', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 7, name: '山田 太郎' }, syncedAt: 1000 }));
    const store = createStore();
    store.set(renameSessionUserAtom, '佐藤 花子');
    expect(store.get(sessionUserAtom)).toEqual({ id: 7, name: '佐藤 花子' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toEqual({ user: { id: 7, name: '佐藤 花子' }, syncedAt: 1000 });
  });

  it('a guest stays a guest', () => {
    const store = createStore();
    store.set(renameSessionUserAtom, '佐藤 花子');
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a closed account signs this browser out', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 7, name: '山田 太郎' }, syncedAt: 1000 }));
    const store = createStore();
    store.set(accountClosedAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
