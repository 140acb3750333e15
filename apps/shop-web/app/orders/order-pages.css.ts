import { globalStyle, style } from '@vanilla-extract/css';
import { card, cluster, media, stack as uiStack, vars } from '@shop/ui';

export const title = style({ margin: `${vars.space.md} 0`, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

/** Main column and side column on wide screens, one column on phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

export const stack = style([uiStack({ gap: 'lg' }), { minWidth: 0 }]);

export const thanks = style([
  uiStack({ gap: 'xs' }),
  {
    margin: `0 0 ${vars.space.lg}`,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: `4px solid ${vars.color.success}`,
    background: vars.color.successSurface,
  },
]);

globalStyle(`${thanks} > p`, { margin: 0 });

export const thanksTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.success });

export const statusLine = style([cluster(), { margin: 0 }]);

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const cancelled = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const history = style([uiStack({ gap: 'xs', list: true }), { fontSize: vars.fontSize.sm }]);

export const historyTime = style({
  display: 'inline-block',
  minWidth: '11em',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const orderList = style([uiStack(), { margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' }]);

export const orderCard = style([card(), { display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gap: vars.space.md }]);

export const orderCardBody = style([uiStack({ gap: 'xxs' }), { minWidth: 0 }]);

export const orderCardTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const orderCardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const orderTotal = style({ fontWeight: vars.fontWeight.bold });

export const externalLink = style({ fontWeight: vars.fontWeight.bold });

/** A delivered order line's 「再注文する」 and 「レビューを書く」. */
export const lineActions = style([cluster(), { margin: 0 }]);
