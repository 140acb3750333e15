import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const understood = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const offers = style({ margin: `${vars.space.lg} 0` });

export const tips = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.lg, color: vars.color.textMuted });

export const debugTable = style({
  width: '100%',
  marginTop: vars.space.xl,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.xs,
  fontFamily: 'ui-monospace, monospace',
  overflowX: 'auto',
  display: 'block',
});

export const debugCell = style({
  padding: '2px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
