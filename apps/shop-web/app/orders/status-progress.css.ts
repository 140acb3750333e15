import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const progress = style({
  display: 'grid',
  gridAutoFlow: 'row',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.tabletUp]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const progressStep = style({
  position: 'relative',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  counterIncrement: 'step',
  selectors: { '&::before': { content: 'counter(step) ". "' } },
  '@media': { [media.tabletUp]: { textAlign: 'center' } },
});

export const progressDone = style({ background: vars.color.successSurface, color: vars.color.success });

export const progressCurrent = style({ background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.bold });

export const progressTodo = style({ background: vars.color.background, color: vars.color.textMuted });
