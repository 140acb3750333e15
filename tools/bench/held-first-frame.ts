/**
 * Telling Lighthouse runs whose first frame the browser held (web-bench.ts). Observed in Lighthouse
 * traces on this machine: in many runs of a page, and of a plain static page whose script keeps the
 * main thread busy for 100 ms, the first frame came at ~1.2 or ~2.3 s although the page was ready
 * to paint at 0.2–0.6 s, with the main thread idle for stretches of 0.1–0.5 s in between.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** An idle stretch of the main thread this long, with a frame pending, means BeginFrames were withheld. */
export const IDLE_WITHOUT_FRAME_MS = 100;

/**
 * Whether headless Chromium held the page's first frame: Lighthouse issue #17148 (viz stops sending
 * BeginFrames to the page's compositor during the load, "ThrottleUnresponsiveClient", and the first
 * frame waits for the next one a whole second later; it happens on PageSpeed Insights too, and to a
 * plain static page here). Held means the first contentful paint came more than 500 ms after
 * DOMContentLoaded (document parsed, stylesheets loaded, module scripts run) and, between the two,
 * the page's main thread sat idle for `IDLE_WITHOUT_FRAME_MS` in one stretch: a browser that
 * delivers frames paints within one frame (16.7 ms) of the main thread falling idle, so nothing on
 * the page's side kept it from painting then. Lantern counts everything the page did before the
 * observed paint as blocking it, so FCP, LCP and the score of such a run measure the browser.
 */
export function heldFirstFrame(events: TraceEvent[], observedDcl: number, observedFcp: number): boolean {
  if (!(observedFcp - observedDcl > 500)) return false;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!navigation) return false;
  const mainThread = events.find((e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain');
  if (!mainThread) return false;
  const from = navigation.ts + observedDcl * 1000;
  const to = navigation.ts + observedFcp * 1000;
  const tasks = events
    .filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur)
    .sort((a, b) => a.ts - b.ts);
  let idleSince = from;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    if (end <= idleSince) continue;
    if (task.ts >= to) break;
    if (task.ts - idleSince >= IDLE_WITHOUT_FRAME_MS * 1000) return true;
    idleSince = end;
  }
  return to - idleSince >= IDLE_WITHOUT_FRAME_MS * 1000;
}
