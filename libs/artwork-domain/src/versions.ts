/**
 * Versions of a job: which one is the latest, which one production prints, and the one rule that
 * keeps them honest: a version may be completed (printer's file, preflight, mock-ups) only while it
 * is the latest and undecided; once a decision is taken on it, it never changes.
 */
import { ok, refuse, type Result } from '@shop/result';
import { READY_STATUSES, type ArtFileRef, type ArtJob, type ArtMockup, type ArtVersion } from './model.ts';
import { isValidLayout } from './placement.ts';
import type { PreflightFinding } from './preflight-findings.ts';

/** Longest free text of a version or decision (characters). */
export const NOTE_MAX_LENGTH = 2000;

/** What a new version holds; the number, source, maker and time are the transition's. */
export type NewArtVersion = Pick<ArtVersion, 'customerFile' | 'printerFile' | 'layout' | 'preflight' | 'mockups' | 'note'>;

/** What may still be added to an undecided latest version. */
export interface VersionPatch {
  readonly printerFile?: ArtFileRef | null;
  readonly preflight?: readonly PreflightFinding[];
  readonly mockups?: readonly ArtMockup[];
}

/** Why a version's content is refused or may not change. */
export type VersionRefusal =
  | { readonly type: 'no_such_version'; readonly versionNumber: number }
  /** decided: a decision was taken on it; superseded: a newer version exists; job_cancelled: the job ended. */
  | { readonly type: 'version_locked'; readonly versionNumber: number; readonly why: 'decided' | 'superseded' | 'job_cancelled' }
  | {
      readonly type: 'invalid_file';
      readonly field: 'customerFile' | 'printerFile' | 'mockups';
      readonly problem: 'uuid' | 'sha256' | 'name' | 'byte_size';
    }
  | { readonly type: 'duplicate_mockup'; readonly garmentColorId: number }
  | { readonly type: 'invalid_layout' }
  | { readonly type: 'note_too_long'; readonly max: number };

const SHA256 = /^[0-9a-f]{64}$/;

/** The job's latest version (a job always has one). */
export function latestVersion(job: Pick<ArtJob, 'versions'>): ArtVersion {
  const latest = job.versions.at(-1);
  if (latest === undefined) throw new Error('An art job has at least one version');
  return latest;
}

/** Why a version may not change now, or null when it may. */
function lockOf(job: Pick<ArtJob, 'versions' | 'status'>, versionNumber: number): VersionRefusal | null {
  const version = job.versions.find((v) => v.number === versionNumber);
  if (version === undefined) return { type: 'no_such_version', versionNumber };
  if (version.decisions.length > 0) return { type: 'version_locked', versionNumber, why: 'decided' };
  if (version !== latestVersion(job)) return { type: 'version_locked', versionNumber, why: 'superseded' };
  if (job.status === 'cancelled') return { type: 'version_locked', versionNumber, why: 'job_cancelled' };
  return null;
}

/** Whether a version's content may still change: it is the latest, no decision is taken on it, and the job goes on. */
export function canChangeVersion(job: Pick<ArtJob, 'versions' | 'status'>, versionNumber: number): boolean {
  return lockOf(job, versionNumber) === null;
}

function checkFile(file: ArtFileRef, field: 'customerFile' | 'printerFile' | 'mockups'): VersionRefusal | null {
  if (file.uuid.trim() === '') return { type: 'invalid_file', field, problem: 'uuid' };
  if (!SHA256.test(file.sha256)) return { type: 'invalid_file', field, problem: 'sha256' };
  if (file.name.trim() === '') return { type: 'invalid_file', field, problem: 'name' };
  if (!Number.isSafeInteger(file.byteSize) || file.byteSize <= 0) return { type: 'invalid_file', field, problem: 'byte_size' };
  return null;
}

function checkMockups(mockups: readonly ArtMockup[]): VersionRefusal | null {
  const colours = new Set<number>();
  for (const mockup of mockups) {
    const bad = checkFile(mockup.file, 'mockups');
    if (bad) return bad;
    if (colours.has(mockup.garmentColorId)) return { type: 'duplicate_mockup', garmentColorId: mockup.garmentColorId };
    colours.add(mockup.garmentColorId);
  }
  return null;
}

/** A free text as stored: trimmed, null when empty; undefined when longer than NOTE_MAX_LENGTH. */
export function normaliseNote(note: string | null | undefined): string | null | undefined {
  const text = (note ?? '').trim();
  if (text === '') return null;
  return text.length <= NOTE_MAX_LENGTH ? text : undefined;
}

/** A new version's content as stored (note trimmed), or why not: files with a uuid, a SHA-256, a name and a size; a usable layout; one mock-up per colour. */
export function checkNewVersion(input: NewArtVersion): Result<NewArtVersion, VersionRefusal> {
  const bad =
    checkFile(input.customerFile, 'customerFile') ??
    (input.printerFile ? checkFile(input.printerFile, 'printerFile') : null) ??
    checkMockups(input.mockups);
  if (bad) return refuse(bad);
  if (!isValidLayout(input.layout)) return refuse({ type: 'invalid_layout' });
  const note = normaliseNote(input.note);
  if (note === undefined) return refuse({ type: 'note_too_long', max: NOTE_MAX_LENGTH });
  return ok({ ...input, note });
}

/**
 * The job with its undecided latest version completed (the printer's file, the preflight of the
 * stored file, the mock-ups), or why the version may not change.
 */
export function reviseVersion<T extends ArtJob>(
  job: T,
  versionNumber: number,
  patch: VersionPatch,
  now: number,
): Result<T, VersionRefusal> {
  const locked = lockOf(job, versionNumber);
  if (locked) return refuse(locked);
  const bad =
    (patch.printerFile ? checkFile(patch.printerFile, 'printerFile') : null) ?? (patch.mockups ? checkMockups(patch.mockups) : null);
  if (bad) return refuse(bad);
  const latest = latestVersion(job);
  const revised: ArtVersion = {
    ...latest,
    ...(patch.printerFile === undefined ? {} : { printerFile: patch.printerFile }),
    ...(patch.preflight === undefined ? {} : { preflight: patch.preflight }),
    ...(patch.mockups === undefined ? {} : { mockups: patch.mockups }),
  };
  return ok({ ...job, versions: [...job.versions.slice(0, -1), revised], updatedAt: now });
}

/** The file production prints of a version: the printer's file, or the customer's file when there is none. */
export function productionFile(version: Pick<ArtVersion, 'printerFile' | 'customerFile'>): ArtFileRef {
  return version.printerFile ?? version.customerFile;
}

/** The version production prints: the latest, once the job is ready (or proceeded as it is); null before. */
export function approvedVersion(job: Pick<ArtJob, 'versions' | 'status'>): ArtVersion | null {
  return READY_STATUSES.includes(job.status) ? latestVersion(job) : null;
}
