import type { PageRoute } from '../page-route.ts';

/** Help pages: FAQ, glossary, guidance, info (with the contact form), design-tool manual, references. */
export const GUIDE_PAGES = [] as const satisfies readonly PageRoute[];
