import { style } from '@vanilla-extract/css';

/** A dormant part's element (dormant.tsx) takes no box of its own: its content lays out as if in its parent. */
export const dormantPart = style({ display: 'contents' });
