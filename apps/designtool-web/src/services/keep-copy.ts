/**
 * 「このタブのデザインをコピーとして残す」: when another tab saved a newer revision of the same design,
 * this tab's design is kept as a copy instead of being written over the other's. For a print order
 * the copy is a new stored print order (the same product, method, colours and placements under a new
 * `pid`) holding this tab's design and history; the tab then opens it. The other tab's design stays
 * where it was.
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import type { HistoryState } from '@shop/design-document';
import type { DesignDocument } from '@shop/design-document/model';
import { appendPrintOrderAtom } from '@shop/web-state';
import { getDefaultStore } from 'jotai';
import { writeAutosave } from './autosave.ts';
import { autosaveKey, designHref, type DesignRoute } from './route.ts';

export interface DesignCopy {
  /** The new print order's id. */
  readonly pid: string;
  /** Its design route, to open. */
  readonly href: string;
}

/** Stores the copy (its print order and its autosave); answers where it opens, or null when it could not be written. */
export function keepOrderCopy(
  route: Extract<DesignRoute, { kind: 'order' }>,
  order: StoredPrintOrder,
  design: { document: DesignDocument; history: HistoryState },
  pid: string = globalThis.crypto.randomUUID(),
  now: number = Date.now(),
): DesignCopy | null {
  const { timestamp: _timestamp, ...input } = order;
  const document: DesignDocument = {
    ...design.document,
    id: `order-${pid}`,
    name: `${design.document.name}（コピー）`.slice(0, 100),
    updatedAt: now,
  };
  const copyRoute = { ...route, pid };
  const written = writeAutosave(autosaveKey(copyRoute), { document, history: design.history, savedAt: now, revision: 1 });
  if (written === 'failed') return null;
  getDefaultStore().set(appendPrintOrderAtom, { ...input, id: pid });
  return { pid, href: designHref(route.code, pid, route.mobile, route.colorId ?? undefined) };
}
