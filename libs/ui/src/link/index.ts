export { PlainLink } from './link.tsx';
export type { LinkComponent, LinkComponentProps } from './link.tsx';
