import { describe, expect, it } from 'vitest';
import { ok, refuse } from './result.ts';

describe('results', () => {
  it('ok wraps a success and refuse a typed refusal', () => {
    expect([ok(1), refuse({ type: 'no_item' })]).toEqual([
      { ok: true, value: 1 },
      { ok: false, error: { type: 'no_item' } },
    ]);
  });
});
