import { ArtJobListResponseSchema, OrderResponseSchema } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answersOf, artFixOf, latestOf, productionOf, type ArtJob } from './art-job-view.ts';

const order = v.parse(OrderResponseSchema, WIRE_EXAMPLES.orderShow.response).data;
const listed = v.parse(ArtJobListResponseSchema, WIRE_EXAMPLES.orderArtJobs.response).data[0] as ArtJob;
const production = order.lines.find((line) => line.kind === 'production');
if (production?.kind !== 'production') throw new Error('the order example has a production');
/** The example's job on the example order's production and placement. */
const job: ArtJob = {
  ...listed,
  productionNumber: production.production.number ?? '',
  placement: { ...listed.placement, printSpecId: 31 },
};

describe("an art job's production on the order page", () => {
  it('the product, method, ordered colours and print positions come from the order line of its production', () => {
    expect(productionOf(order.lines, job)).toEqual({
      product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ' },
      method: { id: 1, slug: 'inkjet' },
      colors: [{ id: 11, name: 'ホワイト', hex: '#ffffff' }],
      positions: ['前面'],
      inks: 0,
    });
  });

  it('a silk-screen placement counts its plates as the inks ordered; an unknown production is null', () => {
    const screen = order.lines.map((line) =>
      line.kind === 'production'
        ? { ...line, production: { ...line.production, printMethod: { ...line.production.printMethod, slug: 'silkscreen' } } }
        : line,
    );
    expect(productionOf(screen, job)?.inks).toBe(1);
    expect(productionOf(order.lines, { ...job, productionNumber: 'PF-2026-999999-1' })).toBeNull();
  });
});

describe('the answers a placement offers', () => {
  it.each([
    ['needs_fix', ['resubmit', 'accept_as_is'], { approveProof: false, requestChanges: false, fix: true, acceptAsIs: true }],
    ['needs_fix', ['resubmit'], { approveProof: false, requestChanges: false, fix: true, acceptAsIs: false }],
    [
      'awaiting_proof',
      ['approve_proof', 'request_changes', 'resubmit'],
      { approveProof: true, requestChanges: true, fix: false, acceptAsIs: false },
    ],
    ['awaiting_check', ['resubmit'], { approveProof: false, requestChanges: false, fix: false, acceptAsIs: false }],
    ['ready_for_production', [], { approveProof: false, requestChanges: false, fix: false, acceptAsIs: false }],
  ] as const)('%s with %j offers %j', (status, actions, answers) => {
    expect(answersOf({ status, actions: [...actions] })).toEqual(answers);
  });
});

describe('the design-tool fix of a データ不備', () => {
  it("names the order, the job, the latest version, the placement's area, the version's file, source and layout", () => {
    const version = latestOf(job);
    if (!version) throw new Error('the example has a version');
    const file = { uuid: version.customerFile.uuid, name: 'logo.png', mimeType: 'image/png', width: 1200, height: 600 };
    expect(artFixOf('pid-9', order.number, job, version, file)).toEqual({
      pid: 'pid-9',
      orderNumber: 'PF-2026-000123',
      jobId: 41,
      versionNumber: 1,
      placement: { printSpecId: 31, name: 'A4 前面', widthMm: 210, heightMm: 297 },
      file,
      source: 'customer_upload',
      layout: { widthMm: 200, anchor: 'top', offsetXMm: 0, offsetYMm: 0 },
    });
  });
});
