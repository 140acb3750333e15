import { style } from '@vanilla-extract/css';
import { card, vars } from '@shop/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The title's Japanese line, right under the English title. */
export const titleJa = style({ margin: `calc(-1 * ${vars.space.sm}) 0 0`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const details = style([
  card({ border: 'strong', radius: 'sm' }),
  { maxWidth: '100%', overflowX: 'auto', textAlign: 'left', whiteSpace: 'pre-wrap' },
]);
