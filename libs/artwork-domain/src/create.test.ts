import { describe, expect, it } from 'vitest';
import { createArtJob, createReorderJob } from './create.ts';
import { A_CUSTOMER, FIXTURE_NOW, aFileRef, aNewArtJob, aNewVersion, artJobIn } from './testing/index.ts';

const first = { source: 'customer_upload' as const, by: A_CUSTOMER, version: aNewVersion() };

describe('createArtJob: one job per production × placement, version 1 waiting for the check', () => {
  it('makes the job with its first version', () => {
    expect(createArtJob(aNewArtJob(), { ...first, source: 'design_tool' }, FIXTURE_NOW)).toEqual({
      ok: true,
      value: {
        ...aNewArtJob(),
        status: 'awaiting_check',
        versions: [
          {
            number: 1,
            source: 'design_tool',
            ...aNewVersion(),
            createdBy: A_CUSTOMER,
            createdAt: FIXTURE_NOW,
            reusedFrom: null,
            decisions: [],
          },
        ],
        waiting: null,
        readyAt: null,
        createdAt: FIXTURE_NOW,
        updatedAt: FIXTURE_NOW,
      },
    });
  });

  it.each([
    ['no garment colour', aNewArtJob({ garmentColors: [] }), { type: 'no_garment_colors' }],
    ['silk-screen without inks', aNewArtJob({ inkSets: [] }), { type: 'inks_required' }],
    ['silk-screen with an empty ink set', aNewArtJob({ inkSets: [{ garmentColorId: 1, inks: [] }] }), { type: 'inks_required' }],
    ['inkjet with inks', aNewArtJob({ method: 'inkjet' }), { type: 'inks_not_used' }],
  ])('refuses %s', (_, input, error) => {
    expect(createArtJob(input, first, FIXTURE_NOW)).toEqual({ ok: false, error });
  });

  it('refuses a first version that is a staff fix or a malformed file', () => {
    const staffFix = { ...first, source: 'staff_fix' as 'design_tool' };
    expect(createArtJob(aNewArtJob(), staffFix, FIXTURE_NOW)).toEqual({
      ok: false,
      error: { type: 'invalid_source', source: 'staff_fix' },
    });
    const bad = { ...first, version: aNewVersion({ customerFile: aFileRef(1, { sha256: 'x' }) }) };
    expect(createArtJob(aNewArtJob(), bad, FIXTURE_NOW)).toEqual({
      ok: false,
      error: { type: 'invalid_file', field: 'customerFile', problem: 'sha256' },
    });
  });

  it('throws RangeError for negative lead days or an empty print area (bugs)', () => {
    expect(() => createArtJob(aNewArtJob({ leadDays: -1 }), first, FIXTURE_NOW)).toThrow(RangeError);
    const flat = aNewArtJob({ placement: { printSpecId: 1, name: 'x', position: '前面', area: { widthMm: 0, heightMm: 10 } } });
    expect(() => createArtJob(flat, first, FIXTURE_NOW)).toThrow(RangeError);
  });
});

describe('createReorderJob: a reorder reuses the approved version and is ready at once', () => {
  it('copies the approved version, keeps the mock-ups of the colours still ordered and records the reuse', () => {
    const repeated = { ...artJobIn('ready_for_production'), id: 40 };
    const withMockups = {
      ...repeated,
      versions: repeated.versions.map((v) => ({
        ...v,
        printerFile: aFileRef(6),
        mockups: [
          { garmentColorId: 1, file: aFileRef(7) },
          { garmentColorId: 2, file: aFileRef(8) },
        ],
      })),
    };
    const at = FIXTURE_NOW + 30 * 86_400_000;
    const input = aNewArtJob({
      id: 0,
      orderId: 9,
      orderProductionId: 12,
      garmentColors: [{ id: 2, name: 'ブラック', hex: '#111111', isDark: true }],
    });
    const result = createReorderJob(input, withMockups, at);
    expect(result).toEqual({
      ok: true,
      value: {
        ...input,
        status: 'ready_for_production',
        versions: [
          {
            number: 1,
            source: 'reorder',
            customerFile: aFileRef(1),
            printerFile: aFileRef(6),
            layout: withMockups.versions[0]?.layout,
            preflight: [],
            mockups: [{ garmentColorId: 2, file: aFileRef(8) }],
            note: null,
            createdBy: { role: 'system' },
            createdAt: at,
            reusedFrom: { jobId: 40, versionNumber: 1 },
            decisions: [{ outcome: 'reused', by: { role: 'system' }, at, reasons: [], note: null }],
          },
        ],
        waiting: null,
        readyAt: at,
        createdAt: at,
        updatedAt: at,
      },
    });
  });

  it('refuses a job never approved, another placement or another method', () => {
    expect(createReorderJob(aNewArtJob(), artJobIn('awaiting_proof'), FIXTURE_NOW)).toEqual({
      ok: false,
      error: { type: 'no_approved_version' },
    });
    const ready = artJobIn('ready_for_production');
    const otherSpec = aNewArtJob({ placement: { ...aNewArtJob().placement, printSpecId: 99 } });
    expect(createReorderJob(otherSpec, ready, FIXTURE_NOW)).toEqual({ ok: false, error: { type: 'not_the_same_print' } });
    expect(createReorderJob(aNewArtJob({ method: 'inkjet', inkSets: [] }), ready, FIXTURE_NOW)).toEqual({
      ok: false,
      error: { type: 'not_the_same_print' },
    });
    expect(createReorderJob(aNewArtJob({ garmentColors: [] }), ready, FIXTURE_NOW)).toEqual({
      ok: false,
      error: { type: 'no_garment_colors' },
    });
  });
});
