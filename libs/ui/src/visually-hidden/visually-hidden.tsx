import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.css.ts';

/** Text for screen readers only (e.g. a label next to an icon). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
