export { Pagination } from './pagination.tsx';
export type { PaginationProps } from './pagination.tsx';
