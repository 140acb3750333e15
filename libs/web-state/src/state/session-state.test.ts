import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, readStoredSession } from './session-state.ts';

describe('stored session', () => {
  it('reads a stored user and sync time', () => {
    expect(readStoredSession(JSON.stringify({ user: { id: 1, name: 'デモ 太郎' }, syncedAt: 1000 }))).toEqual({
      status: 'read',
      user: { id: 1, name: 'デモ 太郎' },
      syncedAt: 1000,
    });
  });

  it('keeps the user but forgets a broken sync time (the next load re-fetches the user)', () => {
    expect(readStoredSession(JSON.stringify({ user: { id: 1, name: 'デモ 太郎' }, syncedAt: 'soon' }))).toMatchObject({ syncedAt: null });
  });

  it.each([[null], ['{'], ['null'], ['[]'], ['{"user":{"id":"1","name":"x"}}'], ['{"user":{"id":1,"name":""}}']])(
    'counts %s as logged out',
    (raw) => {
      expect(readStoredSession(raw)).toEqual(SIGNED_OUT);
    },
  );
});
