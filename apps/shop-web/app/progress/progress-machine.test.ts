import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_CEILING, PROGRESS_TIMING, createProgressMachine, creepProgress, type ProgressState } from './progress-machine.ts';

function setup() {
  const states: ProgressState[] = [];
  const machine = createProgressMachine({ onChange: (state) => states.push(state) });
  return { machine, states };
}

describe('progress machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows the bar for a load shorter than 200 ms', () => {
    const { machine, states } = setup();
    machine.start();
    vi.advanceTimersByTime(PROGRESS_TIMING.throttle - 1);
    machine.finish();
    vi.advanceTimersByTime(10_000);
    expect(states.some((s) => s.visible)).toBe(false);
    expect(machine.getState()).toEqual({ phase: 'idle', progress: 0, visible: false });
  });

  it('shows the bar at 200 ms, empty, and then creeps forward', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(PROGRESS_TIMING.throttle);
    expect(machine.getState()).toEqual({ phase: 'running', progress: 0, visible: true });
    vi.advanceTimersByTime(1_000);
    const after1s = machine.getState().progress;
    vi.advanceTimersByTime(1_000);
    expect(after1s).toBeGreaterThan(0);
    expect(machine.getState().progress).toBeGreaterThan(after1s);
  });

  it('reaches the ceiling after about 5 s of creeping and stays below 100 until the load ends', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(PROGRESS_TIMING.throttle + PROGRESS_TIMING.duration - 1_000);
    expect(machine.getState().progress).toBeLessThan(PROGRESS_CEILING);
    vi.advanceTimersByTime(1_000);
    expect(machine.getState().progress).toBe(PROGRESS_CEILING);
    vi.advanceTimersByTime(60_000);
    expect(machine.getState()).toEqual({ phase: 'running', progress: PROGRESS_CEILING, visible: true });
  });

  it('fills the bar when the load ends and hides it 500 ms later', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(1_000);
    machine.finish();
    expect(machine.getState()).toEqual({ phase: 'finishing', progress: 100, visible: true });
    vi.advanceTimersByTime(PROGRESS_TIMING.hideDelay - 1);
    expect(machine.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.getState()).toEqual({ phase: 'idle', progress: 0, visible: false });
  });

  it.each(['running', 'finishing'] as const)('shows the failed state on error while %s, then hides it after 500 ms', (phase) => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(1_000);
    if (phase === 'finishing') machine.finish();
    machine.fail();
    expect(machine.getState()).toEqual({ phase: 'failed', progress: 100, visible: true });
    machine.finish(); // a late "finished" must not hide the failure early
    vi.advanceTimersByTime(PROGRESS_TIMING.hideDelay - 1);
    expect(machine.getState().phase).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(machine.getState().phase).toBe('idle');
  });

  it('shows an error even when it comes before the 200 ms delay', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(50);
    machine.fail();
    expect(machine.getState()).toEqual({ phase: 'failed', progress: 100, visible: true });
  });

  it('ignores an error when no load is in progress (e.g. the first server-rendered page)', () => {
    const { machine, states } = setup();
    machine.fail();
    expect(states).toEqual([]);
  });

  it('restarts from zero when a new load begins while the previous bar is hiding', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(1_000);
    machine.finish();
    machine.start();
    expect(machine.getState()).toEqual({ phase: 'waiting', progress: 0, visible: false });
    vi.advanceTimersByTime(PROGRESS_TIMING.hideDelay); // the old hide timer must not fire
    const creeping = PROGRESS_TIMING.hideDelay - PROGRESS_TIMING.throttle;
    expect(machine.getState()).toEqual({ phase: 'running', progress: creepProgress(creeping), visible: true });
  });

  it('keeps one bar when start is called again during a load', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(1_000);
    const before = machine.getState();
    machine.start();
    expect(machine.getState()).toBe(before);
  });

  it('stops every timer on dispose', () => {
    const { machine, states } = setup();
    machine.start();
    vi.advanceTimersByTime(300);
    machine.dispose();
    const count = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('creepProgress', () => {
  it.each([
    [0, 0],
    [2_500, 67.5],
    [5_000, 90],
    [50_000, 90],
    [-100, 0],
  ])('after %i ms of a visible load shows %d %%', (elapsed, expected) => {
    expect(creepProgress(elapsed)).toBe(expected);
  });

  it('never moves backwards and never reaches 100 % before the load ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 600_000 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(creepProgress(late)).toBeGreaterThanOrEqual(creepProgress(early));
        expect(creepProgress(late)).toBeLessThanOrEqual(PROGRESS_CEILING);
      }),
    );
  });
});
