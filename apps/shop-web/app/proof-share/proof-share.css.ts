import { card, cluster, stack, vars } from '@shop/ui';
import { style } from '@vanilla-extract/css';

export const dialogBody = style([stack({ gap: 'md' })]);
export const urlRow = style([cluster({ gap: 'sm', align: 'stretch' }), { flexWrap: 'wrap' }]);
export const urlField = style({
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  background: vars.color.background,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const seesList = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const linkList = style([stack({ gap: 'sm', list: true })]);
export const linkItem = style([card(), stack({ gap: 'xs' })]);
export const linkTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const linkActions = style([cluster({ gap: 'sm' })]);
export const heading = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
