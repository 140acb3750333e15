import { style } from '@vanilla-extract/css';
import { cluster, media, stack, vars } from '@shop/ui';

export const gallery = style([stack({ gap: 'xs' }), { minWidth: 0 }]);

export const mainPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const thumbList = style([cluster({ gap: 'xs', align: 'stretch', list: true })]);

export const thumbButton = style({
  display: 'block',
  width: '72px',
  height: '72px',
  padding: '2px',
  border: `2px solid ${vars.color.divider}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const thumbPicture = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const viewCaption = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const keyFacts = style([
  cluster({ gap: 'xs', align: 'stretch' }),
  { margin: `0 0 ${vars.space.sm}`, padding: 0, listStyle: 'none' },
]);

export const keyFact = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  alignItems: 'baseline',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.sm,
});

export const keyFactTerm = style({ color: vars.color.textMuted });

export const keyFactValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style([stack({ gap: 'sm' }), { margin: `${vars.space.md} 0` }]);

export const actionHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chartTable = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '100%' });

export const chartCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const chartNote = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const areaViews = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const areaFigure = style([stack({ gap: 'xs' }), { margin: 0 }]);

export const areaPicture = style({
  display: 'block',
  width: '100%',
  maxWidth: '400px',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const areaList = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
