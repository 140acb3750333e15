export { dot as dotBadge, iconButton } from './icon-button.css.ts';
export { IconBadge, IconButton } from './icon-button.tsx';
export type { IconButtonProps } from './icon-button.tsx';
