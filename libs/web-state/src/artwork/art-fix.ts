/**
 * 「デザインツールで修正する」 on the order page (issue #30): the order page starts a stored print
 * order of the one placement (its `pid`) and keeps beside it, under ART_FIXES_KEY, which art job and
 * version the design fixes and what to start the design from. The design tool reads it by `pid`:
 * it seeds a new design with the version's file at the version's layout, and 「デザインを確定」 sends
 * the export back to the order as a new version (`artResubmit`, source `design_tool`) instead of
 * going on to the print pages. Plain functions over a `Storage`, tested without a browser.
 */
import type { PrintLayout } from '@shop/api-contract';
import { localStorageOrUndefined } from '../storage/slot-storage.ts';

/** The localStorage key of the art fixes under way (at most MAX_ART_FIXES, newest last). */
export const ART_FIXES_KEY = 'shop.artFixes';

/** Fixes kept at most: an older one is dropped (its stored print order may already be gone too). */
export const MAX_ART_FIXES = 4;

/** Which version of which art job a design-tool session fixes, and what it starts from. */
export interface ArtFix {
  /** The stored print order the design tool opens (`?pid=`). */
  readonly pid: string;
  readonly orderNumber: string;
  readonly jobId: number;
  /** The version the customer saw (the latest; the server refuses the export if it is no longer). */
  readonly versionNumber: number;
  /** The print spec and its area (mm). */
  readonly placement: { readonly printSpecId: number; readonly name: string; readonly widthMm: number; readonly heightMm: number };
  /** The version's file: the design to start from (an SVG from the tool, or the customer's image). */
  readonly file: {
    readonly uuid: string;
    readonly name: string;
    readonly mimeType: string;
    /** pixels (or an SVG's drawing size); null when unknown */
    readonly width: number | null;
    readonly height: number | null;
  };
  /** Where the version came from: a design-tool version opens as that design, any other as a picture at `layout`. */
  readonly source: 'customer_upload' | 'design_tool' | 'staff_fix' | 'reorder';
  readonly layout: PrintLayout;
}

function isArtFix(value: unknown): value is ArtFix {
  if (typeof value !== 'object' || value === null) return false;
  const fix = value as Partial<ArtFix>;
  return (
    typeof fix.pid === 'string' &&
    typeof fix.orderNumber === 'string' &&
    Number.isInteger(fix.jobId) &&
    Number.isInteger(fix.versionNumber) &&
    typeof fix.placement === 'object' &&
    fix.placement !== null &&
    Number.isInteger(fix.placement.printSpecId) &&
    typeof fix.file === 'object' &&
    fix.file !== null &&
    typeof fix.file.uuid === 'string' &&
    typeof fix.layout === 'object' &&
    fix.layout !== null
  );
}

function readAll(storage: Storage | undefined): ArtFix[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ART_FIXES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isArtFix) : [];
  } catch {
    return [];
  }
}

/** Keeps `fix` (replacing one of the same pid or job); false when the storage refused it (full, blocked). */
export function saveArtFix(fix: ArtFix, storage: Storage | undefined = localStorageOrUndefined()): boolean {
  if (!storage) return false;
  const others = readAll(storage).filter((f) => f.pid !== fix.pid && f.jobId !== fix.jobId);
  try {
    storage.setItem(ART_FIXES_KEY, JSON.stringify([...others, fix].slice(-MAX_ART_FIXES)));
    return true;
  } catch {
    return false;
  }
}

/** The fix a stored print order was started for, or null (an ordinary print order). */
export function readArtFix(pid: string | null, storage: Storage | undefined = localStorageOrUndefined()): ArtFix | null {
  if (pid === null) return null;
  return readAll(storage).find((fix) => fix.pid === pid) ?? null;
}

/** Forgets the fix of `pid` (once its version is sent). */
export function clearArtFix(pid: string, storage: Storage | undefined = localStorageOrUndefined()): void {
  if (!storage) return;
  const rest = readAll(storage).filter((fix) => fix.pid !== pid);
  try {
    if (rest.length === 0) storage.removeItem(ART_FIXES_KEY);
    else storage.setItem(ART_FIXES_KEY, JSON.stringify(rest));
  } catch {
    // A storage that refuses writes keeps the fix; sending it again is refused by the server (not the latest version).
  }
}

/**
 * The new version of a design-tool export: the printer's SVG (what prints), and the layout of a
 * page that is the whole print area (as wide as the area, at the top: the design sits where it was drawn).
 */
export interface DesignToolVersionBody {
  readonly version_number: number;
  readonly source: 'design_tool';
  readonly file_uuid: string;
  readonly layout: { readonly width_mm: number; readonly anchor: 'top'; readonly offset_x_mm: 0; readonly offset_y_mm: 0 };
  readonly note: null;
}

export function designToolVersionBody(fix: ArtFix, svgFileUuid: string): DesignToolVersionBody {
  return {
    version_number: fix.versionNumber,
    source: 'design_tool',
    file_uuid: svgFileUuid,
    layout: { width_mm: fix.placement.widthMm, anchor: 'top', offset_x_mm: 0, offset_y_mm: 0 },
    note: null,
  };
}

/** The order page the customer comes back to after sending the fixed design. */
export function artFixReturnPath(fix: Pick<ArtFix, 'orderNumber'>): string {
  return `/myaccount/orders/${encodeURIComponent(fix.orderNumber)}`;
}
