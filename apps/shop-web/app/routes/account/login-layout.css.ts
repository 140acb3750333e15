import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  background: vars.color.background,
});

export const header = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
});

/** The centred column (spec §2 Layouts, 5). */
export const column = style({ flex: 1, width: '100%', maxWidth: '480px', padding: `0 ${vars.space.md} ${vars.space.xl}` });

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
});

export const footer = style({
  width: '100%',
  padding: `${vars.space.lg} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
