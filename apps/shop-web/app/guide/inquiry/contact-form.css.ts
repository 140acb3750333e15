/** Styles of the contact form, its confirmation page and the step indicator. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const steps = style({ display: 'flex', gap: vars.space.xs, margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' });

export const step = style({
  flex: 1,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: {
    '&[aria-current="step"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.bold },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.narrow]: { padding: vars.space.md } },
});

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The character counter under the contents (turns red past the limit). */
export const counter = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'right',
  selectors: { '&[data-over="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.md });

export const review = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  margin: `0 0 ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.divider}`,
  '@media': { [media.tabletUp]: { gridTemplateColumns: '200px 1fr' } },
});

// Each term and value pair is one grid row.
export const reviewRow = style({ display: 'contents' });

export const reviewTerm = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const reviewValue = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const thanks = style({ outline: 'none' });
