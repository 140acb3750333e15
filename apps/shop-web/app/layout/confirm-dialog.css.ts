import { style } from '@vanilla-extract/css';
import { cluster, stack, vars } from '@shop/ui';

/** A modal question before something is removed (a cart line, an address, a saved card). */
export const confirmOverlay = style({ position: 'fixed', inset: 0, background: vars.color.scrim, zIndex: vars.zIndex.drawer });

export const confirmDialog = style([
  stack(),
  {
    position: 'fixed',
    zIndex: vars.zIndex.drawer,
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(26rem, calc(100vw - 2rem))',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: '0 12px 32px rgba(15, 23, 42, 0.25)',
  },
]);

export const confirmTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const confirmText = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const confirmActions = style([cluster({ align: 'stretch', justify: 'end' })]);
