import { describe, expect, it } from 'vitest';
import { mergeRaisedFlags, raiseFlags } from './flags.ts';
import { aGuestCart, aServerCart } from './testing/index.ts';

describe('flags', () => {
  it('a flag is raised when any step raised it; false never lowers it', () => {
    expect(mergeRaisedFlags([{ stockout: true }, { stockout: false, revision: false }, { revision: true }, {}])).toEqual({
      stockout: true,
      revision: true,
    });
  });

  it('raising sets flags and never clears one that is already set', () => {
    expect(raiseFlags(aServerCart({ expired: true }), { stockout: true, shortage: false })).toEqual(
      aServerCart({ expired: true, stockout: true }),
    );
  });

  it('a guest cart does not gain server-only flags', () => {
    expect(raiseFlags(aGuestCart(), { expired: true, syncFailed: true, revision: true })).toEqual(aGuestCart({ revision: true }));
  });
});
