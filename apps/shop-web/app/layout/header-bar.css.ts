import { vars } from '@shop/ui';

/** What the shop's header bars (the top bar, the checkout's) share: height, side padding, surface and shadow. */
export const HEADER_BAR = {
  gap: vars.space.xs,
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
} as const;
