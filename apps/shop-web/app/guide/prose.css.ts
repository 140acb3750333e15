/** Typography of the API's rendered Markdown (headings, lists, tables, links) inside help pages. */
import { globalStyle, style } from '@vanilla-extract/css';
import { proseBody } from '../styles/prose-body.css.ts';
import { vars } from '@shop/ui';

export const prose = style({ lineHeight: vars.lineHeight.body, letterSpacing: vars.letterSpacing.body, overflowWrap: 'anywhere' });

proseBody(prose);

globalStyle(`${prose} > :last-child`, { marginBottom: 0 });

globalStyle(`${prose} h2`, {
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
});

globalStyle(`${prose} h3`, {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.primary}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.heading,
});

globalStyle(`${prose} h4`, { margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });
