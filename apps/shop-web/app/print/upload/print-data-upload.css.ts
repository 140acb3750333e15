import { style } from '@vanilla-extract/css';
import { card as uiCard, cluster, media, stack, vars, visuallyHidden } from '@shop/ui';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, minWidth: 0 });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const fine = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const dropZone = style([
  stack({ gap: 'xxs' }),
  {
    position: 'relative',
    padding: vars.space.md,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    textAlign: 'center',
    selectors: { '&[data-dragging="true"]': { borderColor: vars.color.primary, background: vars.color.background } },
  },
]);

/** The real input stays in the tab order (keyboard, screen readers) but is drawn by its label. */
export const fileInput = style([visuallyHidden]);

export const pickLabel = style([
  stack({ gap: 'xxs' }),
  {
    justifyItems: 'center',
    cursor: 'pointer',
    fontWeight: vars.fontWeight.bold,
    selectors: {
      [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
      [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const pickButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  background: vars.color.surface,
});

export const dropHint = style({
  display: 'none',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.tabletUp]: { display: 'block' } },
});

export const formats = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const progressRow = style([cluster({ gap: 'xs' })]);

export const progressBar = style({ flex: '1 1 160px', height: '12px', accentColor: vars.color.primary });

export const percent = style({ minWidth: '3.5em', textAlign: 'right', fontFamily: vars.font.familyNumeric, fontSize: vars.fontSize.sm });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm });

export const card = style([
  uiCard({ padding: 'sm', border: 'strong' }),
  { display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'start' },
]);

export const thumbnail = style({
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  // A checkerboard shows transparent parts of the artwork.
  background: `repeating-conic-gradient(${vars.color.divider} 0% 25%, ${vars.color.surface} 0% 50%) 50% / 16px 16px`,
});

export const kindBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const details = style([stack({ gap: 'xxs' }), { minWidth: 0 }]);

export const fileName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const pixels = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontFamily: vars.font.familyNumeric });

export const messages = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space.xs });

export const consent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const checkbox = style({ width: '20px', height: '20px', accentColor: vars.color.primary });

export const actions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });
