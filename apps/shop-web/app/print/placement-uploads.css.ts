import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** Where the upload widget will be, drawn like its drop zone so nothing jumps when it arrives. */
export const uploadLoading = style({
  margin: 0,
  padding: vars.space.md,
  minHeight: '96px',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
