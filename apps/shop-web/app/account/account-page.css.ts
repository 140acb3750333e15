import { style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';

/** One account page: a readable column on a desktop, the full width on a phone. */
export const page = style({ maxWidth: '40rem' });

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.7 });

export const form = style([stack(), { margin: `0 0 ${vars.space.lg}` }]);

export const actions = style([cluster()]);

/** What is stored now (the current e-mail, the newsletter choice). */
export const current = style([
  card(),
  {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.xs} ${vars.space.md}`,
    margin: `0 0 ${vars.space.lg}`,
    overflowWrap: 'anywhere',
    // On a phone each term sits above its value, so an address keeps the whole width.
    '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
  },
]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0 });

/** A change that went through, announced politely. */
export const done = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
  lineHeight: 1.7,
});

/** Something to read before acting (closing the account). */
export const notice = style([
  card({ padding: 'none' }),
  { margin: `0 0 ${vars.space.lg}`, padding: `${vars.space.md} ${vars.space.lg}`, lineHeight: 1.8 },
]);

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', lineHeight: 1.6 });

export const back = style({ margin: `${vars.space.lg} 0 0`, fontSize: vars.fontSize.sm });
