export { Dialog, preloadDialog } from './dialog.tsx';
export type { DialogProps } from './dialog.tsx';
