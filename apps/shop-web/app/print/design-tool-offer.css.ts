import { style } from '@vanilla-extract/css';
import { media } from '@shop/ui';

/** The editor's full link: hidden on phones, which get the touch layout's link instead. */
export const wideOnly = style({ '@media': { [media.narrow]: { display: 'none' } } });

/** The phone link (`print-inkjet-design-mobile`): shown only on narrow screens. */
export const narrowOnly = style({ display: 'none', '@media': { [media.narrow]: { display: 'inline-flex' } } });
