import { style } from '@vanilla-extract/css';
import { stack, vars } from '@shop/ui';

/** The messages, oldest first. */
export const messageList = style([stack({ gap: 'sm', list: true }), { margin: 0, padding: 0 }]);

const bubble = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  minWidth: 0,
  maxWidth: '100%',
});

/** The customer's own message. */
export const ownMessage = style([bubble, { background: vars.color.background, border: `1px solid ${vars.color.divider}` }]);

/** The shop's message. */
export const shopMessage = style([bubble, { border: `1px solid ${vars.color.border}`, borderLeft: `4px solid ${vars.color.primary}` }]);

export const messageMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const messageAuthor = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** The text as written: line breaks kept, long words and URLs wrapped inside the phone's width. */
export const messageBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const composer = style([stack({ gap: 'xs' })]);

export const counter = style({
  margin: 0,
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-over="true"]': { color: vars.color.danger } },
});
