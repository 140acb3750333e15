import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The visible label and the stepper side by side. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const stepper = style({ display: 'inline-flex', alignItems: 'stretch' });

export const stepButton = style({
  width: '40px',
  minHeight: '40px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
    '&:last-child': { borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0` },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', background: vars.color.background },
  },
});

export const stepInput = style({
  width: '64px',
  minHeight: '40px',
  border: `1px solid ${vars.color.border}`,
  borderLeft: 'none',
  borderRight: 'none',
  textAlign: 'center',
  fontSize: vars.fontSize.md,
});
