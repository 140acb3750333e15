import { style } from '@vanilla-extract/css';
import { cluster, stack, vars } from '@shop/ui';
import { chip } from '../styles/chip.css.ts';
import { inputBox } from '../styles/input-box.css.ts';

export const body = style({ padding: `${vars.space.md} ${vars.space.md} 0` });

export const group = style({ minWidth: 0, margin: `0 0 ${vars.space.lg}`, padding: 0, border: 'none' });

export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The choices of a group, wrapping like chips. */
export const options = style([cluster({ gap: 'xs', align: 'stretch' })]);

/** One radio choice drawn as a pill; the chosen one in the primary colour. */
export const option = style([
  chip,
  {
    gap: vars.space.xxs,
    minHeight: '36px',
    padding: `0 ${vars.space.sm}`,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: vars.fontWeight.bold },
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

export const optionInput = style({ margin: 0, accentColor: vars.color.primary });

/** 「クリア」 and the counting apply button, kept in view at the bottom of the drawer. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  gap: vars.space.sm,
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** 「クリア」: as narrow as its word. */
export const clearButton = style({ flexShrink: 0, paddingInline: vars.space.md });

/**
 * The apply button takes the room 「クリア」 leaves (a long message may take two balanced lines on a
 * narrow drawer). When nothing would match it keeps
 * solid colours (white on textMuted, 6.4:1) instead of the shared 50 % opacity, so its message reads.
 */
export const applyButton = style({
  flex: 1,
  minWidth: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  lineHeight: 1.3,
  textWrap: 'balance',
  selectors: {
    '&&&[aria-disabled="true"]': {
      opacity: 1,
      background: vars.color.textMuted,
      borderColor: vars.color.textMuted,
      color: '#ffffff',
      fontSize: vars.fontSize.sm,
    },
  },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const priceFields = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, width: '100%' });

export const priceField = style([stack({ gap: 'xxs' }), { flex: '1 1 0', minWidth: 0, fontSize: vars.fontSize.xs }]);

export const priceDash = style({ paddingBottom: vars.space.xs, color: vars.color.textMuted });

export const priceInput = style([
  inputBox(),
  {
    width: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

export const priceError = style({ width: '100%', margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
