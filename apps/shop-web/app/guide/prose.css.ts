/** Typography of the API's rendered Markdown (headings, lists, tables, links) inside help pages. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const prose = style({ lineHeight: vars.lineHeight.body, letterSpacing: vars.letterSpacing.body, overflowWrap: 'anywhere' });

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
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

globalStyle(`${prose} p`, { margin: `0 0 ${vars.space.md}` });

globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}`, paddingLeft: '1.5em' });

globalStyle(`${prose} li + li`, { marginTop: vars.space.xxs });

globalStyle(`${prose} a`, { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '2px' });

globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold });

globalStyle(`${prose} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.textMuted,
});

globalStyle(`${prose} code`, { padding: '0 4px', borderRadius: vars.radius.sm, background: vars.color.background, fontSize: '0.9em' });

globalStyle(`${prose} hr`, { margin: `${vars.space.xl} 0`, border: 0, borderTop: `1px solid ${vars.color.divider}` });

// Wide tables scroll sideways on phones instead of widening the page.
globalStyle(`${prose} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  margin: `0 0 ${vars.space.lg}`,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${prose} th`, { background: vars.color.background, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
