import { describe, expect, it } from 'vitest';
import { heldFirstFrame, type TraceEvent } from '../bench/held-first-frame.ts';

const NAV_TS = 1_000_000;
const ms = (value: number) => NAV_TS + value * 1000;

function trace(tasks: [startMs: number, durationMs: number][], otherThreadTasks: [number, number][] = []): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 7, tid: 2, ts: 0, args: { name: 'Compositor' } },
    { name: 'navigationStart', ph: 'R', pid: 7, tid: 1, ts: ms(0), args: { data: { documentLoaderURL: 'http://127.0.0.1:3917/' } } },
    ...tasks.map(([start, duration]): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 7, tid: 1, ts: ms(start), dur: duration * 1000 })),
    ...otherThreadTasks.map(([start, duration]): TraceEvent => ({
      name: 'RunTask',
      ph: 'X',
      pid: 7,
      tid: 2,
      ts: ms(start),
      dur: duration * 1000,
    })),
  ];
}

/** Main-thread tasks back to back (gaps of `gap` ms) from `from` to `to`, as hydration leaves them. */
function busy(from: number, to: number, task = 30, gap = 10): [number, number][] {
  const tasks: [number, number][] = [];
  for (let start = from; start + task <= to; start += task + gap) tasks.push([start, task]);
  return tasks;
}

describe('heldFirstFrame', () => {
  it('is held when the main thread sat idle for 100 ms between DOMContentLoaded and a first paint over 500 ms later', () => {
    // The product page's held runs: hydration until ~1.8 s, idle, the first paint at ~2.3 s.
    expect(heldFirstFrame(trace(busy(350, 1800)), 350, 2300)).toBe(true);
    // Idle in the middle of the wait, busy again before the paint.
    expect(heldFirstFrame(trace([...busy(350, 900), ...busy(1100, 2290)]), 350, 2300)).toBe(true);
  });

  it('counts only the page main thread: a busy compositor thread does not fill its idle time', () => {
    expect(heldFirstFrame(trace(busy(350, 1800), [[1800, 500]]), 350, 2300)).toBe(true);
  });

  it('is not held while the main thread kept busy until the paint (the page kept itself from painting)', () => {
    expect(heldFirstFrame(trace(busy(350, 2290)), 350, 2300)).toBe(false);
    // Gaps under 100 ms are not enough to tell.
    expect(heldFirstFrame(trace(busy(350, 2290, 30, 80)), 350, 2300)).toBe(false);
  });

  it('is not held when the paint came within 500 ms of DOMContentLoaded', () => {
    expect(heldFirstFrame(trace([[300, 40]]), 350, 800)).toBe(false);
  });

  it('is not held when the trace has no navigation or main thread to look at', () => {
    expect(
      heldFirstFrame(
        trace([]).filter((e) => e.name !== 'navigationStart'),
        350,
        2300,
      ),
    ).toBe(false);
    expect(
      heldFirstFrame(
        trace([]).filter((e) => e.name !== 'thread_name'),
        350,
        2300,
      ),
    ).toBe(false);
    expect(heldFirstFrame(trace([]), Number.NaN, 2300)).toBe(false);
  });
});
