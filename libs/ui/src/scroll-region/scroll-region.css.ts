import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

// Wider content (a price table, a size chart) scrolls inside this box instead of widening the page.
export const scrollRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
