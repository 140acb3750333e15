import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const body = style({ padding: vars.space.md });

export const group = style({ margin: `0 0 ${vars.space.lg}` });

export const groupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const priceForm = style({ display: 'grid', gap: vars.space.xs });

export const priceFields = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const priceField = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 0', minWidth: 0, fontSize: vars.fontSize.xs });

export const priceDash = style({ paddingBottom: vars.space.xs, color: vars.color.textMuted });

export const priceInput = style({
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const priceError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The link that removes every filter, under the facet groups. */
export const clearAll = style({ margin: 0, paddingTop: vars.space.sm, textAlign: 'right' });
