import { style } from '@vanilla-extract/css';
import { media, stack, vars } from '@shop/ui';

export const footer = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: '#1f2328',
  color: '#e6e8eb',
  fontSize: vars.fontSize.sm,
});

/** Company details and contact: stacked on a phone, side by side from tablet width. */
export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '960px',
  margin: `0 auto ${vars.space.lg}`,
  paddingBottom: vars.space.lg,
  borderBottom: '1px solid #3d444d',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '3fr 2fr' } },
});

export const company = style({ minWidth: 0 });

export const contact = style({ minWidth: 0 });

export const contactLine = style({ margin: `0 0 ${vars.space.xs}` });

export const companyName = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, color: '#ffffff' });

/** Term and value on one line; the value wraps under itself (long addresses on a phone). */
export const details = style([stack({ gap: 'xs' }), { margin: 0 }]);

export const detailRow = style({ display: 'grid', gridTemplateColumns: '5em minmax(0, 1fr)', gap: vars.space.sm });

export const detailTerm = style({ color: '#b4bac1' });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const contactLink = style({ color: '#ffffff', fontWeight: vars.fontWeight.bold });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ color: '#e6e8eb' });

export const copyright = style({ margin: 0, color: '#b4bac1', textAlign: 'center' });
