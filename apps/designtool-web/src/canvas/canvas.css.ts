import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const RULER_PX = 20;

export const frame = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: `${RULER_PX}px 1fr`,
  gridTemplateRows: `${RULER_PX}px 1fr`,
  background: '#e9ecef',
  overflow: 'hidden',
});

export const frameNoRulers = style({ gridTemplateColumns: '0 1fr', gridTemplateRows: '0 1fr' });

export const corner = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const ruler = style({
  display: 'block',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: 9,
  overflow: 'hidden',
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` } },
});

// No pointer events on the drawing: the editor hits shapes itself (hit-testing 500 shapes and their
// glyphs on every pointermove cost the browser more than drawing them).
export const svg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block', pointerEvents: 'none' });

/** The upper layer (moving shapes, selection, marks): its own compositing layer, so redrawing it leaves the page's layer alone. */
export const layer = style({ pointerEvents: 'none', willChange: 'transform' });

export const textEditor = style({
  position: 'absolute',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: `1px dashed ${vars.color.accent}`,
  background: 'rgba(255, 255, 255, 0.35)',
  resize: 'none',
  overflow: 'hidden',
  whiteSpace: 'pre',
  transformOrigin: 'center',
  zIndex: 2,
});
