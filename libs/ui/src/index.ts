/**
 * @shop/ui: the shop's theme tokens and shared React components. Components take Japanese labels
 * from the caller; they hold no shop logic.
 */
// Global reset and Japanese typography: part of the theme, so importing the library brings it.
import './theme/global.css.ts';

export { vars } from './theme/theme.css.ts';
export { breakpoints, fontFamilyJa, layoutSize, media } from './theme/tokens.ts';
export { card } from './card/index.ts';
export type { CardVariants } from './card/index.ts';
export { cluster, stack } from './layout/index.ts';
export type { ClusterVariants, StackVariants } from './layout/index.ts';
export { button, Button } from './button/index.ts';
export type { ButtonProps, ButtonVariants } from './button/index.ts';
export { dotBadge, IconBadge, IconButton, iconButton } from './icon-button/index.ts';
export type { IconButtonProps } from './icon-button/index.ts';
export { Drawer, preloadDrawer } from './drawer/index.ts';
export type { DrawerProps } from './drawer/index.ts';
export { Dialog, preloadDialog } from './dialog/index.ts';
export type { DialogProps } from './dialog/index.ts';
export { VisuallyHidden, visuallyHidden } from './visually-hidden/index.ts';
export { PlainLink } from './link/index.ts';
export type { LinkComponent, LinkComponentProps } from './link/index.ts';
export { fieldControl, FormField, SelectField, TextField } from './text-field/index.ts';
export type { FieldControlVariants, FormFieldControlProps, FormFieldProps, SelectFieldProps, TextFieldProps } from './text-field/index.ts';
export { FormAlert } from './form-alert/index.ts';
export type { FormAlertProps } from './form-alert/index.ts';
export { Breadcrumbs } from './breadcrumbs/index.ts';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/index.ts';
export { InkSwatches, swatchSetsOf } from './ink-swatches/index.ts';
export type { InkSwatchesProps, SwatchInk, SwatchInkSet } from './ink-swatches/index.ts';
export { Pagination } from './pagination/index.ts';
export { ScrollRegion } from './scroll-region/index.ts';
export type { ScrollRegionProps } from './scroll-region/index.ts';
export type { PaginationProps } from './pagination/index.ts';
export { parseQuantity, QuantityStepper } from './quantity-stepper/index.ts';
export type { QuantityStepperProps } from './quantity-stepper/index.ts';
export { IME_PROCESS_KEY_CODE, isImeComposing } from './ime/index.ts';
export type { ImeKeyEvent } from './ime/index.ts';
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
