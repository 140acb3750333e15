import { style } from '@vanilla-extract/css';
import { iconButton, media, vars } from '@shop/ui';

/** A 44 px round icon button on phones; a pill with the label from desktop width. */
export const filterButton = style([
  iconButton,
  {
    width: 'auto',
    minWidth: vars.size.iconButton,
    gap: vars.space.xxs,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    '@media': { [media.desktopUp]: { padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}` } },
  },
]);

/** The label: shown from desktop width, visually hidden below (it still names the button). */
export const filterText = style({
  '@media': {
    'screen and (max-width: 959.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The number of filters in force: a small filled circle (white on the primary colour, above 4.5:1). */
export const filterCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  '@media': {
    // On a phone it sits on the icon's top-right corner.
    'screen and (max-width: 959.98px)': { position: 'absolute', top: '2px', right: '0' },
  },
});
