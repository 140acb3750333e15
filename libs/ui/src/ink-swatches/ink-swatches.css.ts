import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const root = style({ display: 'inline-flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'center', minWidth: 0 });

export const set = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', minWidth: 0 });

export const garment = style({ color: vars.color.textMuted });

export const ink = style({ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' });

/** A round chip of the ink's colour, outlined so that a white ink shows on a white page. */
export const swatch = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
  flexShrink: 0,
  marginRight: '0.25em',
});

export const separator = style({ margin: '0 0.15em' });
