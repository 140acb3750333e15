import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

// The page scrolls inside the tool's full-height frame; the copyright footer stays below it.
export const shell = style({ display: 'flex', flexDirection: 'column', height: '100dvh' });

export const page = style({ overflowY: 'auto', flex: 1, padding: `${vars.space.lg} ${vars.space.md}` });

export const inner = style({ maxWidth: 960, margin: '0 auto', display: 'grid', gap: vars.space.lg });

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0, lineHeight: vars.lineHeight.heading });

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const price = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const swatch = style({ width: 20, height: 20, borderRadius: '50%', border: `1px solid ${vars.color.border}`, flex: 'none' });

export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  margin: 0,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const manual = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
