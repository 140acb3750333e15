import { browserApi } from '@shop/web-state';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadGuard } from './chunk-reload/chunk-reload-guard.ts';
import { shareStyleNonce, type StyleNonceHost } from './html/style-nonce.ts';
import { islandsHydrated } from './islands/island.tsx';
import { gateManifestFetch } from './islands/manifest-gate.ts';
import { reportRecoverableError } from './islands/recoverable-error.ts';

// Before hydration: a chunk that fails while hydrating must already be caught.
installChunkReloadGuard(window);
// Before hydration: React Router's route discovery must not update the router while islands wait
// for their code (islands/manifest-gate.ts).
window.fetch = gateManifestFetch(window.fetch.bind(window), window.location.origin, { settled: islandsHydrated });
// Before any drawer can open: its scroll lock adds a <style> element that needs the page's CSP nonce.
shareStyleNonce(document, window as StyleNonceHost);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  );
});

// The api-client (ky, valibot, the schemas) is not part of the first page's JavaScript, nor of what
// the page fetches before the shopper does anything (issue #13's budget): it is fetched at the
// first sign of a shopper (a pointer moving or pressed, a key, a touch, a wheel), well before a
// click on a link has finished, so the first client-side navigation does not wait for it.
const FIRST_INPUT = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
const warmUpApi = () => {
  for (const type of FIRST_INPUT) window.removeEventListener(type, warmUpApi, true);
  void browserApi();
};
for (const type of FIRST_INPUT) window.addEventListener(type, warmUpApi, { capture: true, passive: true });
