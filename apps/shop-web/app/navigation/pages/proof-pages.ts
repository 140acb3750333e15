import type { PageRoute } from '../page-route.ts';

/**
 * Shared proofs (issue #30, 「校正を共有する」): the customer's links in the account area (behind the
 * login guard), and the read-only page anyone holding a link opens (no session needed). Default layout.
 */
export const PROOF_PAGES = [
  { id: 'myaccount-proof_links', path: '/myaccount/proof_links', file: 'routes/account/proof-links.tsx' },
  { id: 'proof-token', path: '/proof/:token', file: 'routes/proof/proof-token.tsx' },
] as const satisfies readonly PageRoute[];
