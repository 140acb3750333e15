import { describe, expect, it } from 'vitest';
import { transition } from './transition.ts';
import { A_CUSTOMER, HOUR_MS, aFileRef, aNewJobAwaitingCheck, aNewVersion, artJobIn } from './testing/index.ts';
import {
  approvedVersion,
  canChangeVersion,
  checkNewVersion,
  latestVersion,
  normaliseNote,
  productionFile,
  reviseVersion,
} from './versions.ts';

const mockup = (garmentColorId: number, seed: number) => ({
  garmentColorId,
  file: aFileRef(seed, { name: `mockup-${seed}.webp`, mimeType: 'image/webp' }),
});

describe('versions: completed while undecided, never changed after', () => {
  it('completes the undecided latest version with the printer file, preflight and mock-ups', () => {
    const job = aNewJobAwaitingCheck();
    const at = job.createdAt + HOUR_MS;
    const patch = { printerFile: aFileRef(3), preflight: [], mockups: [mockup(1, 4), mockup(2, 5)] };
    expect(reviseVersion(job, 1, patch, at)).toEqual({
      ok: true,
      value: { ...job, versions: [{ ...job.versions[0], ...patch }], updatedAt: at },
    });
    expect(reviseVersion(job, 1, {}, at)).toEqual({ ok: true, value: { ...job, updatedAt: at } });
  });

  it('refuses to change a decided version, a superseded one, one that does not exist, or any of a cancelled job', () => {
    const decided = artJobIn('awaiting_proof');
    expect(canChangeVersion(decided, 1)).toBe(false);
    expect(reviseVersion(decided, 1, { mockups: [] }, 0)).toEqual({
      ok: false,
      error: { type: 'version_locked', versionNumber: 1, why: 'decided' },
    });

    const job = artJobIn('awaiting_check');
    const resubmitted = transition(
      job,
      { type: 'resubmit', by: A_CUSTOMER, versionNumber: 1, source: 'customer_upload', version: aNewVersion() },
      job.updatedAt,
    );
    if (!resubmitted.ok) throw new Error('resubmit refused');
    const two = resubmitted.value.job;
    expect([canChangeVersion(two, 1), canChangeVersion(two, 2)]).toEqual([false, true]);
    expect(reviseVersion(two, 1, { mockups: [] }, 0)).toEqual({
      ok: false,
      error: { type: 'version_locked', versionNumber: 1, why: 'superseded' },
    });
    expect(reviseVersion(two, 3, { mockups: [] }, 0)).toEqual({ ok: false, error: { type: 'no_such_version', versionNumber: 3 } });

    const cancelled = artJobIn('cancelled');
    expect(reviseVersion(cancelled, 1, { mockups: [] }, 0)).toEqual({
      ok: false,
      error: { type: 'version_locked', versionNumber: 1, why: 'job_cancelled' },
    });
  });

  it('refuses malformed files and two mock-ups of one colour', () => {
    const job = aNewJobAwaitingCheck();
    expect(reviseVersion(job, 1, { printerFile: aFileRef(3, { uuid: ' ' }) }, 0)).toEqual({
      ok: false,
      error: { type: 'invalid_file', field: 'printerFile', problem: 'uuid' },
    });
    expect(reviseVersion(job, 1, { mockups: [mockup(1, 4), mockup(1, 5)] }, 0)).toEqual({
      ok: false,
      error: { type: 'duplicate_mockup', garmentColorId: 1 },
    });
    expect(reviseVersion(job, 1, { mockups: [{ garmentColorId: 1, file: aFileRef(4, { byteSize: 0 }) }] }, 0)).toEqual({
      ok: false,
      error: { type: 'invalid_file', field: 'mockups', problem: 'byte_size' },
    });
  });
});

describe('checkNewVersion: what a new version must hold', () => {
  it.each([
    [{ customerFile: aFileRef(1, { sha256: 'A'.repeat(64) }) }, { type: 'invalid_file', field: 'customerFile', problem: 'sha256' }],
    [{ customerFile: aFileRef(1, { name: '' }) }, { type: 'invalid_file', field: 'customerFile', problem: 'name' }],
    [{ customerFile: aFileRef(1, { byteSize: 1.5 }) }, { type: 'invalid_file', field: 'customerFile', problem: 'byte_size' }],
    [{ printerFile: aFileRef(2, { sha256: 'f'.repeat(63) }) }, { type: 'invalid_file', field: 'printerFile', problem: 'sha256' }],
    [{ layout: { widthMm: 0, anchor: 'top', offsetXMm: 0, offsetYMm: 0 } }, { type: 'invalid_layout' }],
    [{ note: 'x'.repeat(2001) }, { type: 'note_too_long', max: 2000 }],
  ] as const)('refuses %o', (overrides, error) => {
    expect(checkNewVersion(aNewVersion(overrides))).toEqual({ ok: false, error });
  });

  it('trims the note, an empty one is none', () => {
    expect(checkNewVersion(aNewVersion({ note: '  よろしくお願いします\n' }))).toEqual({
      ok: true,
      value: aNewVersion({ note: 'よろしくお願いします' }),
    });
    expect(normaliseNote('   ')).toBeNull();
    expect(normaliseNote(undefined)).toBeNull();
  });
});

describe('which version prints', () => {
  it('the printer file when there is one, else the customer file', () => {
    expect(productionFile({ printerFile: null, customerFile: aFileRef(1) })).toEqual(aFileRef(1));
    expect(productionFile({ printerFile: aFileRef(2), customerFile: aFileRef(1) })).toEqual(aFileRef(2));
  });

  it('the latest version once the job is ready or proceeded as it is, none before', () => {
    const ready = artJobIn('ready_for_production');
    expect(approvedVersion(ready)).toBe(latestVersion(ready));
    expect(approvedVersion(artJobIn('proceeded_as_is'))?.number).toBe(1);
    expect(approvedVersion(artJobIn('awaiting_proof'))).toBeNull();
    expect(() => latestVersion({ versions: [] })).toThrow('at least one version');
  });
});
