/**
 * New art jobs: one per production × placement when an order is placed, its first version the
 * shopper's file, waiting for the shop's check; or, for a reorder, a job that reuses the version
 * approved for the order it repeats and is ready for production at once.
 */
import { ok, refuse, type Result } from '@shop/result';
import type { ArtActor, ArtJob, ArtVersion } from './model.ts';
import { approvedVersion, checkNewVersion, type NewArtVersion, type VersionRefusal } from './versions.ts';

/** What a new job is about (the order's production and placement); its state and versions are the rules'. */
export type NewArtJob = Pick<
  ArtJob,
  'id' | 'orderId' | 'orderProductionId' | 'method' | 'placement' | 'garmentColors' | 'inkSets' | 'proof' | 'leadDays'
>;

/** Why a job cannot be made. */
export type NewArtJobRefusal =
  | { readonly type: 'no_garment_colors' }
  /** Silk-screen needs at least one ink in every ink set. */
  | { readonly type: 'inks_required' }
  /** Inkjet methods take no inks. */
  | { readonly type: 'inks_not_used' }
  | { readonly type: 'invalid_source'; readonly source: string }
  /** A reorder's job must print the same method on the same placement as the job it repeats. */
  | { readonly type: 'not_the_same_print' }
  /** The job a reorder repeats was never approved. */
  | { readonly type: 'no_approved_version' }
  | VersionRefusal;

function checkJob(input: NewArtJob): NewArtJobRefusal | null {
  if (!Number.isSafeInteger(input.leadDays) || input.leadDays < 0) {
    throw new RangeError(`leadDays must be a whole number of business days, got ${input.leadDays}`);
  }
  const { widthMm, heightMm } = input.placement.area;
  if (!(Number.isFinite(widthMm) && widthMm > 0 && Number.isFinite(heightMm) && heightMm > 0)) {
    throw new RangeError(`A print area is positive millimetres, got ${widthMm} × ${heightMm}`);
  }
  if (input.garmentColors.length === 0) return { type: 'no_garment_colors' };
  if (input.method === 'silkscreen') {
    if (input.inkSets.length === 0 || input.inkSets.some((set) => set.inks.length === 0)) return { type: 'inks_required' };
  } else if (input.inkSets.length > 0) {
    return { type: 'inks_not_used' };
  }
  return null;
}

/**
 * A job for a print of a new order: version 1 is the shopper's upload or design-tool export,
 * waiting for the shop's check (データ確認中).
 */
export function createArtJob(
  input: NewArtJob,
  first: { readonly source: 'customer_upload' | 'design_tool'; readonly by: ArtActor; readonly version: NewArtVersion },
  now: number,
): Result<ArtJob, NewArtJobRefusal> {
  const bad = checkJob(input);
  if (bad) return refuse(bad);
  if (first.source !== 'customer_upload' && first.source !== 'design_tool') return refuse({ type: 'invalid_source', source: first.source });
  const content = checkNewVersion(first.version);
  if (!content.ok) return content;
  const version: ArtVersion = {
    number: 1,
    source: first.source,
    ...content.value,
    createdBy: first.by,
    createdAt: now,
    reusedFrom: null,
    decisions: [],
  };
  return ok({ ...input, status: 'awaiting_check', versions: [version], waiting: null, readyAt: null, createdAt: now, updatedAt: now });
}

/**
 * A job for a reorder: version 1 copies the version approved for `repeated` (files, layout,
 * preflight, and the mock-ups of the colours still ordered), with a 'reused' decision by the system,
 * and the job is ready for production at once.
 */
export function createReorderJob(input: NewArtJob, repeated: ArtJob, now: number): Result<ArtJob, NewArtJobRefusal> {
  const bad = checkJob(input);
  if (bad) return refuse(bad);
  if (input.method !== repeated.method || input.placement.printSpecId !== repeated.placement.printSpecId) {
    return refuse({ type: 'not_the_same_print' });
  }
  const approved = approvedVersion(repeated);
  if (approved === null) return refuse({ type: 'no_approved_version' });
  const system: ArtActor = { role: 'system' };
  const colours = new Set(input.garmentColors.map((color) => color.id));
  const version: ArtVersion = {
    number: 1,
    source: 'reorder',
    customerFile: approved.customerFile,
    printerFile: approved.printerFile,
    layout: approved.layout,
    preflight: approved.preflight,
    mockups: approved.mockups.filter((mockup) => colours.has(mockup.garmentColorId)),
    note: null,
    createdBy: system,
    createdAt: now,
    reusedFrom: { jobId: repeated.id, versionNumber: approved.number },
    decisions: [{ outcome: 'reused', by: system, at: now, reasons: [], note: null }],
  };
  return ok({ ...input, status: 'ready_for_production', versions: [version], waiting: null, readyAt: now, createdAt: now, updatedAt: now });
}
