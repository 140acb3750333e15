import { describe, expect, it } from 'vitest';
import { draftPrint } from './draft-print.ts';
import { yen } from './money.ts';

describe('draftPrint', () => {
  it('is the placement and its plates, without colour changes, file or size', () => {
    expect(draftPrint({ id: -3, printSpecId: 31, plates: 2 })).toMatchObject({
      id: -3,
      printSpecId: 31,
      plates: 2,
      colorChangeFrequency: 0,
      svgFileUuid: null,
      fileUuid: null,
      size: null,
    });
  });

  it('claims no amount: the catalogue prices it', () => {
    const { printCharge, plateCharge, dataProductionFee, colorChangeCharge } = draftPrint({ id: -3, printSpecId: 31, plates: 2 });
    expect([printCharge, plateCharge, dataProductionFee, colorChangeCharge]).toEqual([yen(0), yen(0), yen(0), yen(0)]);
  });

  it('keeps what the caller gives beyond the placement (a file already uploaded)', () => {
    expect(draftPrint({ id: 0, printSpecId: 71, plates: 1, fileUuid: 'f' })).toMatchObject({ fileUuid: 'f', svgFileUuid: null });
  });
});
