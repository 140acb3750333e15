/**
 * The Content-Security-Policy nonce of the page being rendered, for components that write inline
 * scripts (root.tsx: React Router's <Scripts> and <ScrollRestoration>, the GTM loader).
 *
 * entry.server.tsx provides it around <ServerRouter> from the router context the host filled
 * (api/context.ts `cspNonceContext`). In the browser there is no provider and the value is undefined:
 * browsers hide nonce attributes from the DOM, and scripts the page adds after hydration are module
 * imports of our own files, which script-src 'self' allows.
 */
import { createContext, useContext } from 'react';

export const CspNonceContext = createContext<string | undefined>(undefined);

/** The nonce to put on an inline `<script>`, or undefined (browser, tests). */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
