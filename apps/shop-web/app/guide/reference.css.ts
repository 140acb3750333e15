/** Styles of the reference pages' own parts: the template downloads and the measuring diagram. */
import { style } from '@vanilla-extract/css';
import { card, stack, vars } from '@shop/ui';

export const templateList = style([
  stack({ gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', margin: `0 0 ${vars.space.xl}`, padding: 0, listStyle: 'none' },
]);

export const templateCard = style([card({ border: 'strong' }), { display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);

export const templateName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const templateAreas = style({ margin: 0, paddingLeft: '1.2em', fontSize: vars.fontSize.sm });

export const downloadLink = style({ marginTop: 'auto', color: vars.color.accent, fontWeight: vars.fontWeight.bold });

export const diagram = style({ display: 'block', width: '100%', maxWidth: '420px', height: 'auto', margin: `0 auto ${vars.space.lg}` });
