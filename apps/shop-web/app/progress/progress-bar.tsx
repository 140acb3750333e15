import type { ProgressState } from './progress-machine.ts';
import { bar } from './progress-bar.css.ts';

/** The thin bar at the top of the window; purely visual (screen readers get the page change itself). */
export function ProgressBar({ state }: { state: ProgressState }) {
  return (
    <div
      className={bar}
      aria-hidden="true"
      data-testid="progress-bar"
      data-phase={state.phase}
      data-visible={String(state.visible)}
      style={{ transform: `scaleX(${state.progress / 100})` }}
    />
  );
}
