import { browserApi } from '@shop/web-state';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadGuard } from './chunk-reload/chunk-reload-guard.ts';
import { shareStyleNonce, type StyleNonceHost } from './html/style-nonce.ts';

// Before hydration: a chunk that fails while hydrating must already be caught.
installChunkReloadGuard(window);
// Before any drawer can open: its scroll lock adds a <style> element that needs the page's CSP nonce.
shareStyleNonce(document, window as StyleNonceHost);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The api-client is not part of the first page's JavaScript; fetch it while the browser is idle
// so the first client-side navigation does not wait for it.
if ('requestIdleCallback' in window) window.requestIdleCallback(() => void browserApi());
else setTimeout(() => void browserApi(), 1_000); // ms; Safari before 18 has no idle callback
