import { describe, expect, it } from 'vitest';
import type { ArtJobStatus } from './model.ts';
import { orderArtState, type OrderArtState } from './order-art.ts';
import { artJobIn } from './testing/index.ts';

const jobs = (...statuses: ArtJobStatus[]) => statuses.map((status) => artJobIn(status));

describe('orderArtState: an order’s artwork from its jobs', () => {
  it.each<[ArtJobStatus[], OrderArtState, boolean]>([
    [[], 'no_artwork', false],
    [['awaiting_check'], 'in_check', false],
    [['ready_for_production', 'awaiting_check'], 'in_check', false],
    [['ready_for_production', 'changes_requested'], 'in_check', false],
    [['awaiting_check', 'needs_fix'], 'waiting_on_customer', false],
    [['awaiting_proof', 'ready_for_production'], 'waiting_on_customer', false],
    [['ready_for_production', 'proceeded_as_is'], 'ready_for_production', true],
    [['ready_for_production'], 'ready_for_production', true],
    [['ready_for_production', 'cancelled'], 'cancelled', false],
    [['needs_fix', 'cancelled'], 'cancelled', false],
  ])('%j → %s (may start production: %s)', (statuses, state, mayStartProduction) => {
    const summary = orderArtState(jobs(...statuses));
    expect({ state: summary.state, mayStartProduction: summary.mayStartProduction }).toEqual({ state, mayStartProduction });
  });

  it('counts jobs per state and gives the moment the last one became ready', () => {
    const ready = artJobIn('ready_for_production');
    const later = { ...artJobIn('ready_for_production'), readyAt: (ready.readyAt ?? 0) + 5_000 };
    const summary = orderArtState([ready, later]);
    expect(summary).toEqual({
      state: 'ready_for_production',
      counts: {
        awaiting_check: 0,
        needs_fix: 0,
        awaiting_proof: 0,
        changes_requested: 0,
        ready_for_production: 2,
        proceeded_as_is: 0,
        cancelled: 0,
      },
      mayStartProduction: true,
      readyAt: later.readyAt,
      earliestDeadline: null,
    });
  });

  it('gives no ready moment until every job is ready, and the earliest deadline of the waiting ones', () => {
    const waiting = artJobIn('needs_fix');
    const earlier = { ...artJobIn('awaiting_proof'), waiting: { ...waiting.waiting!, deadline: '2026-11-30' } };
    const summary = orderArtState([artJobIn('ready_for_production'), waiting, earlier]);
    expect(summary).toMatchObject({ readyAt: null, earliestDeadline: '2026-11-30', mayStartProduction: false });
  });
});
