/**
 * @shop/ui: the shop's theme tokens and shared React components. Components take Japanese labels
 * from the caller; they hold no shop logic.
 */
// Global reset and Japanese typography: part of the theme, so importing the library brings it.
import './theme/global.css.ts';

export { vars } from './theme/theme.css.ts';
export { breakpoints, fontFamilyJa, layoutSize, media } from './theme/tokens.ts';
export { button, Button } from './button/index.ts';
export type { ButtonProps, ButtonVariants } from './button/index.ts';
export { dotBadge, IconBadge, IconButton, iconButton } from './icon-button/index.ts';
export type { IconButtonProps } from './icon-button/index.ts';
export { Drawer, preloadDrawer } from './drawer/index.ts';
export type { DrawerProps } from './drawer/index.ts';
export { VisuallyHidden, visuallyHidden } from './visually-hidden/index.ts';
export {
  AccountIcon,
  ArrowUpIcon,
  CartIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  FilterIcon,
  HelpIcon,
  MenuIcon,
  SearchIcon,
} from './icons/index.ts';
export type { IconProps } from './icons/index.ts';
