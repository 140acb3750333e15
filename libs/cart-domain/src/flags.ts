/** Flags are only ever raised by refresh and cleared by reset (spec §4 "Cart flags"). */
import type { ServerCartFlags } from './types.ts';

/** Flags raised by one refresh step; absent or false means "leave as it was". */
export type RaisedFlags = Partial<Record<keyof ServerCartFlags, boolean>>;

/** Combines raised flags: a flag is raised when any step raised it. */
export function mergeRaisedFlags(all: readonly RaisedFlags[]): RaisedFlags {
  const merged: Record<string, boolean> = {};
  for (const flags of all) {
    for (const [name, raised] of Object.entries(flags)) {
      if (raised) merged[name] = true;
    }
  }
  return merged as RaisedFlags;
}

/** Returns the cart with the raised flags set to true; flags already set stay set. */
export function raiseFlags<C extends Partial<ServerCartFlags>>(cart: C, raised: RaisedFlags): C {
  const next: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(raised)) {
    if (value && name in cart) next[name] = true;
  }
  return { ...cart, ...next };
}
