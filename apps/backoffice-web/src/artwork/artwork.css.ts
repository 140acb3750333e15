import { vars } from '@shop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({ display: 'grid', gap: vars.space.xs });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export const panels = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md, alignItems: 'start' });
export const panel = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const panelTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, justifySelf: 'start' });
/** The stage around the print area: a checkerboard shows transparency; the mock-up paints it in the garment's colour. */
export const stage = style({
  position: 'relative',
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #e5e7eb 25%, transparent 25%), linear-gradient(-45deg, #e5e7eb 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e5e7eb 75%), linear-gradient(-45deg, transparent 75%, #e5e7eb 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
  overflow: 'hidden',
});
export const garment = style({ backgroundImage: 'none' });
export const area = style({ position: 'absolute', outline: '2px dashed #2563eb', outlineOffset: 0 });
export const areaLabel = style({
  position: 'absolute',
  top: 0,
  left: 0,
  transform: 'translateY(-100%)',
  fontSize: '11px',
  color: '#1d4ed8',
  background: 'rgba(255,255,255,0.85)',
  padding: '0 4px',
  whiteSpace: 'nowrap',
});
export const art = style({ position: 'absolute', display: 'block', maxWidth: 'none' });
export const fileMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
  justifySelf: 'stretch',
  wordBreak: 'break-all',
});
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const ruler = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const rulerBar = style({
  height: '6px',
  borderLeft: '2px solid #111827',
  borderRight: '2px solid #111827',
  borderBottom: '2px solid #111827',
});
export const swatches = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', justifySelf: 'stretch' });
export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '32px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
});
export const chip = style({ width: '14px', height: '14px', borderRadius: '50%', border: '1px solid #9ca3af' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  scrollMarginTop: vars.space.lg,
});
export const findings = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const badge = style({
  display: 'inline-block',
  minWidth: '4.5em',
  textAlign: 'center',
  padding: '0 6px',
  marginRight: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const badgeError = style({ background: '#fee2e2', color: '#991b1b' });
export const badgeWarning = style({ background: '#fef3c7', color: '#92400e' });
export const badgeInfo = style({ background: '#e0e7ff', color: '#3730a3' });
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const historyItem = style({
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.sm,
  display: 'grid',
  gap: vars.space.xxs,
});
export const historyCurrent = style({ borderLeftColor: vars.color.primary });
export const decisionList = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
export const reasonRow = style({ display: 'grid', gap: vars.space.xxs });
export const textarea = style({
  width: '100%',
  minHeight: '5.5rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  resize: 'vertical',
  fontFamily: 'inherit',
});
export const numberInput = style({
  width: '6rem',
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
});
export const shortcutBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});
export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: '0 4px',
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  borderRadius: '4px',
  background: vars.color.surface,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  color: vars.color.text,
});
export const help = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 10,
  maxWidth: '26rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});
export const helpList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${helpList} dd`, { margin: 0 });
export const queueRow = style({
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: '#dbeafe', outline: '2px solid #2563eb', outlineOffset: '-2px' } },
});
export const thumb = style({
  width: '56px',
  height: '56px',
  objectFit: 'contain',
  background: '#f3f4f6',
  border: `1px solid ${vars.color.border}`,
});
export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** The mock-up a version kept: a small picture with its caption, opening the full PNG. */
export const storedMockup = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'center',
  textDecoration: 'none',
});
export const storedMockupImage = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: '#fff' });
