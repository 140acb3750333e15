import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const bareHeader = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
});

export const bareLogo = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, textDecoration: 'none' });

export const bareMain = style({ maxWidth: vars.size.contentMaxWidth, margin: '0 auto' });
