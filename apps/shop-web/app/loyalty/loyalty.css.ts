import { globalStyle, style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const claimForm = style([
  card(),
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    alignItems: 'end',
    margin: `0 0 ${vars.space.xl}`,
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 24rem) auto', justifyContent: 'start' } },
  },
]);

export const claimHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, gridColumn: '1 / -1' });

export const claimed = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const tabs = style([cluster({ gap: 'xs', align: 'stretch' }), { margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' }]);

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="true"]': { background: vars.color.text, color: vars.color.surface, borderColor: vars.color.text } },
});

export const section = style({ margin: `0 0 ${vars.space.xl}` });

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const couponList = style([
  stack({ gap: 'md', list: true }),
  { '@media': { [media.desktopUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const couponCard = style([
  stack({ gap: 'xs' }),
  { padding: vars.space.md, borderRadius: vars.radius.md, border: `2px dashed ${vars.color.border}`, background: vars.color.surface },
]);

export const couponInactive = style({ opacity: 0.75, borderStyle: 'solid' });

export const couponValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const couponName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const couponCode = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontFamily: 'monospace' });

export const conditions = style([cluster({ gap: 'xs', align: 'stretch', list: true })]);

export const condition = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceBox = style([card({ padding: 'lg' }), { display: 'grid', gap: vars.space.xs, margin: `0 0 ${vars.space.xl}` }]);

globalStyle(`${balanceBox} > p`, { margin: 0 });

export const balance = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const table = style({ width: '100%', borderCollapse: 'collapse', margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, whiteSpace: 'nowrap' });

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: 'right' });

export const plus = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const minus = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const orderRef = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });
