import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

/** One placement of the order's artwork. */
export const placement = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-of-type': { borderBottom: 'none', paddingBottom: 0 } },
});

export const placementTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** The state in words, as a badge. */
export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The mock-ups of a version, one per ordered colour (side by side when there is room). */
export const proof = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } },
});

export const proofColor = style({ margin: 0, display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const proofCaption = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

/** The mock-up a version kept when it was made: square, as wide as its column (at most its 400 px). */
export const storedMockup = style({
  display: 'block',
  width: '100%',
  maxWidth: 400,
  height: 'auto',
  aspectRatio: '1 / 1',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const reasons = style({ margin: 0, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xxs });

export const deadline = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The buttons of a placement, wrapping on narrow screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The re-upload panel: the upload widget, size and place, preflight, mock-up, send. */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const alert = style({ margin: 0, color: vars.color.danger });
