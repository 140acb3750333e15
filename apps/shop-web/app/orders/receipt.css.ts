import { style } from '@vanilla-extract/css';
import { cluster, stack, vars } from '@shop/ui';

/** The receipt form inside its dialog. */
export const receiptForm = style([stack({ gap: 'md' }), { margin: 0 }]);

/** What the first download kept, shown read-only on a re-issue. */
export const keptFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const keptTerm = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const keptValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A sentence about how receipts are issued (the 再発行 rule). */
export const receiptNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const receiptActions = style([cluster({ align: 'stretch', justify: 'end' })]);

export const documentActions = style([cluster({ gap: 'sm' })]);
