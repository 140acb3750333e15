/* eslint-disable jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard */
import type { HTMLAttributes } from 'react';
import { scrollRegion } from './scroll-region.css.ts';

export type ScrollRegionProps = Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex' | 'aria-label' | 'aria-labelledby'> &
  (
    | {
        /** The id of the visible text that names what scrolls (the region's accessible name). */
        labelledBy: string;
        label?: never;
      }
    | {
        /** The region's accessible name, when no visible text names it alone. */
        label: string;
        labelledBy?: never;
      }
  );

/**
 * A box that scrolls sideways when its content (a table) is wider than the page. It is a named
 * region in the tab order, so a keyboard user can reach it and scroll it with the arrow keys
 * (WCAG 2.1.1; axe's `scrollable-region-focusable`).
 */
export function ScrollRegion({ labelledBy, label, className, children, ...rest }: ScrollRegionProps) {
  return (
    <div
      {...rest}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={label}
      tabIndex={0}
      className={className ? `${scrollRegion} ${className}` : scrollRegion}
    >
      {children}
    </div>
  );
}
