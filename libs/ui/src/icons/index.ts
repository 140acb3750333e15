export type { IconProps } from './icons.tsx';
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
} from './icons.tsx';
