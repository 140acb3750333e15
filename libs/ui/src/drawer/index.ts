export { Drawer, preloadDrawer } from './drawer.tsx';
export type { DrawerProps } from './drawer.tsx';
