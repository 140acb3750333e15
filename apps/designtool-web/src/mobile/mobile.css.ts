import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const phoneShell = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const phoneTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `calc(env(safe-area-inset-top) + 4px) ${vars.space.xs} 4px`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheet = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  boxShadow: vars.shadow.raised,
  paddingBottom: 'env(safe-area-inset-bottom)',
  zIndex: 2,
});

// Every tool in reach without sideways scrolling: as many 44 px buttons a row as fit, then the next row.
export const sheetTools = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  alignItems: 'center',
  justifyItems: 'center',
});

export const zoomBadge = style({ minWidth: 40, textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const sheetBody = style({
  // The canvas keeps most of the screen, and the sheet's 「閉じる」 (in the row above) stays in view.
  maxHeight: '34dvh',
  overflowY: 'auto',
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});

export const sheetToggle = style({
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-expanded="true"]': { background: vars.color.text, color: vars.color.surface } },
});
