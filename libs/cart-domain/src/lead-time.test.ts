import { describe, expect, it } from 'vitest';
import { SHORTEST_LEAD_TIME_DAYS } from './constants.ts';
import { productionLeadDays } from './lead-time.ts';

describe('productionLeadDays', () => {
  it.each<[string, number[], number]>([
    ['no production takes the shortest lead time', [], SHORTEST_LEAD_TIME_DAYS],
    ['an inkjet order takes its 3 days', [3], 3],
    ['a white-inkjet order takes its 4 days', [4], 4],
    ['inkjet and silk-screen together take the longer, 8 days', [3, 8, 4], 8],
    ['a method quicker than the shortest lead time still takes the shortest', [1], SHORTEST_LEAD_TIME_DAYS],
  ])('%s', (_rule, leadDays, expected) => {
    expect(productionLeadDays(leadDays.map((days) => ({ leadDays: days })))).toBe(expected);
  });
});
