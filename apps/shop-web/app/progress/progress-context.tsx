/**
 * Connects the progress machine to React Router: the bar runs while a navigation or fetcher is
 * busy, and error pages report a failed load through `useReportLoadFailure`.
 */
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { createProgressMachine, type ProgressMachine, type ProgressState } from './progress-machine.ts';
import { ProgressBar } from './progress-bar.tsx';

interface ProgressApi {
  fail: () => void;
}

const ProgressContext = createContext<ProgressApi>({ fail: () => undefined });

const HIDDEN: ProgressState = { phase: 'idle', progress: 0, visible: false };

/** Renders `children` and the progress bar, driven by the router's navigation state. */
export function ProgressProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ProgressState>(HIDDEN);
  const machine = useRef<ProgressMachine | null>(null);

  // Created in an effect: timers exist only in the browser, never during server rendering.
  useEffect(() => {
    const created = createProgressMachine({ onChange: setState });
    machine.current = created;
    return () => {
      created.dispose();
      machine.current = null;
    };
  }, []);

  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  useEffect(() => {
    if (busy) machine.current?.start();
    else machine.current?.finish();
  }, [busy]);

  const api = useMemo<ProgressApi>(() => ({ fail: () => machine.current?.fail() }), []);
  return (
    <ProgressContext value={api}>
      {children}
      <ProgressBar state={state} />
    </ProgressContext>
  );
}

/**
 * Marks the current load as failed (the error page calls it when it appears). Child effects run
 * before the provider's, so the failure lands before the "navigation finished" signal, which the
 * machine then ignores.
 */
export function useReportLoadFailure(): () => void {
  return use(ProgressContext).fail;
}
