/**
 * The page-load progress bar as a small state machine, free of React and the DOM (spec §2:
 * "starts after 200 ms, creeps up over about 5 seconds, hides 500 ms after finishing, and shows a
 * failed state on error"). Time only advances through the injected timers, so tests drive it with
 * fake timers and a view subscribes through `onChange`.
 */

/** Timings of the bar, all in ms. */
export const PROGRESS_TIMING = {
  /** A load shorter than this never shows the bar. */
  throttle: 200,
  /** The bar creeps to `ceiling` over this long, then waits there for the end. */
  duration: 5_000,
  /** The full (or failed) bar stays this long before it hides. */
  hideDelay: 500,
  /** How often the creeping bar moves. */
  tick: 100,
} as const;

/** Highest percentage the bar reaches before the load actually ends. */
export const PROGRESS_CEILING = 90;

export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'failed';

export interface ProgressState {
  phase: ProgressPhase;
  /** 0 to 100 (percent of the bar's width). */
  progress: number;
  /** Whether the bar is on screen. */
  visible: boolean;
}

/** The timer functions the machine uses (the global ones by default). */
export interface ProgressTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface ProgressMachine {
  /** A load began. Ignored while one is already shown or pending. */
  start(): void;
  /** The load ended well: fill the bar, then hide it (or never show it when it was quick). */
  finish(): void;
  /** The load ended in an error: show the failed bar, then hide it. Ignored when idle. */
  fail(): void;
  getState(): ProgressState;
  /** Stops every timer (the view unmounted). */
  dispose(): void;
}

const IDLE: ProgressState = { phase: 'idle', progress: 0, visible: false };

/**
 * Share of the bar shown after `elapsed` ms of a visible load: an ease-out curve that reaches
 * `PROGRESS_CEILING` at `duration` and stays there.
 */
export function creepProgress(elapsed: number, duration: number = PROGRESS_TIMING.duration): number {
  const t = Math.min(Math.max(elapsed / duration, 0), 1);
  return Math.round(PROGRESS_CEILING * (1 - (1 - t) * (1 - t)) * 10) / 10;
}

const globalTimers: ProgressTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Creates a progress machine; `onChange` receives every new state. */
export function createProgressMachine({
  onChange,
  timers = globalTimers,
}: {
  onChange: (state: ProgressState) => void;
  timers?: ProgressTimers;
}): ProgressMachine {
  let state: ProgressState = IDLE;
  let timeout: unknown;
  let interval: unknown;
  let elapsed = 0; // ms the bar has been visible

  const set = (next: ProgressState) => {
    state = next;
    onChange(state);
  };
  const stopTimers = () => {
    if (timeout !== undefined) timers.clearTimeout(timeout);
    if (interval !== undefined) timers.clearInterval(interval);
    timeout = undefined;
    interval = undefined;
  };
  const hideLater = () => {
    timeout = timers.setTimeout(() => {
      timeout = undefined;
      set(IDLE);
    }, PROGRESS_TIMING.hideDelay);
  };

  return {
    start() {
      if (state.phase === 'waiting' || state.phase === 'running') return;
      stopTimers();
      elapsed = 0;
      set({ phase: 'waiting', progress: 0, visible: false });
      timeout = timers.setTimeout(() => {
        timeout = undefined;
        set({ phase: 'running', progress: 0, visible: true });
        interval = timers.setInterval(() => {
          elapsed += PROGRESS_TIMING.tick;
          const progress = creepProgress(elapsed);
          if (progress !== state.progress) set({ phase: 'running', progress, visible: true });
        }, PROGRESS_TIMING.tick);
      }, PROGRESS_TIMING.throttle);
    },
    finish() {
      if (state.phase === 'waiting') {
        stopTimers();
        set(IDLE);
        return;
      }
      if (state.phase !== 'running') return;
      stopTimers();
      set({ phase: 'finishing', progress: 100, visible: true });
      hideLater();
    },
    fail() {
      if (state.phase === 'idle' || state.phase === 'failed') return;
      stopTimers();
      set({ phase: 'failed', progress: 100, visible: true });
      hideLater();
    },
    getState: () => state,
    dispose: stopTimers,
  };
}
