import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';
import { HEADER_BAR } from './header-bar.css.ts';
import { logoLink } from './logo-mark.css.ts';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  ...HEADER_BAR,
  '@media': { [media.tabletUp]: { padding: `0 ${vars.space.md}` } },
});

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.divider } },
});

/** The chevron of the back button points left. */
export const backIcon = style({ transform: 'rotate(180deg)', flexShrink: 0 });

/** On phones the back button shows its arrow and a short word; the full label stays its name. */
export const backLong = style({ '@media': { [media.narrow]: { display: 'none' } } });
export const backShort = style({ '@media': { [media.tabletUp]: { display: 'none' } } });

export const logo = style([logoLink, { justifySelf: 'center', whiteSpace: 'nowrap' }]);

export const logoText = style({ '@media': { [media.narrow]: { fontSize: vars.fontSize.md } } });

export const secure = style({ justifySelf: 'end', color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'right' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1040px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}` } },
});

export const steps = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.sm } },
});

export const step = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const stepCurrent = style({ borderBottomColor: vars.color.primary, color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const stepDone = style({ borderBottomColor: vars.color.success, color: vars.color.text });

export const footer = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.divider}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
