// Unmount rendered trees between tests (vitest globals are off, so testing-library cannot hook in).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadIslands } from '../islands/island.tsx';

// findBy…/waitFor give up after this long (ms). The default 1 s was too short when the machine was
// busy with other suites (a contact-form test once timed out that way); a real failure still fails.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  // The session, guest cart and cashier persist in localStorage: no test inherits another's.
  localStorage.clear();
});

// Islands (islands/island.tsx) render at once in tests, as on the server: their modules load first.
beforeAll(() => preloadIslands());
