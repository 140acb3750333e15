// Unmount rendered trees between tests (vitest globals are off, so testing-library cannot hook in).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadIslands } from '../islands/island.tsx';
import { preloadLazyParts } from '../islands/lazy-part.ts';

// findBy…/waitFor give up after this long (ms). The default 1 s was too short when the machine was
// busy with other suites (a contact-form test once timed out that way); a real failure still fails.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  // The session, guest cart and cashier persist in localStorage: no test inherits another's.
  localStorage.clear();
});

// Islands (islands/island.tsx) render at once in tests, as on the server, and the lazy parts
// (islands/lazy-part.ts: the user menu, the forms opened on demand…) as soon as React asks for them:
// the modules the test file made load before its tests, so no findBy… waits on a module's transform.
// No time limit here: how long a transform takes on a busy machine is not what a test checks.
beforeAll(() => Promise.all([preloadIslands(), preloadLazyParts()]), 0);
