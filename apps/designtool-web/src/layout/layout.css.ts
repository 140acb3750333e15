import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

globalStyle('html, body, #root', { height: '100%', margin: 0 });
globalStyle('body', { overflow: 'hidden', overscrollBehavior: 'none' });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 52,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.header,
  zIndex: 3,
});

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  marginRight: vars.space.xs,
});

export const barGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
export const spacer = style({ flex: 1 });

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.xxs,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const toolRow = style({ display: 'flex', alignItems: 'center' });

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.divider },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});

export const helpButton = style({
  width: 20,
  height: 20,
  marginLeft: -4,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const centre = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const pageTabs = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const pageTab = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  minHeight: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.text, color: vars.color.surface, borderColor: vars.color.text } },
});

export const panel = style({
  width: 272,
  flexShrink: 0,
  overflowY: 'auto',
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const section = style({
  borderBottom: `1px solid ${vars.color.divider}`,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  margin: `0 0 ${vars.space.xs}`,
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: '7em 1fr',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.xxs,
});
export const fieldPair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs, marginBottom: vars.space.xxs });
export const smallLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const input = style({
  width: '100%',
  minHeight: 32,
  padding: `2px ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  boxSizing: 'border-box',
});

export const colourInput = style([input, { padding: 2, cursor: 'pointer' }]);

export const buttonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xxs,
  marginBottom: vars.space.xxs,
});

export const smallButton = style({
  minHeight: 32,
  padding: `2px ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.divider },
    '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.surface },
    '&:disabled': { opacity: 0.45, cursor: 'default' },
  },
});

export const status = style({
  maxHeight: 120,
  overflowY: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
});

export const issue = style({ color: vars.color.danger, margin: 0, whiteSpace: 'pre-line' });
export const ok = style({ color: vars.color.success, margin: 0 });

export const footer = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const menu = style({ position: 'relative' });
export const menuList = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 10,
  minWidth: 200,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.divider } },
});

export const zoomLabel = style({ minWidth: '4em', textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });

/** A question over the whole tool (another tab saved; the account holds a newer revision). */
export const choiceBanner = style({
  position: 'fixed',
  left: '50%',
  top: 8,
  transform: 'translateX(-50%)',
  width: 'min(560px, calc(100vw - 16px))',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: '#fff8e1',
  border: '1px solid #f0b400',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
  zIndex: 20,
});

export const choiceButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const pricePanel = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  display: 'grid',
  gap: vars.space.xxs,
});
export const priceTitle = style({ fontSize: vars.fontSize.sm, margin: 0 });
export const priceNote = style({ margin: 0, color: vars.color.textMuted });
export const priceTable = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${priceTable} th, ${priceTable} td`, { textAlign: 'left', padding: '2px 0', verticalAlign: 'top', fontWeight: 'normal' });
globalStyle(`${priceTable} th`, { whiteSpace: 'nowrap', paddingRight: vars.space.xs });
