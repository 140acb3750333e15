import {
  BYOB_ARRIVAL_METHOD_VALUES,
  BYOB_GARMENT_KIND_VALUES,
  BYOB_MATERIAL_VALUES,
  BYOB_PLACEMENT_VALUES,
  BYOB_SIZE_VALUES,
  BYOB_STATUS_VALUES,
} from '@shop/api-contract';
import { BYOB_ARRIVAL_METHODS, BYOB_GARMENT_KINDS, BYOB_MATERIALS, BYOB_PLACEMENTS, BYOB_SIZES, BYOB_STATUSES } from '@shop/order-domain';
import { describe, expect, it } from 'vitest';

// The contract (type:util) cannot import the domain, so the BYOB value lists are written out twice;
// the server, which imports both, holds them together.
describe('the wire values of BYOB requests are the domain’s', () => {
  it('statuses, garments, materials, sizes, placements and arrival methods are the same lists', () => {
    expect([...BYOB_STATUS_VALUES]).toEqual([...BYOB_STATUSES]);
    expect([...BYOB_GARMENT_KIND_VALUES]).toEqual([...BYOB_GARMENT_KINDS]);
    expect([...BYOB_MATERIAL_VALUES]).toEqual([...BYOB_MATERIALS]);
    expect([...BYOB_SIZE_VALUES]).toEqual([...BYOB_SIZES]);
    expect([...BYOB_PLACEMENT_VALUES]).toEqual([...BYOB_PLACEMENTS]);
    expect([...BYOB_ARRIVAL_METHOD_VALUES]).toEqual([...BYOB_ARRIVAL_METHODS]);
  });
});
