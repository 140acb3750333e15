import { vars } from '@shop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { background: vars.color.background });

export const centred = style({ maxWidth: '28rem', margin: '10vh auto', padding: vars.space.lg });
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const shell = style({ display: 'grid', gridTemplateColumns: '14rem 1fr', minHeight: '100vh' });
export const sidebar = style({
  background: '#1f2937',
  color: '#f9fafb',
  padding: vars.space.lg,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
});
export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, color: 'inherit', textDecoration: 'none' });
export const nav = style({ display: 'grid', gap: vars.space.xxs });
export const navLink = style({
  color: '#e5e7eb',
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="page"]': { background: '#374151', color: '#ffffff', fontWeight: vars.fontWeight.bold },
    '&:hover': { background: '#374151' },
  },
});
export const who = style({ fontSize: vars.fontSize.sm, color: '#d1d5db', wordBreak: 'break-all' });
export const main = style({ padding: vars.space.xl, display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const select = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
});
export const fieldLabel = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface, fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  borderBottom: `1px solid ${vars.color.divider}`,
  padding: vars.space.xs,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: vars.color.background, whiteSpace: 'nowrap' });
export const json = style({ margin: 0, fontSize: vars.fontSize.xs, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: '22rem' });
export const qr = style({ width: '200px', height: '200px', background: '#fff', border: `1px solid ${vars.color.border}` });
export const secret = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.fontSize.md, letterSpacing: '0.05em' });
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  fontFamily: 'ui-monospace, monospace',
  margin: 0,
  padding: vars.space.md,
  background: vars.color.background,
  listStyle: 'none',
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const checkboxRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
